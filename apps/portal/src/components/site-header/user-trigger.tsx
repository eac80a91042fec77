import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { ChevronDownIcon, UserIcon } from '@mizani/ui';
import { forwardRef } from 'react';

/** The signed-in user's name in the header; opens the user menu. */
export const UserTrigger = forwardRef<HTMLButtonElement, ButtonProps & { name: string }>(function UserTrigger({ name, ...rest }, ref) {
  const t = useT();
  return (
    <Button ref={ref} variant="ghost" size="sm" maxW="14rem" aria-label={t('nav.user.menu', { name })} {...rest}>
      <UserIcon />
      <Text as="span" truncate>
        {name}
      </Text>
      <ChevronDownIcon />
    </Button>
  );
});
