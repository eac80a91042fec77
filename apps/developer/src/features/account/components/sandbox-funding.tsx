import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { SANDBOX_FUNDING } from '@mizani/sdk/contract';
import { formatAmount } from '@mizani/sdk/format';
import { useHealthQuery, useSandboxSuspenseFundMutation } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { api } from '../../../lib/api.ts';

const CURRENCIES = Object.keys(SANDBOX_FUNDING);

/**
 * Sandbox only: "Fund my sandbox wallet", so a new merchant has money to pay out with. Each press
 * sends its own request id: the press is made once however often the request is repeated.
 */
export function SandboxFunding() {
  const t = useT();
  const health = useHealthQuery(api);
  const fund = useSandboxSuspenseFundMutation(api);
  if (!health.data?.sandbox) return null;
  const press = async (currencyId: string) => {
    const done = await fund.mutateAsync({ currencyId, requestId: crypto.randomUUID() }).catch(() => undefined);
    // A refusal was reported by the API client.
    if (!done) return;
    notify({
      type: 'success',
      message: t('api.sandboxFund.done', { amount: formatAmount(done.amount), currency: done.currencyId, available: formatAmount(done.available) }),
    });
  };
  return (
    <Stack as="section" aria-labelledby="sandbox-funding" gap="3" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
      <Heading as="h2" id="sandbox-funding" size="md">
        {t('api.sandboxFund.title')}
      </Heading>
      {CURRENCIES.map((currency) => (
        <Text key={currency} color="fg.muted">
          {t('api.sandboxFund.body', {
            amount: `${formatAmount(SANDBOX_FUNDING[currency]!.amount)} ${currency}`,
            ceiling: `${formatAmount(SANDBOX_FUNDING[currency]!.ceiling)} ${currency}`,
          })}
        </Text>
      ))}
      <HStack gap="3" wrap="wrap">
        {CURRENCIES.map((currency) => (
          <Button key={currency} colorPalette="brand" variant="outline" loading={fund.isPending && fund.variables?.currencyId === currency} onClick={() => void press(currency)}>
            {t('api.sandboxFund.button', { currency })}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
