import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useT } from '@mizani/i18n/react';
import type { MerchantOrder, SuspenseCashOutBody } from '@mizani/sdk/contract';
import { isBankChannel, PAYOUT_CHANNELS } from '../../../lib/merchant-enums.ts';
import { formatAmount } from '@mizani/sdk/format';
import { useSuspenseCashOutMutation } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { FeeBreakdown } from '@mizani/ui/fee-breakdown';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { object, string } from 'yup';
import { Field, Select } from '@mizani/ui/form';
import { api } from '../../../lib/api.ts';
import { paths } from '../../../paths.ts';
import { channelLabel } from '../../../lib/order-labels.ts';
import { ReviewedMove } from '../components/reviewed-move.tsx';
import { AmountField, CurrencyField, FundPasswordField } from '../components/fields.tsx';
import { amountSchema, fundPasswordSchema, useOneAtATime } from '../form-rules.ts';
import { useFeeStep, type FeeStepState } from '../components/fee-step.tsx';


const STATUS_LABEL: Record<number, MessageId> = { 0: 'api.payoutStatus.0', 1: 'api.payoutStatus.1', 2: 'api.payoutStatus.2', 3: 'api.payoutStatus.3' };

interface CashOutValues {
  currencyId: string;
  amount: string;
  channel: string;
  phone: string;
  bankCode: string;
  accountNo: string;
  accountName: string;
  remark: string;
  fundPassword: string;
}

const INITIAL: CashOutValues = { currencyId: 'KES', amount: '', channel: '2', phone: '', bankCode: '', accountNo: '', accountName: '', remark: '', fundPassword: '' };

function toBody(values: CashOutValues, clientOrderNo: string): SuspenseCashOutBody {
  const channel = Number(values.channel) as SuspenseCashOutBody['channel'];
  const bank = isBankChannel(channel);
  const remark = values.remark.trim();
  return {
    currencyId: values.currencyId,
    amount: values.amount.trim(),
    channel,
    ...(bank
      ? { bankCode: values.bankCode.trim(), accountNo: values.accountNo.trim(), accountName: values.accountName.trim() }
      : { phone: values.phone.trim().replace(/^0+/, '') }),
    ...(remark ? { remark } : {}),
    fundPassword: values.fundPassword,
    clientOrderNo,
  };
}

/** /homeApi/suspense-cashOut: out of a suspense wallet to a mobile wallet or a bank account, as a payout. */
export function SuspenseCashOutRoute() {
  const t = useT();
  const cashOut = useSuspenseCashOutMutation(api);
  const [order, setOrder] = useState<MerchantOrder | null>(null);
  const [booking, setBooking] = useState(false);
  const oneAtATime = useOneAtATime();
  const required = t('validation.required');
  const formik = useFormik<CashOutValues>({
    initialValues: INITIAL,
    validationSchema: object({
      currencyId: string().required(required),
      amount: amountSchema(t),
      channel: string().required(required),
      phone: string().when('channel', {
        is: (channel: string) => !isBankChannel(Number(channel)),
        then: (schema) => schema.trim().required(required).matches(/^0?\d{9}$/, t('api.suspense.phoneInvalid')),
      }),
      bankCode: string().when('channel', { is: (channel: string) => isBankChannel(Number(channel)), then: (schema) => schema.trim().required(required) }),
      accountNo: string().when('channel', {
        is: (channel: string) => isBankChannel(Number(channel)),
        then: (schema) => schema.trim().required(required).matches(/^[A-Za-z0-9-]{4,34}$/, t('api.suspense.accountInvalid')),
      }),
      accountName: string().when('channel', { is: (channel: string) => isBankChannel(Number(channel)), then: (schema) => schema.trim().required(required).max(100) }),
      remark: string().max(100),
      fundPassword: fundPasswordSchema(t),
    }),
    // The form asks for the figures; the payout itself waits for the user's confirmation.
    onSubmit: (values): Promise<void> =>
      oneAtATime(() => step.ask({ move: 'cashOut', currencyId: values.currencyId, amount: values.amount.trim(), channel: toBody(values, '').channel }, values)),
  });
  const step: FeeStepState<CashOutValues> = useFeeStep(formik.values, 'SC');
  const confirm = () =>
    oneAtATime(async () => {
      const asked = step.preview;
      if (!asked) return;
      setBooking(true);
      try {
        const created = await cashOut.mutateAsync(toBody(asked.values, asked.clientOrderNo));
        setOrder(created);
        step.done();
        notify({ type: 'success', message: t('api.suspense.cashOutDone') });
        formik.resetForm({ values: { ...asked.values, amount: '', fundPassword: '' } });
      } catch {
        void formik.setFieldValue('fundPassword', '', false);
      } finally {
        setBooking(false);
      }
    });
  const bank = isBankChannel(Number(formik.values.channel));
  const field = (name: keyof CashOutValues) => formik.getFieldProps(name);

  return (
    <ReviewedMove
      intro={t('api.suspense.cashOutIntro')}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      fields={
        <>
          <CurrencyField formik={formik} />
          <AmountField formik={formik} />
          <Field label={t('api.orders.channel')} required>
            <Select {...field('channel')} options={PAYOUT_CHANNELS.map((channel) => ({ value: String(channel), label: channelLabel(t, channel) }))} />
          </Field>
          {bank ? (
            <>
              <Field label={t('api.suspense.bankCode')} required formik={formik} name="bankCode">
                <Input {...field('bankCode')} autoComplete="off" />
              </Field>
              <Field label={t('api.suspense.accountNo')} required formik={formik} name="accountNo">
                <Input {...field('accountNo')} inputMode="numeric" autoComplete="off" />
              </Field>
              <Field label={t('api.suspense.accountName')} required formik={formik} name="accountName">
                <Input {...field('accountName')} autoComplete="off" />
              </Field>
            </>
          ) : (
            <Field label={t('api.suspense.phone')} required formik={formik} name="phone" helperText={t('api.suspense.phoneHelp')}>
              <Input {...field('phone')} type="tel" inputMode="tel" autoComplete="off" />
            </Field>
          )}
          <Field label={t('api.apply.remark')} formik={formik} name="remark">
            <Input {...field('remark')} />
          </Field>
          <FundPasswordField formik={formik} />
        </>
      }
      preview={step.preview}
      arrives="payee"
      booking={booking}
      confirmLabel={t('api.suspense.cashOutSubmit')}
      onConfirm={confirm}
      onCancel={step.cancel}
    >
      {order && step.booked ? <FeeBreakdown figures={step.booked} total="debited" arrives="payee" heading="booked" testId="suspense-booked" /> : null}
      {order ? (
        <Stack role="status" gap="2" borderWidth="1px" borderRadius="xl" bg="bg" p="4">
          <HStack gap="3" wrap="wrap">
            <Text fontWeight="semibold">
              {formatAmount(order.amount)} {order.currencyId}
            </Text>
            <Badge colorPalette={order.status === 3 ? 'red' : order.status === 2 ? 'green' : 'orange'}>{t(STATUS_LABEL[order.status] ?? 'api.payoutStatus.0')}</Badge>
          </HStack>
          <Text fontSize="sm">{t('api.suspense.cashOutOrder', { orderNo: order.orderNo })}</Text>
          {order.failureReason ? <Text fontSize="sm" color="red.700">{order.failureReason}</Text> : null}
          <Box>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={paths.b2c.getHref()}>{t('menu.api.b2c')}</RouterLink>
            </Button>
          </Box>
        </Stack>
      ) : null}
    </ReviewedMove>
  );
}
