import { Button, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { forwardRef, useState } from 'react';

/** A password input with a show/hide switch, for typing long passwords on a phone keyboard. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordInput(props, ref) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <Button variant="ghost" size="xs" onClick={() => setVisible((v) => !v)}>
          {visible ? t('login.hidePassword') : t('login.showPassword')}
        </Button>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
});
