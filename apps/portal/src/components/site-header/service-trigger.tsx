import { Button, type ButtonProps } from '@chakra-ui/react';
import { ChevronDownIcon } from '@mizani/ui';
import { forwardRef } from 'react';

export const ServiceTrigger = forwardRef<HTMLButtonElement, ButtonProps & { label: string }>(function ServiceTrigger({ label, ...rest }, ref) {
  return (
    <Button ref={ref} variant="ghost" size="md" fontSize="md" fontWeight="medium" color="fg.muted" px="3" {...rest}>
      {label}
      <ChevronDownIcon />
    </Button>
  );
});
