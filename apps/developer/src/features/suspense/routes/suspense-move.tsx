import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { SuspenseMoveResult, SuspenseTransferDirection } from '@mizani/sdk/contract';
import { formatAmount } from '@mizani/sdk/format';
import { useSuspenseRechargeMutation, useSuspenseTransferMutation } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { api } from '../../../lib/api.ts';
import { Field, RadioChoice } from '@mizani/ui/form';
import { amountSchema, fundPasswordSchema, newClientOrderNo, useOneAtATime } from '../form-rules.ts';
import { SuspenseBalances } from '../components/balances.tsx';
import { AmountField, CurrencyField, FundPasswordField } from '../components/fields.tsx';

interface MoveValues {
  direction: SuspenseTransferDirection;
  currencyId: string;
  amount: string;
  fundPassword: string;
}

function MoveResult({ result }: { result: SuspenseMoveResult }) {
  const t = useT();
  return (
    <Box role="status" borderWidth="1px" borderColor="green.600" borderRadius="xl" bg="bg" p="4">
      <Text fontWeight="semibold">{t('api.suspense.done', { amount: formatAmount(result.amount), currency: result.currencyId })}</Text>
      <Text fontSize="sm">{t('api.suspense.after', { suspense: formatAmount(result.suspenseBalance), main: formatAmount(result.mainBalance), currency: result.currencyId })}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('api.suspense.reference', { reference: result.reference })}
      </Text>
    </Box>
  );
}

/**
 * Top up (main wallet -> suspense) and transfer (either way) share one form. The submit button
 * is held while the request runs, one move runs at a time and each carries its own idempotency key, so a
 * double click moves the money once.
 */
function MoveScreen({ mode }: { mode: 'recharge' | 'transfer' }) {
  const t = useT();
  const recharge = useSuspenseRechargeMutation(api);
  const transfer = useSuspenseTransferMutation(api);
  const [result, setResult] = useState<SuspenseMoveResult | null>(null);
  const oneAtATime = useOneAtATime();
  const formik = useFormik<MoveValues>({
    initialValues: { direction: 'toSuspense', currencyId: 'KES', amount: '', fundPassword: '' },
    validationSchema: object({ currencyId: string().required(t('validation.required')), amount: amountSchema(t), fundPassword: fundPasswordSchema(t) }),
    onSubmit: (values, helpers) =>
      oneAtATime(async () => {
        const base = { currencyId: values.currencyId, amount: values.amount.trim(), fundPassword: values.fundPassword, clientOrderNo: newClientOrderNo(mode === 'recharge' ? 'SR' : 'ST') };
        try {
          const done = mode === 'recharge' ? await recharge.mutateAsync(base) : await transfer.mutateAsync({ ...base, direction: values.direction });
          setResult(done);
          notify({ type: 'success', message: t('api.suspense.done', { amount: formatAmount(done.amount), currency: done.currencyId }) });
          helpers.resetForm({ values: { ...values, amount: '', fundPassword: '' } });
        } catch {
          // Reported by the API client; a wrong password is the usual cause, so clear it.
          void helpers.setFieldValue('fundPassword', '', false);
        }
      }),
  });

  return (
    <Stack gap="5" maxW="3xl">
      <Text color="fg.muted">{t(mode === 'recharge' ? 'api.suspense.rechargeIntro' : 'api.suspense.transferIntro')}</Text>
      <SuspenseBalances />
      <Box asChild bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
        <form onSubmit={formik.handleSubmit} noValidate>
          <Stack gap="4">
            {mode === 'transfer' ? (
              <Field label={t('api.suspense.direction')} required>
                <RadioChoice
                  name="direction"
                  value={formik.values.direction}
                  onChange={(direction) => void formik.setFieldValue('direction', direction)}
                  options={(['toSuspense', 'toMain'] as const).map((direction) => ({ value: direction, label: t(`api.suspense.direction.${direction}`) }))}
                />
              </Field>
            ) : null}
            <CurrencyField formik={formik} />
            <AmountField formik={formik} />
            <FundPasswordField formik={formik} />
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={formik.isSubmitting} disabled={formik.isSubmitting}>
                {t(mode === 'recharge' ? 'api.suspense.rechargeSubmit' : 'api.suspense.transferSubmit')}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Box>
      {result ? <MoveResult result={result} /> : null}
    </Stack>
  );
}

/** /homeApi/suspense-recharge */
export function SuspenseRechargeRoute() {
  return <MoveScreen mode="recharge" />;
}

/** /homeApi/suspense-transfer */
export function SuspenseTransferRoute() {
  return <MoveScreen mode="transfer" />;
}
