import { Box, Button, Circle, Heading, HStack, Input, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { RichMessage, useT } from '@mizani/i18n/react';
import { CHANNEL_FAMILY, TRANSFER_REFERENCE_CHANNELS, type BankTopUpAccount, type CashTopUpShop, type FundingQuote, type Order, type PaymentChannel, type Scope } from '@mizani/sdk';
import { formatAccountNumber, formatAmount } from '@mizani/sdk/format';
import {
  useChannelsQuery,
  useCountryExtInfoQuery,
  useCurrencyListQuery,
  useOrderCollectionCreateMutation,
  useOrderCollectionQuoteMutation,
  useOrderRechargeCreateMutation,
  useOrderRechargeQuoteMutation,
} from '@mizani/sdk/query';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { object, string } from 'yup';
import { FeeConfirm } from '@mizani/ui/fee-breakdown';
import { Field, markChecked, Select, trimmingBlur } from '@mizani/ui/form';
import { StepTransition } from '../../../components/motion.tsx';
import { CopyValue } from '../../../components/copy-value.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useCountries } from '../../../hooks/use-countries.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { api } from '../../../lib/api.ts';
import { amountSchema, DEFAULT_SCALE } from '../../../components/money/amount.ts';
import { FileField } from '../../../components/money/file-field.tsx';
import { scopeLabel } from '../../../components/money/labels.ts';
import { channelChoiceLabel } from '../../../lib/money-labels.ts';
import { OrderResult } from '../../../components/money/order-result.tsx';
import { QuoteRefusedAlert, takeQuoteRefusal } from '../../../components/money/quote-refused.tsx';
import { serviceHref } from '../../../components/money/service.ts';
import { useSubmissionId } from '../../../components/money/submission-id.ts';

/** The value of a paybill line, in bold: what the payer types on the phone. */
const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export type FundingKind = 'topup' | 'collection';

interface Values {
  payType: string;
  amount: string;
  phone: string;
  bankAccount: string;
  proofFile: string;
  reference: string;
}

/** Channels whose order starts by pushing a payment request to a phone. */
const needsPhone = (payType: PaymentChannel) => CHANNEL_FAMILY[payType] === 'stk_push' || CHANNEL_FAMILY[payType] === 'mobile_money';

function PaybillDetails({ order }: { order: Order }) {
  const t = useT();
  if (!order.paybillNumber) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="paybill">
      <Text mb="2">{t(order.flow === 'collection' ? 'money.collect.paybill.intro' : 'money.topup.paybill.intro')}</Text>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
        <Text>
          <RichMessage id="detail.labelledStrong" values={{ label: t('money.topup.paybill.number'), value: order.paybillNumber, strong }} />
        </Text>
        <Text>
          <RichMessage id="detail.labelledStrong" values={{ label: t('money.topup.paybill.reference'), value: order.accountReference ?? '', strong }} />
        </Text>
        <Text>
          <RichMessage id="detail.labelledStrong" values={{ label: t('money.topup.paybill.amount'), value: `${formatAmount(order.payAmount)} ${order.currencyId}`, strong }} />
        </Text>
      </SimpleGrid>
    </Box>
  );
}

function BankAccountCard({ account }: { account: BankTopUpAccount }) {
  const t = useT();
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" fontSize="sm" data-testid="bank-account">
      <Text fontWeight="semibold">{account.bankName}</Text>
      {/* Each detail is typed into the payer's banking app, so each has its copy button. */}
      {(
        [
          ['money.settlement.accountName', account.accountName, undefined],
          ['money.settlement.accountNumber', account.accountNumber, formatAccountNumber(account.accountNumber)],
          ['money.settlement.branch', account.branch, undefined],
          ['money.settlement.swift', account.swiftCode, undefined],
        ] as const
      ).map(([label, value, shown]) => (
        <Text key={label}>
          {t(label)}: <CopyValue label={t(label)} value={value} shown={shown} />
        </Text>
      ))}
    </Box>
  );
}

