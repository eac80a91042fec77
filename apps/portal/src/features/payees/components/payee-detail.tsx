import { Badge } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { Payee } from '@mizani/sdk';
import { formatAccountNumber, formatDateTime } from '@mizani/sdk/format';
import { DetailList, ListDialog } from '@mizani/ui/list-kit';
import { useCountries } from '../../../hooks/use-countries.ts';
import { channelLabel, holderTypeLabel, payeeAuditLabel, scopeLabel } from '../../../lib/money-labels.ts';

export function auditPalette(status: number): string {
  if (status === 1) return 'green';
  if (status === 2) return 'red';
  return 'orange';
}

export function AuditBadge({ status }: { status: number }) {
  const t = useT();
  return (
    <Badge colorPalette={auditPalette(status)} variant="subtle" data-testid="payee-audit">
      {payeeAuditLabel(t, status)}
    </Badge>
  );
}

export function PayeeDetail({ payee, onClose }: { payee: Payee; onClose: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const { nameOf } = useCountries();
  return (
    <ListDialog title={t('assets.payee.detailTitle')} onClose={onClose}>
      <DetailList
        rows={[
          { label: t('assets.payee.field.name'), value: payee.name },
          { label: t('assets.payee.field.auditStatus'), value: <AuditBadge status={payee.auditStatus} /> },
          { label: t('assets.payee.field.rejectReason'), value: payee.rejectReason },
          { label: t('assets.payee.field.country'), value: nameOf(payee.countryId) ?? String(payee.countryId) },
          { label: t('assets.payee.field.scope'), value: scopeLabel(t, payee.scope) },
          { label: t('assets.payee.field.payType'), value: channelLabel(t, payee.payType) },
          { label: t('assets.payee.field.currency'), value: payee.currencyId },
          { label: t('assets.payee.field.type'), value: holderTypeLabel(t, payee.type) },
          { label: t('assets.payee.field.userAccountNo'), value: payee.userAccountNo },
          { label: t('assets.payee.field.phone'), value: payee.phone },
          { label: t('assets.payee.field.bankName'), value: payee.bankName },
          { label: t('assets.payee.field.bankUser'), value: payee.bankUser },
          { label: t('assets.payee.field.bankNo'), value: payee.bankNo ? formatAccountNumber(payee.bankNo) : null },
          { label: t('assets.payee.field.bankBranch'), value: payee.bankBranch },
          { label: t('assets.payee.field.bankSwiftCode'), value: payee.bankSwiftCode },
          { label: t('assets.payee.field.bankAddrees'), value: payee.bankAddrees },
          { label: t('assets.payee.field.bankCity'), value: payee.bankCity },
          { label: t('assets.payee.field.bankZipcode'), value: payee.bankZipcode },
          { label: t('assets.payee.field.bankState'), value: payee.bankState },
          { label: t('assets.payee.field.bankCode'), value: payee.bankCode },
          { label: t('assets.payee.field.accountId'), value: payee.accountId ? formatAccountNumber(payee.accountId) : null },
          { label: t('assets.payee.field.accountName'), value: payee.accountName },
          { label: t('assets.payee.field.notificationPhone'), value: payee.notificationPhone },
          { label: t('assets.payee.field.remark'), value: payee.remark },
          { label: t('assets.payee.field.createTime'), value: formatDateTime(payee.createTime, locale) },
        ]}
      />
    </ListDialog>
  );
}
