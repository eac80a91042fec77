import { Alert, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { RichMessage, useT } from '@mizani/i18n/react';
import { hasNameCheck, isApiError, type Payee, type PayeeLookupBody } from '@mizani/sdk';
import { usePayeeLookupQuery } from '@mizani/sdk/query';
import { api } from '../../../lib/api.ts';

interface RecipientNameCheckProps {
  /** How the recipient is given: a saved recipient, or a number typed for the chosen channel. */
  mode: 'saved' | 'typed';
  payee: Payee | undefined;
  channel: { payType: number; currencyId: string } | undefined;
  phone: string;
  /** The country's mobile number pattern: a typed number is looked up only once it is complete. */
  phonePattern: string | undefined;
}

function completePhone(phone: string, pattern: string | undefined): string | null {
  const number = phone.replace(/[\s-]/g, '').replace(/^0+/, '');
  if (!number) return null;
  try {
    return pattern && new RegExp(pattern).test(number) ? number : null;
  } catch {
    return null;
  }
}

/** What to ask the name check about, or null while the recipient is not complete or its channel has no name check. */
export function nameCheckRequest({ mode, payee, channel, phone, phonePattern }: RecipientNameCheckProps): PayeeLookupBody | null {
  if (mode === 'saved') return payee && hasNameCheck(payee.payType) ? { payeeId: payee.id } : null;
  if (!channel || !hasNameCheck(channel.payType)) return null;
  const number = completePhone(phone, phonePattern);
  return number ? { payType: channel.payType as NonNullable<PayeeLookupBody['payType']>, currencyId: channel.currencyId, phone: number } : null;
}

/**
 * Confirmation of payee: under the recipient, the name its number is registered to, so the user
 * can stop before confirming a send to the wrong person. A saved recipient whose name differs is
 * flagged; a number nobody holds says so (the server refuses the send too).
 */
export function RecipientNameCheck(props: RecipientNameCheckProps) {
  const t = useT();
  const request = nameCheckRequest(props);
  const lookup = usePayeeLookupQuery(api, request ?? {}, { enabled: request !== null });
  if (!request) return null;
  if (lookup.isPending) {
    return (
      <HStack gap="2" color="fg.muted" fontSize="sm" data-testid="name-check" aria-live="polite">
        <Spinner size="xs" />
        <Text>{t('money.nameCheck.checking')}</Text>
      </HStack>
    );
  }
  if (lookup.isError) {
    return (
      <Alert.Root status="error" data-testid="name-check" aria-live="polite">
        <Alert.Indicator />
        <Alert.Description>{isApiError(lookup.error) ? lookup.error.message : t('sdk.systemAbnormality')}</Alert.Description>
      </Alert.Root>
    );
  }
  const { name, payeeName, nameMatches } = lookup.data;
  return (
    <Alert.Root status={nameMatches === false ? 'warning' : 'info'} data-testid="name-check" aria-live="polite">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <RichMessage id="detail.labelledStrong" values={{ label: t('money.nameCheck.label'), value: name, strong: (chunks) => <strong data-testid="registered-name">{chunks}</strong> }} />
        </Alert.Title>
        <Alert.Description>
          {nameMatches === false ? (
            <Stack gap="1">
              <Text fontWeight="medium" data-testid="name-mismatch">
                {t('money.nameCheck.mismatch')}
              </Text>
              <Text>{t('detail.labelled', { label: t('money.nameCheck.savedAs'), value: payeeName ?? '' })}</Text>
            </Stack>
          ) : (
            <Text>{t('money.nameCheck.hint')}</Text>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
