import { Alert, Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useUserApiInfoQuery, useUserApiRefreshMutation, useUserApiWebhookSecretRefreshMutation, useUserInfoQuery } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { useState } from 'react';
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
 * Cancel and Reset; Reset asks first, in red, because the old secret stops working at once.
 */
export function CredentialsDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  /** Which reset is waiting for confirmation: the access key pair, or the webhook secret. */
  const [confirming, setConfirming] = useState<'keys' | 'webhook' | null>(null);
  const info = useUserApiInfoQuery(api);
  // Resetting is the main account's call (the server refuses staff); staff only read the keys.
  const isMain = useUserInfoQuery(api).data?.parentId === 0;
  const refresh = useUserApiRefreshMutation(api);
  const refreshWebhook = useUserApiWebhookSecretRefreshMutation(api);
  const busy = refresh.isPending || refreshWebhook.isPending;
  const approved = info.data?.auditStatus === APPROVED;

  const close = () => {
    setOpen(false);
    setConfirming(null);
  };

  const reset = () => {
    const onSuccess = () => {
      notify({ type: 'success', message: t(confirming === 'webhook' ? 'api.credentials.webhookResetDone' : 'api.credentials.resetDone') });
      setConfirming(null);
    };
    if (confirming === 'webhook') refreshWebhook.mutate(undefined, { onSuccess });
    else refresh.mutate(undefined, { onSuccess });
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
                  <SecretField label={t('api.credentials.accessKey')} value={info.data.accessKey ?? ''} />
                  {/* The server withholds the secrets from staff: show nothing rather than an empty masked field. */}
                  {info.data.accessSecret ? <SecretField label={t('api.credentials.accessSecret')} value={info.data.accessSecret} secret /> : null}
                  {info.data.webhookSecret ? (
                    <Stack gap="2" align="flex-start">
                      <Box w="full">
                        <SecretField label={t('api.credentials.webhookSecret')} value={info.data.webhookSecret} secret />
                      </Box>
                      {isMain && !confirming ? (
                        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming('webhook')}>
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
                          {t(confirming === 'webhook' ? 'api.credentials.webhookResetWarning' : 'api.credentials.resetWarning')}
                        </Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  ) : null}
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
                    <Button colorPalette="red" variant="outline" onClick={() => setConfirming('keys')}>
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
