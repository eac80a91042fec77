import { Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { hasToken } from '@mizani/sdk';
import { formatAmount } from '@mizani/sdk/format';
import { useAssetsQuery } from '@mizani/sdk/query';
import { WalletIcon } from '@mizani/ui';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '../../../components/panel.tsx';
import { usePermissions } from '../../../hooks/use-permissions.ts';
import { api } from '../../../lib/api.ts';
import { paths } from '../../../paths.ts';

/**
 * Balances at a glance: the total asset per currency, as `/account/assets` reports it. Shown only
 * to a user whose role holds Total asset: the balances are that screen's.
 */
export function BalancesPanel() {
  const { canVisit, ready } = usePermissions();
  return ready && canVisit(paths.wallet.path) ? <Balances /> : null;
}

function Balances() {
  const t = useT();
  const assets = useAssetsQuery(api, { enabled: hasToken() });
  const totals = assets.data?.totals ?? [];
  return (
    <Panel title={t('dashboard.balances.title')} titleId="dashboard-balances">
      <Stack gap="4" align="stretch" data-testid="balances-slot">
        {assets.isPending ? (
          <Skeleton height="16" />
        ) : totals.length === 0 ? (
          <Text color="fg.muted">{t('dashboard.balances.body')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {totals.map((row) => (
              <Flex as="li" key={row.currencyId} justify="space-between" align="baseline" gap="3" data-testid={`dashboard-balance-${row.currencyId}`}>
                <Text fontWeight="medium">{row.currencyId}</Text>
                <Text fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {formatAmount(row.total)}
                </Text>
              </Flex>
            ))}
          </Stack>
        )}
        <Button asChild variant="outline" size="sm" alignSelf="flex-start">
          <RouterLink to={paths.wallet.getHref()}>
            <WalletIcon />
            {t('dashboard.balances.openWallet')}
          </RouterLink>
        </Button>
      </Stack>
    </Panel>
  );
}
