import { Badge, Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useT } from '@mizani/i18n/react';
import { hasToken } from '@mizani/sdk';
import { formatAmount } from '@mizani/sdk/format';
import { useTierQuery, type TierData as TierView } from '@mizani/sdk/query';
import { Panel } from '../../../components/panel.tsx';
import { api } from '../../../lib/api.ts';

type Tier = TierView['tier'];
type Action = TierView['limits'][number]['action'];

const TIER_PALETTE: Record<Tier, string> = { unverified: 'orange', kyc: 'green', kyb: 'green' };
const TIER_BODY: Record<Tier, MessageId> = {
  unverified: 'dashboard.tier.unverifiedBody',
  kyc: 'dashboard.tier.kycBody',
  kyb: 'dashboard.tier.kybBody',
};
const actionLabel = (action: Action) => `dashboard.tier.action.${action}` as const satisfies MessageId;

/** Rules with amounts, grouped by action in the order the server lists them. */
function limitedByAction(limits: TierView['limits']): [Action, TierView['limits']][] {
  const groups = new Map<Action, TierView['limits']>();
  for (const limit of limits) {
    if (limit.perOrder === null && limit.perDay === null && limit.perMonth === null) continue;
    groups.set(limit.action, [...(groups.get(limit.action) ?? []), limit]);
  }
  return [...groups];
}

/** The account's verification tier: what it may move now, with what it used, and what verifying opens. */
export function TierPanel() {
  const t = useT();
  const query = useTierQuery(api, { enabled: hasToken() });
  const view = query.data;
  // The currency leads each line, so the amounts go without it.
  const amount = (value: string | null) => (value === null ? t('dashboard.tier.noLimit') : formatAmount(value));

  const limited = view ? limitedByAction(view.limits) : [];
  const allowed = new Set(view?.limits.map((limit) => limit.action));
  const unlocks = [...new Set(view?.verified.map((limit) => limit.action))].filter((action) => !allowed.has(action));

  return (
    <Panel
      title={t('dashboard.tier.title')}
      titleId="dashboard-tier"
      actions={
        view ? (
          <Badge colorPalette={TIER_PALETTE[view.tier]} variant="subtle" size="lg" data-testid="tier-name" data-tier={view.tier}>
            {t(`dashboard.tier.name.${view.tier}`)}
          </Badge>
        ) : null
      }
    >
      {!view ? (
        <Skeleton height="16" />
      ) : (
        <Stack gap="4" data-testid="tier-panel">
          <Text color="fg.muted">{t(TIER_BODY[view.tier])}</Text>
          {limited.length > 0 ? (
            <Stack gap="3">
              <Heading as="h3" size="sm">
                {t('dashboard.tier.limitsTitle')}
              </Heading>
              {limited.map(([action, rows]) => (
                <Box key={action} data-testid={`tier-limits-${action}`}>
                  <Text fontWeight="medium">{t(actionLabel(action))}</Text>
                  <Stack as="ul" listStyleType="none" gap="1" mt="1">
                    {rows.map((row) => (
                      <Box as="li" key={row.currencyId} fontSize="sm" fontVariantNumeric="tabular-nums" data-testid={`tier-limit-${action}-${row.currencyId}`}>
                        <Text>
                          <Text as="span" fontWeight="semibold">
                            {row.currencyId}
                          </Text>{' '}
                          {t('dashboard.tier.limitLine', {
                            perOrder: amount(row.perOrder),
                            perDay: amount(row.perDay),
                            perMonth: amount(row.perMonth),
                          })}
                        </Text>
                        {/[1-9]/.test(`${row.usedToday ?? ''}${row.usedThisMonth ?? ''}`) ? (
                          <Text color="fg.muted">
                            {t('dashboard.tier.used', { today: amount(row.usedToday ?? '0'), month: amount(row.usedThisMonth ?? '0') })}
                          </Text>
                        ) : null}
                      </Box>
                    ))}
                  </Stack>
                </Box>
              ))}
            </Stack>
          ) : null}
          {view.tier === 'unverified' ? (
            <Stack gap="2" data-testid="tier-unlocks">
              <Heading as="h3" size="sm">
                {t('dashboard.tier.unlocksTitle')}
              </Heading>
              <Stack as="ul" gap="1" ps="5" listStyleType="disc">
                {unlocks.map((action) => (
                  <li key={action}>{t(actionLabel(action))}</li>
                ))}
                {limited.length > 0 ? <li>{t('dashboard.tier.unlocksLimits')}</li> : null}
              </Stack>
            </Stack>
          ) : null}
        </Stack>
      )}
    </Panel>
  );
}
