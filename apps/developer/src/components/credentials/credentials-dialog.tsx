import { Alert, Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { RotationGraceHours } from '@mizani/sdk/contract';
import { formatDateTime } from '@mizani/sdk/format';
import { useUserApiInfoQuery, useUserApiRotateMutation, useUserInfoQuery } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { useState } from 'react';
import { DEFAULT_GRACE_HOURS, GracePicker, LastUsed, PreviousKey, PreviousWebhookSecret } from './key-rotation.tsx';
import { api } from '../../lib/api.ts';
import { AuditStatusBadge } from '../audit-status-badge.tsx';
import { SecretField } from './secret-field.tsx';

const APPROVED = 1;

const KeyIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <circle cx="8" cy="15" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="m11 12 9-9m-3 3 3 3m-6 0 2 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The API credentials dialog of the header (spec section 4). Before approval it shows only the
 * audit status. Once approved it shows the access key, the secret and the webhook secret, with
 * Cancel and Reset; Reset asks first, in red, and lets the merchant keep the old secret valid for a
 * while (none, 1 h, 24 h, 7 days) so a running integration switches over without an outage. Each
 * key shows when and from where it last signed a call, and a replaced key until when it still works.
 */
export function CredentialsDialog() {
  const t = useT();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  /** Which reset is waiting for confirmation: the access key pair, or the webhook secret. */
  const [confirming, setConfirming] = useState<'keys' | 'webhook' | null>(null);
  const info = useUserApiInfoQuery(api);
  // Resetting is the main account's call (the server refuses staff); staff only read the keys.
  const isMain = useUserInfoQuery(api).data?.parentId === 0;
  const rotate = useUserApiRotateMutation(api);
  const [grace, setGrace] = useState<RotationGraceHours>(DEFAULT_GRACE_HOURS);
  const busy = rotate.isPending;
  const approved = info.data?.auditStatus === APPROVED;

  const close = () => {
    setOpen(false);
    setConfirming(null);
  };

  const confirm = (target: 'keys' | 'webhook') => {
    setGrace(DEFAULT_GRACE_HOURS);
    setConfirming(target);
  };

  const reset = () => {
    if (!confirming) return;
    const webhook = confirming === 'webhook';
    rotate.mutate(
      { target: confirming, graceHours: grace },
      {
        onSuccess: (data) => {
          const until = webhook ? data.previousWebhookSecretExpireTime : data.previousAccessExpireTime;
          const message = until
            ? t(webhook ? 'api.credentials.webhookResetDoneGrace' : 'api.credentials.resetDoneGrace', { time: formatDateTime(until, locale) })
            : t(webhook ? 'api.credentials.webhookResetDone' : 'api.credentials.resetDone');
          notify({ type: 'success', message });
          setConfirming(null);
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? setOpen(true) : close())} placement="center" size="lg">
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('api.credentials.open')} px={{ base: '2', md: '3' }}>
          <KeyIcon />
          <Text as="span" hideBelow="lg">
            {t('api.credentials.title')}
          </Text>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('api.credentials.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {!info.data ? (
                <Text color="fg.muted">{t('api.loading')}</Text>
              ) : !approved ? (
                <HStack gap="3">
                  <Text>{t('api.credentials.auditStatus')}</Text>
                  <AuditStatusBadge status={info.data.auditStatus} />
                </HStack>
              ) : (
                <Stack gap="4">
                  <Stack gap="1">
                    <SecretField label={t('api.credentials.accessKey')} value={info.data.accessKey ?? ''} />
                    <LastUsed time={info.data.lastUsedTime} ip={info.data.lastUsedIp} />
                  </Stack>
                  <PreviousKey info={info.data} />
                  {/* The server withholds the secrets from staff: show nothing rather than an empty masked field. */}
                  {info.data.accessSecret ? <SecretField label={t('api.credentials.accessSecret')} value={info.data.accessSecret} secret /> : null}
                  {info.data.webhookSecret ? (
                    <Stack gap="2" align="flex-start">
                      <Box w="full">
                        <SecretField label={t('api.credentials.webhookSecret')} value={info.data.webhookSecret} secret />
                      </Box>
                      <PreviousWebhookSecret info={info.data} />
                      {isMain && !confirming ? (
                        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => confirm('webhook')}>
                          {t('api.credentials.webhookReset')}
                        </Button>
                      ) : null}
                    </Stack>
                  ) : null}
                  {confirming ? (
                    <Alert.Root status="error" variant="outline" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{t(confirming === 'webhook' ? 'api.credentials.webhookResetConfirmTitle' : 'api.credentials.resetConfirmTitle')}</Alert.Title>
                        <Alert.Description color="red.700">
                          {t(confirming === 'webhook' ? 'api.credentials.webhookRotateWarning' : 'api.credentials.rotateWarning')}
                        </Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  ) : null}
                  {confirming ? <GracePicker value={grace} onChange={setGrace} disabled={busy} /> : null}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {approved && confirming ? (
                <>
                  <Button variant="outline" onClick={() => setConfirming(null)} disabled={busy}>
                    {t('api.cancel')}
                  </Button>
                  <Button colorPalette="red" onClick={reset} loading={busy}>
                    {t('api.credentials.resetConfirm')}
                  </Button>
                </>
              ) : approved ? (
                <>
                  <Button variant="outline" onClick={close}>
                    {t('api.cancel')}
                  </Button>
                  {isMain ? (
                    <Button colorPalette="red" variant="outline" onClick={() => confirm('keys')}>
                      {t('api.credentials.reset')}
                    </Button>
                  ) : null}
                </>
              ) : (
                <Button variant="outline" onClick={close}>
                  {t('api.close')}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('api.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