function CashShops({ shops }: { shops: readonly CashTopUpShop[] }) {
  const t = useT();
  const cities = [...new Set(shops.map((shop) => shop.city))];
  return (
    <Stack gap="3" data-testid="cash-shops">
      <Heading as="h3" size="sm">
        {t('money.topup.cash.shops')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {cities.map((city) => (
          <Box key={city} borderWidth="1px" borderRadius="md" p="3">
            <Heading as="h4" size="xs" mb="1">
              {city}
            </Heading>
            <List.Root gap="2" listStyleType="none" fontSize="sm">
              {shops
                .filter((shop) => shop.city === city)
                .map((shop) => (
                  <List.Item key={shop.id}>
                    <Text fontWeight="medium">{shop.name}</Text>
                    <Text>{shop.address}</Text>
                    <Text color="fg.muted">
                      {t('detail.labelled', { label: t('money.topup.cash.hours'), value: shop.openingHours })} · {t('detail.labelled', { label: t('money.topup.cash.phone'), value: shop.phone })}
                    </Text>
                  </List.Item>
                ))}
            </List.Root>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const STEPS = ['money.topup.step1', 'money.topup.step2', 'money.topup.step3', 'money.topup.step4'] as const;

/** Top up (kind 'topup', channel type -1) or collection (kind 'collection', channel type 1) of one scope. */
export function FundingScreen({ scope, kind }: { scope: Scope; kind: FundingKind }) {
  const t = useT();
  const user = useCurrentUser();
  const countryId = user?.countryId ?? null;
  const channels = useChannelsQuery(api, { countryId: countryId ?? 254, type: scope, channelType: kind === 'topup' ? -1 : 1 }, { enabled: countryId !== null });
  const ext = useCountryExtInfoQuery(api, countryId ?? 254, { enabled: countryId !== null });
  const currencies = useCurrencyListQuery(api);
  // Cash can be paid in at any of the product's shops, in either country: the user's own first.
  const { countries } = useCountries();
  const otherCountry = countries.find((country) => country.id !== countryId)?.id ?? null;
  const otherExt = useCountryExtInfoQuery(api, otherCountry ?? 254, { enabled: otherCountry !== null });
  const recharge = useOrderRechargeCreateMutation(api);
  const collection = useOrderCollectionCreateMutation(api);
  const rechargeQuote = useOrderRechargeQuoteMutation(api);
  const collectionQuote = useOrderCollectionQuoteMutation(api);
  // The server's figures for the form as it was when asked; confirming books exactly this request
  // at exactly these figures. `repriced`: the last confirm was refused because the price changed.
  const [preview, setPreview] = useState<{
    quote: FundingQuote;
    ask: () => Promise<FundingQuote>;
    book: (quote: FundingQuote) => Promise<Order>;
    fingerprint: string;
    repriced?: boolean;
  } | null>(null);
  const [booking, setBooking] = useState(false);
  const quoting = rechargeQuote.isPending || collectionQuote.isPending;
  const submission = useSubmissionId();
  const [order, setOrder] = useState<Order | null>(null);
  const [step, setStep] = useState(0);
  const [uploading, setUploading] = useState(false);
  const list = channels.data ?? [];
  // The amount rule reads the channel chosen at validation time.
  const chosen = useRef('');

  const formik = useFormik<Values>({
    initialValues: { payType: '', amount: '', phone: '', bankAccount: '', proofFile: '', reference: '' },
    validateOnBlur: false,
    validationSchema: useMemo(
      () =>
        object({
          payType: string().required(t('money.required.channel')),
          amount: amountSchema(
            t,
            () => currencies.data?.find((currency) => currency.id === channelOf(chosen.current)?.currencyId)?.scale ?? DEFAULT_SCALE,
            () => channelOf(chosen.current) ?? {},
          ),
          phone: string().when('payType', ([payType]: string[], schema) =>
            payType && needsPhone(Number(payType) as PaymentChannel) && kind === 'collection'
              ? schema.trim().required(t('money.required.phone')).matches(/^\d{6,15}$/, t('money.invalid.phone'))
              : schema.trim().matches(/^(\d{6,15})?$/, t('money.invalid.phone')),
          ),
          bankAccount: string().when('payType', ([payType]: string[], schema) => (Number(payType) === 503 ? schema.required(t('money.required.field')) : schema)),
          reference: string().trim().matches(/^([0-9A-Za-z/ -]{1,64})?$/, t('money.topup.invalid.reference')),
        }),
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [t, list, currencies.data, kind],
    ),
    onSubmit: (values, { setSubmitting }) => {
      // Formik keeps a synchronous submit going until told otherwise; the quote's own pending
      // state (`quoting`) keeps the button busy from here.
      setSubmitting(false);
      const channel = channelOf(values.payType);
      if (!channel) return;
      // The bank's reference of the transfer travels as its own field, for the operator to match the money.
      const transferReference = (TRANSFER_REFERENCE_CHANNELS as readonly number[]).includes(channel.payType) ? values.reference.trim() || undefined : undefined;
      const body = {
        scope,
        payType: channel.payType as 502,
        currencyId: channel.currencyId,
        amount: values.amount.trim(),
        // Kept across retries of this submission so a repeated click or a timeout books one order.
        clientOrderNo: submission.current(),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      };
      const priced = { scope: body.scope, payType: body.payType, currencyId: body.currencyId, amount: body.amount, ...(body.phone ? { phone: body.phone } : {}) };
      // The figures shown travel with the order: the server refuses it (-1029) if it would book others.
      const book = (quote: FundingQuote) => {
        const held = { ...body, fee: quote.fee, taxFee: quote.taxFee };
        return kind === 'topup'
          ? recharge.mutateAsync({ ...held, ...(values.proofFile ? { proofFile: values.proofFile } : {}), ...(transferReference ? { transferReference } : {}) })
          : collection.mutateAsync(held as typeof held & { payType: 2 });
      };
      const ask = () => (kind === 'topup' ? rechargeQuote.mutateAsync(priced) : collectionQuote.mutateAsync(priced as typeof priced & { payType: 2 }));
      // A call's own onSuccess runs only if it is still the mutation's latest call and was not
      // reset (Cancel): the answer to an earlier press, or one arriving after Cancel, never shows.
      // A refusal needs nothing here: the SDK has shown why (a limit, a channel not offered...).
      const show = { onSuccess: (quote: FundingQuote) => setPreview({ quote, ask, book, fingerprint: JSON.stringify(values) }) };
      if (kind === 'topup') rechargeQuote.mutate(priced, show);
      else collectionQuote.mutate(priced as typeof priced & { payType: 2 }, show);
    },
  });
  chosen.current = formik.values.payType;
  // Any edit after the preview makes it figures the user did not ask about: drop them.
  const fingerprint = JSON.stringify(formik.values);
  useEffect(() => {
    if (preview && preview.fingerprint !== fingerprint) setPreview(null);
  }, [fingerprint, preview]);
  // Cancel, a booked order or a new one: the figures go, and so does any answer still on its way.
  const dropPreview = () => {
    rechargeQuote.reset();
    collectionQuote.reset();
    setPreview(null);
  };
  const confirm = async () => {
    if (!preview) return;
    setBooking(true);
    try {
      setOrder(await preview.book(preview.quote));
      dropPreview();
    } catch (error) {
      // The SDK has shown why; a retry reuses the same order number. A changed price books
      // nothing: the new figures replace the old ones, to be confirmed or cancelled.
      if (takeQuoteRefusal(error)) {
        try {
          const quote = await preview.ask();
          setPreview((current) => (current && current.fingerprint === preview.fingerprint ? { ...current, quote, repriced: true } : current));
        } catch {
          setPreview(null);
        }
      }
    } finally {
      setBooking(false);
    }
  };
  function channelOf(payType: string) {
    return list.find((item) => String(item.payType) === payType);
  }
  const { values } = formik;
  const channel = channelOf(values.payType);
  const family = channel ? CHANNEL_FAMILY[channel.payType] : null;
  const trim = trimmingBlur(formik);
  const bankAccounts = (ext.data?.bankTopUpAccounts ?? []).filter((account) => !channel || account.currencyId === channel.currencyId);
  const chosenAccount = bankAccounts.find((account) => account.accountNumber === values.bankAccount);
  const title = t(kind === 'topup' ? (scope === 0 ? 'money.topup.psp.title' : 'money.topup.mrp.title') : scope === 0 ? 'money.collect.psp.title' : 'money.collect.mrp.title');
  const titleId = `${kind}-${scope}`;

  const again = () => {
    submission.renew();
    setOrder(null);
    dropPreview();
    setStep(0);
    formik.resetForm({ values: { ...formik.initialValues, payType: values.payType } });
  };

  if (order) {
    return (
      <Panel title={t('money.result.title')} titleId={titleId}>
        <OrderResult
          order={order}
          ordersHref={serviceHref(scope, 'order')}
          onAgain={again}
          instructions={(live) => (
            <>
              {live.payType === 502 && live.status === -1 && live.phone ? <Text>{t('money.topup.stk.waiting', { phone: live.phone })}</Text> : null}
              <PaybillDetails order={live} />
            </>
          )}
        />
      </Panel>
    );
  }

  const amountField = (
    <Field
      label={t('money.field.amount')}
      formik={formik}
      name="amount"
      helperText={
        channel
          ? channel.maxAmount
            ? t('money.field.amountHelp', { min: formatAmount(channel.minAmount), max: formatAmount(channel.maxAmount), currency: channel.currencyId })
            : t('money.field.amountHelpNoMax', { min: formatAmount(channel.minAmount), currency: channel.currencyId })
          : undefined
      }
      required
    >
      <Input {...formik.getFieldProps('amount')} inputMode="decimal" autoComplete="off" onBlur={trim} />
    </Field>
  );
  const submitButton = (
    <Button type="submit" colorPalette="brand" loading={formik.isSubmitting || quoting} disabled={formik.isSubmitting || quoting || uploading} alignSelf="flex-start">
      {t('money.submit')}
    </Button>
  );
  const bankProcedure = (
    <Stack gap="4" data-testid="bank-procedure">
      <Heading as="h3" size="sm">
        {t('money.topup.procedure')}
      </Heading>
      {/* A plain ordered list: the step widget's tab roles point at panels this procedure does not have. */}
      <Stack as="ol" direction={{ base: 'column', md: 'row' }} gap="3" listStyleType="none" aria-label={t('money.topup.procedure')} data-testid="procedure-steps">
        {STEPS.map((id, index) => (
          <HStack as="li" key={id} gap="2" aria-current={index === step ? 'step' : undefined} colorPalette="brand">
            <Circle
              size="6"
              fontSize="xs"
              fontWeight="bold"
              bg={index <= step ? 'colorPalette.solid' : 'bg.muted'}
              color={index <= step ? 'colorPalette.contrast' : 'fg'}
              aria-hidden="true"
            >
              {index + 1}
            </Circle>
            <Text fontSize="sm" fontWeight={index === step ? 'semibold' : 'normal'}>
              {t(id)}
            </Text>
          </HStack>
        ))}
      </Stack>
      <StepTransition step={step}>
        {step === 0 ? (
          <Stack gap="3">
            {amountField}
            <Field label={t('money.topup.bankAccount')} formik={formik} name="bankAccount" helperText={bankAccounts.length === 0 ? t('money.topup.bank.none') : undefined} required>
              <Select
                name="bankAccount"
                value={values.bankAccount}
                placeholder={t('money.field.choose')}
                options={bankAccounts.map((account) => ({ value: account.accountNumber, label: `${account.bankName} · ${formatAccountNumber(account.accountNumber)}` }))}
                onChange={formik.handleChange}
              />
            </Field>
            <Button
              alignSelf="flex-start"
              onClick={async () => {
                const errors = await formik.validateForm();
                // The step's check shows the form's messages from here on, as a submit would.
                markChecked(formik, ...Object.keys(values));
                if (!errors.amount && !errors.bankAccount && !errors.payType) setStep(1);
              }}
            >
              {t('money.topup.next')}
            </Button>
          </Stack>
        ) : step === 1 ? (
          <Stack gap="3">
            <Text>{t('money.topup.step2.intro', { amount: formatAmount(values.amount), currency: channel?.currencyId ?? '', accountNo: user?.accountNo ?? '' })}</Text>
            {chosenAccount ? <BankAccountCard account={chosenAccount} /> : null}
            <HStack gap="2">
              <Button variant="outline" onClick={() => setStep(0)}>
                {t('money.topup.back')}
              </Button>
              <Button onClick={() => setStep(2)}>{t('money.topup.next')}</Button>
            </HStack>
          </Stack>
        ) : step === 2 ? (
          <Stack gap="3">
            <Text>{t('money.topup.step3.intro')}</Text>
            <FileField name="proofFile" label={t('money.topup.slip')} value={values.proofFile} onBusy={setUploading} onUploaded={(id) => void formik.setFieldValue('proofFile', id)} />
            <Field label={t('money.topup.reference')} helperText={t('money.topup.referenceHelp')} formik={formik} name="reference">
              <Input {...formik.getFieldProps('reference')} maxLength={64} autoComplete="off" onBlur={trim} />
            </Field>
            <HStack gap="2">
              <Button variant="outline" onClick={() => setStep(1)}>
                {t('money.topup.back')}
              </Button>
              <Button onClick={() => setStep(3)} disabled={uploading}>
                {t('money.topup.next')}
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Stack gap="3">
            <Text>{t('money.topup.step4.intro')}</Text>
            <HStack gap="2">
              <Button variant="outline" onClick={() => setStep(2)}>
                {t('money.topup.back')}
              </Button>
              {submitButton}
            </HStack>
          </Stack>
        )}
      </StepTransition>
    </Stack>
  );

  return (
    <Panel title={title} titleId={titleId}>
      <form onSubmit={formik.handleSubmit} noValidate>
        <Stack gap="5" maxW="2xl">
          <Text color="fg.muted">{t(kind === 'topup' ? 'money.topup.intro' : 'money.collect.intro', { scope: t(scopeLabel(scope)) })}</Text>
          {channels.isSuccess && list.length === 0 ? <Text>{t('money.noChannel')}</Text> : null}
          <Field label={t('money.field.channel')} formik={formik} name="payType" required>
            <Select
              name="payType"
              value={values.payType}
              placeholder={t('money.field.choose')}
              options={list.map((item) => ({ value: String(item.payType), label: channelChoiceLabel(t, item.payType, item.currencyId) }))}
              onChange={(event) => {
                formik.handleChange(event);
                setStep(0);
              }}
            />
          </Field>
          {family === 'bank_top_up' ? (
            bankProcedure
          ) : channel ? (
            <Stack gap="4">
              {family === 'stk_push' ? <Text>{t(kind === 'topup' ? 'money.topup.stk.intro' : 'money.collect.stk.intro')}</Text> : null}
              {family === 'cash' ? (
                <>
                  <Text>{t('money.topup.cash.intro', { accountNo: user?.accountNo ?? '' })}</Text>
                  <CashShops shops={[...(ext.data?.cashTopUpShops ?? []), ...(otherExt.data?.cashTopUpShops ?? [])]} />
                </>
              ) : null}
              {channel.manual && family !== 'cash' ? <Text>{t('money.topup.manual.intro')}</Text> : null}
              {needsPhone(channel.payType) ? (
                <Field
                  label={t(kind === 'topup' ? 'money.field.ownPhone' : 'money.field.payerPhone')}
                  helperText={t('money.field.phoneHelp', { example: ext.data?.phoneExample ?? '712345678' })}
                  formik={formik}
                  name="phone"
                  required={kind === 'collection'}
                >
                  <Input {...formik.getFieldProps('phone')} inputMode="numeric" autoComplete="tel-national" onBlur={trim} />
                </Field>
              ) : null}
              {amountField}
              {channel.manual && family !== 'cash' ? (
                <FileField name="proofFile" label={t('money.topup.slip')} value={values.proofFile} onBusy={setUploading} onUploaded={(id) => void formik.setFieldValue('proofFile', id)} />
              ) : null}
              {submitButton}
            </Stack>
          ) : null}
          {preview?.repriced ? <QuoteRefusedAlert testId="funding-repriced" /> : null}
          {preview ? (
            <FeeConfirm figures={preview.quote} total="paid" arrives="wallet" busy={booking} onConfirm={confirm} onCancel={dropPreview} testId="funding-preview" />
          ) : null}
        </Stack>
      </form>
    </Panel>
  );
}
