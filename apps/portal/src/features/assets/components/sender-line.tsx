import { Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { AssetMovement } from '@mizani/sdk';

/** Who sent a transfer received from another Mizani Pay account: 'From Amina Otieno (MZ…)'; nothing for any other line. */
export function SenderLine({ movement }: { movement: AssetMovement }) {
  const t = useT();
  if (!movement.sender) return null;
  return (
    <Text as="span" display="block" fontSize="sm" color="fg.muted" wordBreak="break-word" data-testid="movement-sender">
      {t('notify.sender.from', { name: movement.sender.name, accountNo: movement.sender.accountNo })}
    </Text>
  );
}
