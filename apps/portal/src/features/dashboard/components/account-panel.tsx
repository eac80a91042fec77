import { DataList } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { UserInfo } from '@mizani/sdk';
import { Panel } from '../../../components/panel.tsx';
import { useCountries } from '../../../hooks/use-countries.ts';
import { formatPhone } from '../../../lib/user-display.ts';
import { formatDate } from '../../../lib/date-time.ts';

/** Who the account is: number, type, country, contact details, and since when. */
export function AccountPanel({ user }: { user: UserInfo }) {
  const t = useT();
  const { locale } = useLocale();
  const { nameOf } = useCountries();
  const notSet = t('profile.notSet');
  const rows: [string, string][] = [
    [t('profile.field.accountNo'), user.accountNo],
    [t('profile.field.userType'), t(`userType.${user.userType}`)],
    [t('profile.field.country'), nameOf(user.countryId, user.countryName) ?? notSet],
    [t('profile.field.phone'), formatPhone(user.countryId, user.phone) ?? notSet],
    [t('profile.field.email'), user.email ?? notSet],
    [t('profile.field.createTime'), formatDate(user.createTime, locale)],
  ];
  return (
    <Panel title={t('dashboard.account.title')} titleId="dashboard-account">
      <DataList.Root orientation="horizontal" size="md" gap="3">
        {rows.map(([label, value]) => (
          <DataList.Item key={label} flexWrap="wrap">
            <DataList.ItemLabel minW="8.5rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Panel>
  );
}
