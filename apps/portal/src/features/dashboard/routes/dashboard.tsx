import { Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { assetsQuery, countryListQuery, tierQuery, userInfoQuery, userLogQuery } from '@mizani/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { queriesLoader, waitAtMost } from '../../../lib/route-data.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { displayNameOf } from '../../../lib/user-display.ts';
import { AccountPanel } from '../components/account-panel.tsx';
import { ActivityPanel, RECENT_ACTIVITY_SIZE } from '../components/activity-panel.tsx';
import { BalancesPanel } from '../components/balances-panel.tsx';
import { TierPanel } from '../components/tier-panel.tsx';
import { VerificationPanel } from '../components/verification-panel.tsx';
import { api } from '../../../lib/api.ts';

// Balances are asked for beside the session check, so the first visit has no waterfall; unless
// the account is already known to be staff (they see balances only with Total asset, and the
// panel asks then). Quietly, because on a first visit the session is not known yet, and a staff
// role without Total asset is refused: that must not greet it with "No operation permission".
const knownStaff = (queryClient: QueryClient) => {
  const parentId = queryClient.getQueryData(userInfoQuery(api).queryKey)?.parentId;
  return parentId !== undefined && parentId !== 0;
};

export const dashboardLoader = (queryClient: QueryClient) =>
  queriesLoader(queryClient, (client) => {
    const awaited = [
      ...(knownStaff(client) ? [] : [client.prefetchQuery({ ...assetsQuery(api), queryFn: () => api.account.assets({ repeatable: true, silent: true }) })]),
      client.ensureQueryData(userLogQuery(api, { pageNum: 1, pageSize: RECENT_ACTIVITY_SIZE })),
    ];
    // The tier panel's limits and the account's country name go out with the rest (after them: six
    // requests at a time per server) rather than once their panels have drawn; the first paint waits
    // for them only a moment (waitAtMost).
    const extras = Promise.all([client.prefetchQuery(tierQuery(api)), client.prefetchQuery(countryListQuery(api))]);
    return [...awaited, waitAtMost(extras)];
  });

/** /home/dashboard: a greeting, the verification status, the account, balances and recent activity. */
export function DashboardRoute() {
  const t = useT();
  const user = useCurrentUser();
  if (!user) return <Skeleton height="40" />;

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word" data-testid="greeting">
          {t('dashboard.greeting', { name: displayNameOf(user) })}
        </Heading>
        <Text color="fg.muted">{t('dashboard.subtitle')}</Text>
      </Stack>
      {/* Each card keeps its own height: the short verification card is not drawn as tall as the tier card beside it. */}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }} alignItems="start">
        <VerificationPanel user={user} />
        <TierPanel />
        <AccountPanel user={user} />
        <BalancesPanel />
        <ActivityPanel />
      </SimpleGrid>
    </Stack>
  );
}
