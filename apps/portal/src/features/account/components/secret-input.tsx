import { Button, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { forwardRef, useState } from 'react';

/** A password input with a show/hide switch: long passwords are hard to type blind on a phone. */
export const SecretInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function SecretInput(props, ref) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <Button variant="ghost" size="xs" onClick={() => setVisible((value) => !value)} aria-pressed={visible}>
          {t(visible ? 'profile.form.hidePassword' : 'profile.form.showPassword')}
        </Button>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
});
