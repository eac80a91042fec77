import { Box, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { MoneyPreview, SuspenseMoveResult, SuspenseTransferDirection } from '@mizani/sdk/contract';
import { formatAmount } from '@mizani/sdk/format';
import { useSuspenseRechargeMutation, useSuspenseTransferMutation } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { FeeBreakdown, type FeeArrivesKind } from '@mizani/ui/fee-breakdown';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { api } from '../../../lib/api.ts';
import { Field, RadioChoice } from '@mizani/ui/form';
import { amountSchema, fundPasswordSchema, useOneAtATime } from '../form-rules.ts';
import { useFeeStep, type FeeStepState } from '../components/fee-step.tsx';
import { ReviewedMove } from '../components/reviewed-move.tsx';
import { AmountField, CurrencyField, FundPasswordField } from '../components/fields.tsx';

interface MoveValues {
  direction: SuspenseTransferDirection;
  currencyId: string;
  amount: string;
  fundPassword: string;
}

/** Where the money of a move arrives. */
const arrivesIn = (mode: 'recharge' | 'transfer', direction: SuspenseTransferDirection): FeeArrivesKind =>
  mode === 'transfer' && direction === 'toMain' ? 'main' : 'suspense';

function MoveResult({ result, figures, arrives }: { result: SuspenseMoveResult; figures: MoneyPreview | null; arrives: FeeArrivesKind }) {
  const t = useT();
  return (
    <Stack gap="3">
    {figures ? <FeeBreakdown figures={figures} total="debited" arrives={arrives} heading="booked" testId="suspense-booked" /> : null}
    <Box role="status" borderWidth="1px" borderColor="green.600" borderRadius="xl" bg="bg" p="4">
      <Text fontWeight="semibold">{t('api.suspense.done', { amount: formatAmount(result.amount), currency: result.currencyId })}</Text>
      <Text fontSize="sm">{t('api.suspense.after', { suspense: formatAmount(result.suspenseBalance), main: formatAmount(result.mainBalance), currency: result.currencyId })}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('api.suspense.reference', { reference: result.reference })}
      </Text>
    </Box>
    </Stack>
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
  const [booking, setBooking] = useState(false);
  const oneAtATime = useOneAtATime();
  const formik = useFormik<MoveValues>({
    initialValues: { direction: 'toSuspense', currencyId: 'KES', amount: '', fundPassword: '' },
    validationSchema: object({ currencyId: string().required(t('validation.required')), amount: amountSchema(t), fundPassword: fundPasswordSchema(t) }),
    // The form asks for the figures; the move itself waits for the user's confirmation.
    onSubmit: (values) =>
      oneAtATime(() => step.ask({ move: mode, ...(mode === 'transfer' ? { direction: values.direction } : {}), currencyId: values.currencyId, amount: values.amount.trim() }, values)),
  });
  const step: FeeStepState<MoveValues> = useFeeStep(formik.values, mode === 'recharge' ? 'SR' : 'ST');
  const arrives = arrivesIn(mode, formik.values.direction);

  const confirm = () =>
    oneAtATime(async () => {
      const asked = step.preview;
      if (!asked) return;
      const { values, clientOrderNo } = asked;
      const base = { currencyId: values.currencyId, amount: values.amount.trim(), fundPassword: values.fundPassword, clientOrderNo };
      setBooking(true);
      try {
        const done = mode === 'recharge' ? await recharge.mutateAsync(base) : await transfer.mutateAsync({ ...base, direction: values.direction });
        setResult(done);
        step.done();
        notify({ type: 'success', message: t('api.suspense.done', { amount: formatAmount(done.amount), currency: done.currencyId }) });
        formik.resetForm({ values: { ...values, amount: '', fundPassword: '' } });
      } catch {
        // Reported by the API client; a wrong password is the usual cause, so clear it (which drops the figures too).
        void formik.setFieldValue('fundPassword', '', false);
      } finally {
        setBooking(false);
      }
    });

  return (
    <ReviewedMove
      intro={t(mode === 'recharge' ? 'api.suspense.rechargeIntro' : 'api.suspense.transferIntro')}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      fields={
        <>
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
        </>
      }
      preview={step.preview}
      arrives={arrives}
      booking={booking}
      confirmLabel={t(mode === 'recharge' ? 'api.suspense.rechargeSubmit' : 'api.suspense.transferSubmit')}
      onConfirm={confirm}
      onCancel={step.cancel}
    >
      {result ? <MoveResult result={result} figures={step.booked} arrives={arrives} /> : null}
    </ReviewedMove>
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
