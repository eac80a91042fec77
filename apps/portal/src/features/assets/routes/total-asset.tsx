import { Box, Button, Flex, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { hasToken, type Wallet } from '@mizani/sdk';
import { formatAmount } from '@mizani/sdk/format';
import { useAssetsQuery } from '@mizani/sdk/query';
import { Link as RouterLink } from 'react-router-dom';
import { ListSkeleton, EmptyState, ListErrorState } from '@mizani/ui/list-kit';
import { Panel } from '../../../components/panel.tsx';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { api } from '../../../lib/api.ts';
import { retryOfFailed } from '../../../lib/failed-queries.ts';
import { ASSET_LINKS } from '../links.ts';

function ScopeCard({ scope, wallets, enabled }: { scope: 0 | 1; wallets: Wallet[]; enabled: boolean }) {
  const t = useT();
  const titleId = scope === 0 ? 'asset-domestic' : 'asset-cross-border';
  const links = scope === 0 ? ASSET_LINKS.domestic : ASSET_LINKS.crossBorder;
  return (
    <Panel
      title={t(scope === 0 ? 'assets.total.domestic' : 'assets.total.crossBorder')}
      titleId={titleId}
      actions={
        enabled ? (
          <HStack gap="2" wrap="wrap">
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={links.send}>{t('assets.total.send')}</RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={links.topUp}>{t('assets.total.topUp')}</RouterLink>
            </Button>
          </HStack>
        ) : null
      }
    >
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          {t(scope === 0 ? 'assets.total.domesticIntro' : 'assets.total.crossBorderIntro')}
        </Text>
        <Stack as="ul" listStyleType="none" gap="2" data-testid={`wallets-${scope}`}>
          {wallets.map((wallet) => (
            <Flex as="li" key={wallet.currencyId} justify="space-between" align="baseline" gap="3" borderBottomWidth="1px" pb="2">
              <Text fontWeight="medium">{wallet.currencyId}</Text>
              <Text fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={`balance-${scope}-${wallet.currencyId}`}>
                {formatAmount(wallet.balance)}
              </Text>
            </Flex>
          ))}
        </Stack>
      </Stack>
    </Panel>
  );
}

/** /home/assets: total asset per currency, then the domestic and cross-border wallets with their entries. */
export function TotalAssetRoute() {
  const t = useT();
  const user = useCurrentUser();
  const assets = useAssetsQuery(api, { enabled: hasToken() });
  const wallets = assets.data?.wallets ?? [];
  const totals = assets.data?.totals ?? [];
  const retry = retryOfFailed([assets]);

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <Panel
        title={t('assets.total.byCurrency')}
        titleId="asset-totals"
        actions={
          <Button asChild size="sm" variant="outline">
            <RouterLink to={ASSET_LINKS.history}>{t('assets.total.history')}</RouterLink>
          </Button>
        }
      >
        <Stack gap="4">
          <Text color="fg.muted">{t('assets.total.intro')}</Text>
          {retry ? (
            <ListErrorState onRetry={retry} />
          ) : assets.isPending ? (
            <ListSkeleton />
          ) : totals.length === 0 ? (
            <EmptyState />
          ) : (
            <Box overflowX="auto">
              <Table.Root size="sm" data-testid="asset-totals">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('assets.total.currency')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('assets.total.domestic')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('assets.total.crossBorder')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('assets.total.total')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {totals.map((row) => (
                    <Table.Row key={row.currencyId} data-testid={`total-${row.currencyId}`}>
                      <Table.Cell fontWeight="medium">{row.currencyId}</Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                        {formatAmount(row.domestic)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                        {formatAmount(row.crossBorder)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                        {formatAmount(row.total)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </Stack>
      </Panel>
      {assets.data ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }}>
          <ScopeCard scope={0} wallets={wallets.filter((wallet) => wallet.scope === 0)} enabled={user?.pspFlag === 0} />
          <ScopeCard scope={1} wallets={wallets.filter((wallet) => wallet.scope === 1)} enabled={user?.mrpFlag === 0} />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
