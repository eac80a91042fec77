import { Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useId, useState } from 'react';
import { CopyButton } from '../copy-button.tsx';

interface SecretFieldProps {
  label: string;
  value: string;
  /** Secrets stay masked until the user asks to see them (someone may be looking at the screen). */
  secret?: boolean;
}

const MASK = '•'.repeat(24);

/** One credential: its name, the value (masked when secret), reveal and copy buttons. */
export function SecretField({ label, value, secret = false }: SecretFieldProps) {
  const t = useT();
  const [shown, setShown] = useState(!secret);
  const id = useId();
  return (
    <Stack gap="1">
      <Text id={id} fontSize="sm" fontWeight="medium" color="fg.muted">
        {label}
      </Text>
      <HStack gap="2" align="center">
        <Code
          aria-labelledby={id}
          data-testid={`credential-${label}`}
          flex="1"
          minW="0"
          px="3"
          py="2"
          fontSize="sm"
          wordBreak="break-all"
          // Shown, a long value wraps; masked, the dots stay on one line and the box clips them.
          whiteSpace={shown ? 'normal' : 'nowrap'}
          overflow="hidden"
          variant="surface"
        >
          {shown ? value : MASK}
        </Code>
        {secret ? (
          <Button size="sm" variant="outline" aria-pressed={shown} onClick={() => setShown((v) => !v)}>
            {t(shown ? 'api.credentials.hide' : 'api.credentials.reveal')}
          </Button>
        ) : null}
        <CopyButton value={value} label={label} />
      </HStack>
    </Stack>
  );
}
