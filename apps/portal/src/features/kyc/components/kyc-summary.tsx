import { DataList, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { AuthInfo } from '@mizani/sdk';
import { useCountries } from '../../../hooks/use-countries.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { countryNames, INDUSTRY_LABELS, KYB_DOCUMENTS, KYB_TEXT_FIELDS, KYC_FILE_FIELDS, TURNOVER_LABELS } from '../kyc-form.ts';
import { StoredDocument } from './stored-document.tsx';

function Document({ fileId, label }: { fileId: string; label: string }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <StoredDocument fileId={fileId} label={label} />
    </Stack>
  );
}

/** What was submitted for verification, read only: shown while it is reviewed and once approved. */
export function KycSummary({ auth }: { auth: AuthInfo }) {
  const t = useT();
  const { locale } = useLocale();
  const { countries } = useCountries();

  if (auth.kyc) {
    const kyc = auth.kyc;
    return (
      <Stack gap="5">
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t('kyc.field.validityDate')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(`${kyc.validityDate.slice(0, 10)}T12:00:00Z`, locale)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          {KYC_FILE_FIELDS.map((field) => (
            <Document key={field} fileId={kyc[field]} label={t(`kyc.field.${field}`)} />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (!auth.kyb) return null;
  const kyb = auth.kyb;
  const rows: [string, string][] = [
    ...KYB_TEXT_FIELDS.map((field): [string, string] => [t(`kyc.field.${field}`), kyb[field]]),
    [t('kyc.field.natureScope'), t(INDUSTRY_LABELS[kyb.natureScope])],
    [t('kyc.field.turnover'), t(TURNOVER_LABELS[kyb.turnover])],
    [t('kyc.field.receiveCountry'), countryNames(kyb.receiveCountry, countries, locale)],
    [t('kyc.field.remitCountry'), countryNames(kyb.remitCountry, countries, locale)],
  ];
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" gap="3">
        {rows.map(([label, value]) => (
          <DataList.Item key={label} flexWrap="wrap">
            <DataList.ItemLabel minW="10rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {KYB_DOCUMENTS.map(({ field }) => {
          const fileId = kyb[field];
          return fileId ? <Document key={field} fileId={fileId} label={t(`kyc.field.${field}`)} /> : null;
        })}
      </SimpleGrid>
    </Stack>
  );
}
