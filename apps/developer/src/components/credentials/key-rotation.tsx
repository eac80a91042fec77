import { Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { ROTATION_GRACE_HOURS, type ApiInfo, type RotationGraceHours } from '@mizani/sdk/contract';
import { formatDateTime } from '@mizani/sdk/format';
import { Field, Select } from '@mizani/ui/form';

/** What the reset dialog offers first: long enough to roll a deploy out, short enough to matter. */
export const DEFAULT_GRACE_HOURS: RotationGraceHours = 24;

/** How long a reset keeps the old secret valid: none, 1 h, 24 h or 7 days. */
export function GracePicker({ value, onChange, disabled }: { value: RotationGraceHours; onChange: (hours: RotationGraceHours) => void; disabled?: boolean }) {
  const t = useT();
  return (
    <Field label={t('api.credentials.grace.label')}>
      <Select
        name="graceHours"
        size="sm"
        disabled={disabled}
        data-testid="grace-hours"
        value={String(value)}
        onChange={(event) => onChange(Number(event.currentTarget.value) as RotationGraceHours)}
        options={ROTATION_GRACE_HOURS.map((hours) => ({ value: String(hours), label: t(`api.credentials.grace.${hours}`) }))}
      />
    </Field>
  );
}

/** "Last used 25 Nov 2026, 21:40 from 203.0.113.7", or that the key has not signed a call yet. */
export function LastUsed({ time, ip }: { time: string | null; ip: string | null }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="key-last-used">
      {time ? t('api.credentials.lastUsed', { time: formatDateTime(time, locale), ip: ip ?? '—' }) : t('api.credentials.neverUsed')}
    </Text>
  );
}

/** The key a reset replaced, while its grace lasts: which key, until when, and whether it is still in use. */
export function PreviousKey({ info }: { info: ApiInfo }) {
  const t = useT();
  const { locale } = useLocale();
  if (!info.previousAccessKey || !info.previousAccessExpireTime) return null;
  return (
    <Stack gap="1" data-testid="previous-key" borderStartWidth="4px" borderColor="orange.500" ps="3">
      <Text fontSize="sm" fontWeight="medium" color="fg.muted">
        {t('api.credentials.previousKey')}
      </Text>
      <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
        {info.previousAccessKey}
      </Text>
      <Text fontSize="sm">{t('api.credentials.previousExpires', { time: formatDateTime(info.previousAccessExpireTime, locale) })}</Text>
      <LastUsed time={info.previousLastUsedTime} ip={info.previousLastUsedIp} />
    </Stack>
  );
}

/** That notifications still carry a signature made with the previous webhook secret, and until when. */
export function PreviousWebhookSecret({ info }: { info: ApiInfo }) {
  const t = useT();
  const { locale } = useLocale();
  if (!info.previousWebhookSecretExpireTime) return null;
  return (
    <Text fontSize="sm" data-testid="previous-webhook-secret">
      {t('api.credentials.previousWebhookExpires', { time: formatDateTime(info.previousWebhookSecretExpireTime, locale) })}
    </Text>
  );
}
