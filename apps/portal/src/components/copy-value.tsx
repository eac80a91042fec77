import { Button, HStack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { notify } from '@mizani/ui';

/**
 * A value a person copies into another app (an account number, a bank's details) with its copy
 * button; `shown` is how it reads on screen when that differs from what is copied.
 */
export function CopyValue({ label, value, shown }: { label: string; value: string; shown?: string | undefined }) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify({ type: 'success', message: t('assets.va.copied') });
    } catch {
      // Without clipboard access the value stays on screen to copy by hand.
    }
  };
  return (
    <HStack as="span" gap="2" wrap="wrap" display="inline-flex">
      <Text as="span" fontFamily="mono" wordBreak="break-all">
        {shown ?? value}
      </Text>
      <Button size="xs" variant="outline" onClick={() => void copy()} aria-label={t('assets.va.copy', { field: label })}>
        {t('assets.va.copyShort')}
      </Button>
    </HStack>
  );
}
