import { HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { formatAmount } from '@mizani/sdk/format';
import { useAssetsQuery, useSuspenseBalanceQuery, useUserInfoQuery } from '@mizani/sdk/query';
import { api } from '../../../lib/api.ts';

/** Currencies the suspense wallets are kept in; the server adds a wallet when it first moves. */
export const SUSPENSE_CURRENCIES = ['KES', 'TZS'] as const;

/** The suspense wallets, and for the main account the domestic (main) wallet of each currency. */
export function SuspenseBalances({ currencyId }: { currencyId?: string }) {
  const t = useT();
  const user = useUserInfoQuery(api);
  const isMain = user.data?.parentId === 0;
  const suspense = useSuspenseBalanceQuery(api);
  const assets = useAssetsQuery(api, { enabled: isMain });
  const currencies = currencyId ? [currencyId] : [...new Set([...SUSPENSE_CURRENCIES, ...(suspense.data?.balances.map((b) => b.currencyId) ?? [])])];
  return (
    <SimpleGrid columns={{ base: 1, md: Math.min(currencies.length, 2) }} gap="3" aria-live="polite">
      {currencies.map((currency) => {
        const balance = suspense.data?.balances.find((b) => b.currencyId === currency);
        const main = assets.data?.wallets.find((w) => w.scope === 0 && w.currencyId === currency);
        return (
          <Stack key={currency} bg="bg" borderWidth="1px" borderRadius="xl" p="4" gap="2" data-testid={`suspense-balance-${currency}`}>
            <Stat.Root>
              <Stat.Label>{t('api.suspense.balanceOf', { currency })}</Stat.Label>
              <Stat.ValueText>
                {balance ? formatAmount(balance.available) : suspense.isPending ? '…' : '0.00'} {currency}
              </Stat.ValueText>
            </Stat.Root>
            <HStack gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
              <Text>{t('api.suspense.pending', { amount: balance ? formatAmount(balance.pending) : '0.00' })}</Text>
              {isMain ? <Text>{t('api.suspense.mainBalance', { amount: main ? formatAmount(main.balance) : '0.00' })}</Text> : null}
            </HStack>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
