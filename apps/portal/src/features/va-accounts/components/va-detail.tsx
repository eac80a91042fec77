import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { VaAccount } from '@mizani/sdk';
import { formatAccountNumber, formatDateTime } from '@mizani/sdk/format';
import { DetailList, ListDialog } from '@mizani/ui/list-kit';
import { CopyValue } from '../../../components/copy-value.tsx';
import { useCountries } from '../../../hooks/use-countries.ts';
import { channelLabel, vaStatusLabel } from '../../../lib/money-labels.ts';
import { VA_STEPS, vaStepIndex } from '../va-apply-form.ts';

export function VaStatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <Badge colorPalette={status === 'SUCCESSFUL' ? 'green' : 'orange'} variant="subtle" data-testid="va-status">
      {vaStatusLabel(t, status)}
    </Badge>
  );
}

/** Submitted -> Confirmed -> Successful, with the steps reached marked. */
export function VaSteps({ status }: { status: string }) {
  const t = useT();
  const reached = vaStepIndex(status);
  return (
    <Flex as="ol" aria-label={t('assets.va.progress')} listStyleType="none" gap="2" wrap="wrap" data-testid="va-steps">
      {VA_STEPS.map((step, index) => {
        const done = index <= reached;
        return (
          <HStack as="li" key={step} gap="2" aria-current={index === reached ? 'step' : undefined}>
            <Box
              w="6"
              h="6"
              borderRadius="full"
              display="grid"
              placeItems="center"
              fontSize="xs"
              fontWeight="bold"
              bg={done ? 'brand.700' : 'bg.muted'}
              color={done ? 'white' : 'fg.muted'}
              aria-hidden
            >
              {index + 1}
            </Box>
            <Text fontSize="sm" fontWeight={index === reached ? 'semibold' : 'normal'} color={done ? 'fg' : 'fg.muted'}>
              {vaStatusLabel(t, step)}
            </Text>
            {index < VA_STEPS.length - 1 ? (
              <Box w="6" h="0.5" bg={index < reached ? 'brand.700' : 'border'} aria-hidden />
            ) : null}
          </HStack>
        );
      })}
    </Flex>
  );
}

export function VaDetail({ account, onClose }: { account: VaAccount; onClose: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const { nameOf } = useCountries();
  const share: [string, string | null, string?][] = [
    [t('assets.va.field.accountId'), account.accountId, account.accountId ? formatAccountNumber(account.accountId) : undefined],
    [t('assets.va.field.accountName'), account.accountId ? account.accountName : null],
    [t('assets.va.field.bankName'), account.bankName],
    [t('assets.va.field.bankAddress'), account.bankAddress],
    [t('assets.va.field.branchCode'), account.branchCode],
    [t('assets.va.field.bankCode'), account.bankCode],
    [t('assets.va.field.payBillNum'), account.payBillNum],
  ];
  const ready = account.status === 'SUCCESSFUL';
  return (
    <ListDialog title={t('assets.va.detailTitle')} onClose={onClose}>
      <Stack gap="5" data-testid="va-detail">
        <VaSteps status={account.status} />
        <DetailList
          rows={[
            { label: t('assets.va.field.status'), value: <VaStatusBadge status={account.status} /> },
            { label: t('assets.va.field.payType'), value: channelLabel(t, account.payType) },
            { label: t('assets.va.field.currency'), value: account.currencyId },
            { label: t('assets.va.field.country'), value: nameOf(account.countryId) ?? String(account.countryId) },
            { label: t('assets.va.field.accountName'), value: account.accountName },
            { label: t('assets.va.field.createTime'), value: formatDateTime(account.createTime, locale) },
          ]}
        />
        <Stack gap="2">
          <Text fontWeight="semibold">{t('assets.va.share')}</Text>
          {ready ? (
            <DetailList rows={share
                .filter(([, value]) => value)
                .map(([label, value, shown]) => ({ label, value: <CopyValue label={label} value={value ?? ''} shown={shown ?? value ?? ''} /> }))} />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('assets.va.notReady')}
            </Text>
          )}
        </Stack>
      </Stack>
    </ListDialog>
  );
}
