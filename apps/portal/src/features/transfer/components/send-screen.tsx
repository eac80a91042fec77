import { Box, Button, Heading, HStack, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { RELATIONSHIPS, SETTLEMENT_ACCOUNT_TYPES, SOURCES_OF_FUNDS, TRADE_TYPES, type Order, type Payee, type Quote, type Scope } from '@mizani/sdk';
import { formatAccountNumber, formatAmount } from '@mizani/sdk/format';
import {
  useAssetsQuery,
  useChannelsQuery,
  useCountryExtInfoQuery,
  useCurrencyListQuery,
  useOrderMrpCreateMutation,
  useOrderMrpQuoteMutation,
  useOrderPspCreateMutation,
  useOrderPspQuoteMutation,
  usePayeeListQuery,
} from '@mizani/sdk/query';
import { useFormik, yupToFormErrors, type FormikErrors } from 'formik';
import { useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Field, fieldError, RadioChoice, Select, trimmingBlur } from '@mizani/ui/form';
import { Panel } from '../../../components/panel.tsx';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { api } from '../../../lib/api.ts';
import { DEFAULT_SCALE } from '../../../components/money/amount.ts';
import { ConfirmDialog } from '../../../components/money/confirm-dialog.tsx';
import { QuoteRefusedAlert, takeQuoteRefusal } from '../../../components/money/quote-refused.tsx';
import { FileField } from '../../../components/money/file-field.tsx';
import { channelChoiceLabel } from '../../../lib/money-labels.ts';
import { OrderResult } from '../../../components/money/order-result.tsx';
import { QuoteSummary, RepeatSendWarning } from '../../../components/money/quote-summary.tsx';
import { PAYEES_HREF, serviceHref } from '../../../components/money/service.ts';
import { FundPasswordNotSetAlert } from '../../../components/money/fund-password.tsx';
import { useSubmissionId } from '../../../components/money/submission-id.ts';
import {
  canTypeRecipient,
  EMPTY_SETTLEMENT,
  initialSendValues,
  needsSettlementAccount,
  SALARY_TRADE_TYPE,
  sendSchema,
  SETTLEMENT_TEXT_FIELDS,
  settlementAccountOf,
  settlementFromPayee,
  type SendValues,
  type WorkerValues,
} from './send-form.ts';
import { RecipientNameCheck } from './recipient-name-check.tsx';

const payeeLabel = (payee: Payee) =>
  [payee.name, payee.phone ?? (payee.bankNo ? formatAccountNumber(payee.bankNo) : null) ?? payee.accountId ?? payee.userAccountNo, payee.bankName].filter(Boolean).join(' · ');

/** Send money: domestic (scope 0, /home/psp-index) or cross-border (scope 1, /home/mrp-index). */
export function SendScreen({ scope }: { scope: Scope }) {
  const t = useT();
  const user = useCurrentUser();
  const crossBorder = scope === 1;
  const countryId = user?.countryId ?? null;
  const channels = useChannelsQuery(api, { countryId: countryId ?? 254, type: scope, channelType: 0 }, { enabled: countryId !== null });
  const ext = useCountryExtInfoQuery(api, countryId ?? 254, { enabled: countryId !== null });
  const currencies = useCurrencyListQuery(api);
  const assets = useAssetsQuery(api);
  const submission = useSubmissionId();
  const [quote, setQuote] = useState<Quote | null>(null);
  // Ticked for this quote only: a new quote asks again.
  const [repeatConfirmed, setRepeatConfirmed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The server refused the quote on confirm (expired, or fees changed): a new one replaced it.
  const [requoted, setRequoted] = useState(false);
  const [order, setOrder] = useState<Order | null>(null);
  const [uploads, setUploads] = useState(0);
  const workerId = useRef<{ key: string; id: number } | null>(null);
  const pspQuote = useOrderPspQuoteMutation(api);
  const mrpQuote = useOrderMrpQuoteMutation(api);
  const pspCreate = useOrderPspCreateMutation(api);
  const mrpCreate = useOrderMrpCreateMutation(api);

  const channelList = channels.data ?? [];
  const formik = useFormik<SendValues>({
    initialValues: initialSendValues(),
    validateOnBlur: false,
    validate: async (values) => {
      try {
        await schema.validate(values, {
          abortEarly: false,
          context: { salary: values.tradeType === SALARY_TRADE_TYPE, settlement: crossBorder && needsSettlementAccount(payee(values)?.payType) },
        });
        return {};
      } catch (error) {
        return yupToFormErrors(error) as FormikErrors<SendValues>;
      }
    },
    onSubmit: async (values) => {
      setQuote(null);
      setRequoted(false);
      try {
        const remark = values.remark.trim() || undefined;
        const next = crossBorder
          ? await mrpQuote.mutateAsync({ currencyId: values.currencyId, toCurrencyId: payee(values)?.currencyId ?? values.currencyId, amount: values.amount.trim(), payeeId: Number(values.payeeId), remark })
          : await pspQuote.mutateAsync({
              payType: Number(values.payType) as 0,
              currencyId: selectedChannel(values)?.currencyId ?? ext.data?.currencyId ?? 'KES',
              amount: values.amount.trim(),
              ...(values.mode === 'saved' ? { payeeId: Number(values.payeeId) } : values.phone ? { phone: values.phone.trim() } : { accountNo: values.accountNo.trim() }),
              remark,
            });
        // A new quote is a new thing to confirm: it gets its own order number.
        submission.renew();
        setRepeatConfirmed(false);
        setQuote(next);
      } catch {
        // The SDK has shown the server's message (insufficient balance, limits...).
      }
    },
  });
  const { values } = formik;
  const selectedChannel = (v: SendValues) => channelList.find((channel) => String(channel.payType) === v.payType);
  const channel = selectedChannel(values);
  const scaleOf = (currencyId: string | undefined) => currencies.data?.find((currency) => currency.id === currencyId)?.scale ?? DEFAULT_SCALE;
  const payees = usePayeeListQuery(
    api,
    crossBorder ? { pageNum: 1, pageSize: 100, scope: 1, auditStatus: 1 } : { pageNum: 1, pageSize: 100, scope: 0, auditStatus: 1, ...(channel ? { payType: channel.payType } : {}) },
    { enabled: crossBorder || Boolean(channel) },
  );
  const payeeRows = payees.data?.rows ?? [];
  const payee = (v: SendValues) => payeeRows.find((row) => String(row.id) === v.payeeId);
  const schema = useMemo(
    () =>
      sendSchema(t, {
        scope,
        scale: () => scaleOf(crossBorder ? formik.values.currencyId : channel?.currencyId),
        limits: () => (crossBorder ? {} : (channel ?? {})),
        phonePattern: () => {
          const pattern = ext.data?.phonePattern;
          try {
            return pattern ? new RegExp(pattern) : null;
          } catch {
            return null;
          }
        },
      }),
    // The schema reads the current channel and form through closures; it only needs rebuilding when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, scope, channel, ext.data, currencies.data, formik.values.currencyId],
  );

  // A CNY Account recipient starts the settlement account from what its record already says.
  const prefilledFor = useRef('');
  useEffect(() => {
    const chosen = payeeRows.find((row) => String(row.id) === values.payeeId);
    if (!crossBorder || !chosen || prefilledFor.current === values.payeeId || !needsSettlementAccount(chosen.payType)) return;
    prefilledFor.current = values.payeeId;
    void formik.setFieldValue('settlement', { ...EMPTY_SETTLEMENT, ...settlementFromPayee(chosen) }, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [crossBorder, values.payeeId, payeeRows]);

  // Any edit after quoting makes the quote something the user did not see: drop it.
  const quoted = useRef<string | null>(null);
  const fingerprint = JSON.stringify(values);
  useEffect(() => {
    if (quote && quoted.current === null) quoted.current = fingerprint;
    if (!quote) quoted.current = null;
    else if (quoted.current !== fingerprint) setQuote(null);
  }, [fingerprint, quote]);

  const walletCurrencies = useMemo(
    () => [...new Set((assets.data?.wallets ?? []).filter((wallet) => wallet.scope === scope).map((wallet) => wallet.currencyId))],
    [assets.data, scope],
  );
  const balanceOf = (currencyId: string | undefined) => assets.data?.wallets.find((wallet) => wallet.scope === scope && wallet.currencyId === currencyId)?.balance;

  const confirm = async (fundPassword: string) => {
    try {
      await book(fundPassword);
    } catch (error) {
      if (!takeQuoteRefusal(error)) throw error;
      // The new figures are confirmed or cancelled like any quote.
      setConfirming(false);
      await formik.submitForm();
      setRequoted(true);
    }
  };

  const book = async (fundPassword: string) => {
    if (!quote) return;
    const clientOrderNo = submission.current();
    let created: Order;
    if (crossBorder) {
      let contractWorker: number | undefined;
      if (values.tradeType === SALARY_TRADE_TYPE) {
        const worker: WorkerValues = values.worker;
        const key = JSON.stringify(worker);
        // One record per worker details: a retried confirmation reuses it instead of filing it twice.
        if (workerId.current?.key !== key) {
          const { id } = await api.user.contractWorkerHandle({ ...worker, payeeRelation: Number(worker.payeeRelation) as 0 });
          workerId.current = { key, id };
        }
        contractWorker = workerId.current.id;
      }
      created = await mrpCreate.mutateAsync({
        quoteId: quote.quoteId,
        clientOrderNo,
        fundPassword,
        sourceOfFunds: values.sourceOfFunds as (typeof SOURCES_OF_FUNDS)[number],
        fundsPurpose: values.fundsPurpose.trim(),
        ...(values.transactionReason.trim() ? { transactionReason: values.transactionReason.trim() } : {}),
        senderAddress: values.senderAddress.trim(),
        exchangeFile: values.exchangeFile,
        detailFile: values.detailFile,
        ...(values.tradeType ? { tradeType: values.tradeType as (typeof TRADE_TYPES)[number] } : {}),
        ...(contractWorker !== undefined ? { contractWorker } : {}),
        ...(needsSettlementAccount(payee(values)?.payType) ? { settlementAccount: settlementAccountOf(values.settlement) } : {}),
      });
    } else {
      created = await pspCreate.mutateAsync({ quoteId: quote.quoteId, clientOrderNo, fundPassword });
    }
    setConfirming(false);
    setQuote(null);
    setOrder(created);
  };

  const again = () => {
    submission.renew();
    setOrder(null);
    setQuote(null);
    setRequoted(false);
    formik.resetForm({ values: { ...initialSendValues(), payType: values.payType, currencyId: values.currencyId } });
  };

  const title = t(crossBorder ? 'money.send.mrp.title' : 'money.send.psp.title');
  const titleId = `send-${scope}`;
  if (order) {
    return (
      <Panel title={t('money.result.title')} titleId={titleId}>
        <OrderResult order={order} ordersHref={serviceHref(scope, 'order')} onAgain={again} />
      </Panel>
    );
  }

  const text = textInput(formik);
  const choose = t('money.field.choose');
  const typedAllowed = !crossBorder && channel ? canTypeRecipient(channel.payType) : false;
  const mode = typedAllowed ? values.mode : 'saved';
  const family = channel ? channel.payType : null;
  const amountCurrency = crossBorder ? values.currencyId : channel?.currencyId;
  const balance = balanceOf(crossBorder ? values.currencyId : channel?.currencyId);
  const busy = formik.isSubmitting || uploads > 0;
  const noChannel = !crossBorder && channels.isSuccess && channelList.length === 0;
  const chosenPayee = payee(values);
  const repeatUnconfirmed = Boolean(quote?.recentDuplicate) && !repeatConfirmed;

  return (
    <Panel title={title} titleId={titleId}>
      <form onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="5" maxW="2xl">
        <Text color="fg.muted">{t(crossBorder ? 'money.send.mrp.intro' : 'money.send.psp.intro')}</Text>
        {user && !user.fundPasswordFlag ? <FundPasswordNotSetAlert /> : null}
        {noChannel || countryId === null ? <Text>{t('money.noChannel')}</Text> : null}
        {crossBorder ? (
          <Field label={t('money.field.currency')} formik={formik} name="currencyId" required>
            <Select name="currencyId" value={values.currencyId} placeholder={choose} options={walletCurrencies.map((id) => ({ value: id, label: id }))} onChange={formik.handleChange} />
          </Field>
        ) : (
          <Field label={t('money.field.channel')} formik={formik} name="payType" required>
            <Select
              name="payType"
              value={values.payType}
              placeholder={choose}
              options={channelList.map((item) => ({ value: String(item.payType), label: channelChoiceLabel(t, item.payType, item.currencyId) }))}
              onChange={(event) => {
                formik.handleChange(event);
                void formik.setFieldValue('payeeId', '');
              }}
            />
          </Field>
        )}
        {typedAllowed ? (
          <Field label={t('money.field.recipientMode')}>
            <RadioChoice
              name="mode"
              value={values.mode}
              onChange={(mode) => void formik.setFieldValue('mode', mode)}
              options={[
                { value: 'saved', label: t('money.field.recipientMode.saved') },
                { value: 'typed', label: t('money.field.recipientMode.typed') },
              ]}
            />
          </Field>
        ) : null}
        {mode === 'saved' ? (
          <Field
            label={t('money.field.recipient')}
            formik={formik}
            name="payeeId"
            helperText={payees.isSuccess && payeeRows.length === 0 ? t('money.recipient.none') : t('money.recipient.pendingNote')}
            required
          >
            <Select name="payeeId" value={values.payeeId} placeholder={choose} options={payeeRows.map((row) => ({ value: String(row.id), label: payeeLabel(row) }))} onChange={formik.handleChange} />
            <Link asChild fontSize="sm" colorPalette="brand">
              <RouterLink to={PAYEES_HREF}>{t('money.recipient.addLink')}</RouterLink>
            </Link>
          </Field>
        ) : family === 0 ? (
          <Field label={t('money.field.accountNo')} helperText={t('money.field.accountNoHelp')} formik={formik} name="accountNo" required>
            {text('accountNo', { autoComplete: 'off' })}
          </Field>
        ) : (
          <Field label={t('money.field.phone')} helperText={t('money.field.phoneHelp', { example: ext.data?.phoneExample ?? '712345678' })} formik={formik} name="phone" required>
            {text('phone', { inputMode: 'numeric', autoComplete: 'tel-national' })}
          </Field>
        )}
        <RecipientNameCheck mode={mode} payee={chosenPayee} channel={channel} phone={values.phone} phonePattern={ext.data?.phonePattern} />
        <Field
          label={t('money.field.amount')}
          formik={formik}
          name="amount"
          helperText={
            [
              channel && amountCurrency
                ? channel.maxAmount
                  ? t('money.field.amountHelp', { min: formatAmount(channel.minAmount), max: formatAmount(channel.maxAmount), currency: amountCurrency })
                  : t('money.field.amountHelpNoMax', { min: formatAmount(channel.minAmount), currency: amountCurrency })
                : null,
              balance !== undefined && amountCurrency ? t('money.balance', { amount: formatAmount(balance) || balance, currency: amountCurrency }) : null,
            ]
              .filter(Boolean)
              .join(' · ') || undefined
          }
          required
        >
          {text('amount', { inputMode: 'decimal', autoComplete: 'off' })}
        </Field>
        <Field label={t('money.field.remark')} formik={formik} name="remark">
          {text('remark', { maxLength: 100 })}
        </Field>
        {crossBorder ? (
          <CrossBorderFields formik={formik} payee={chosenPayee} onBusy={(on) => setUploads((n) => n + (on ? 1 : -1))} />
        ) : null}
        {requoted ? <QuoteRefusedAlert testId="send-requoted" /> : null}
        {quote ? <QuoteSummary quote={quote} /> : null}
        {quote ? <RepeatSendWarning quote={quote} confirmed={repeatConfirmed} onConfirmedChange={setRepeatConfirmed} /> : null}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" variant={quote ? 'outline' : 'solid'} colorPalette="brand" loading={formik.isSubmitting} disabled={busy || noChannel}>
            {t('money.quote.get')}
          </Button>
          {quote ? (
            <Button colorPalette="brand" onClick={() => setConfirming(true)} disabled={busy || repeatUnconfirmed || (user ? !user.fundPasswordFlag : true)} data-testid="open-confirm">
              {t('money.confirm')}
            </Button>
          ) : null}
        </HStack>
      </Stack>
      </form>
      {confirming && quote ? <ConfirmDialog quote={quote} onConfirm={confirm} onClose={() => setConfirming(false)} /> : null}
    </Panel>
  );
}

type SendFormik = ReturnType<typeof useFormik<SendValues>>;

/** A trimmed text input bound to one (possibly nested) field of the send form. */
const textInput = (formik: SendFormik) => {
  const blur = trimmingBlur(formik);
  return (name: string, extra: Partial<ComponentProps<typeof Input>> = {}) => <Input {...formik.getFieldProps(name)} onBlur={blur} {...extra} />;
};

interface CrossBorderProps {
  formik: SendFormik;
  payee: Payee | undefined;
  onBusy: (busy: boolean) => void;
}

/** The declarations of a cross-border send (spec section 5), the contract worker of a salary, and where the money lands. */
function CrossBorderFields({ formik, payee, onBusy }: CrossBorderProps) {
  const t = useT();
  const { values } = formik;
  const text = textInput(formik);
  const choose = t('money.field.choose');
  const file = (name: string, label: string, value: string, required = true) => (
    <FileField name={name} label={label} value={value} required={required} errorText={fieldError(formik, name)} onBusy={onBusy} onUploaded={(id) => void formik.setFieldValue(name, id)} />
  );
  return (
    <Stack gap="4">
      {payee && needsSettlementAccount(payee.payType) ? (
        <Stack gap="4" borderWidth="1px" borderRadius="md" p="4" data-testid="settlement-account">
          <Heading as="h3" size="sm">
            {t('money.settlement.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('money.settlement.formIntro')}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field label={t('money.settlement.type')} formik={formik} name="settlement.type" required>
              <Select
                name="settlement.type"
                value={values.settlement.type}
                placeholder={choose}
                options={SETTLEMENT_ACCOUNT_TYPES.map((value) => ({ value: String(value), label: t(`money.settlement.type.${value}`) }))}
                onChange={formik.handleChange}
              />
            </Field>
            {SETTLEMENT_TEXT_FIELDS.map((field) => (
              <Field
                key={field}
                label={t(`money.settlement.${field}`)}
                formik={formik} name={`settlement.${field}`}
                helperText={field === 'lineNumber' ? t('money.settlement.lineNumberHelp') : field === 'accountNumber' ? t('money.settlement.accountNumberHelp') : undefined}
                required={field !== 'accountNumber'}
              >
                {text(`settlement.${field}`, {
                  maxLength: field === 'applyReason' ? 200 : field === 'lineNumber' ? 12 : 100,
                  ...(field === 'cardNo' || field === 'lineNumber' ? { inputMode: 'numeric' as const } : {}),
                  autoComplete: 'off',
                })}
              </Field>
            ))}
          </SimpleGrid>
        </Stack>
      ) : payee ? (
        <Box borderWidth="1px" borderRadius="md" p="4" data-testid="settlement-account">
          <Heading as="h3" size="sm" mb="1">
            {t('money.settlement.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="2">
            {t('money.settlement.intro')}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" fontSize="sm">
            <Text>
              {t('detail.labelled', { label: t('money.settlement.accountName'), value: payee.bankUser ?? payee.accountName ?? payee.name })}
            </Text>
            <Text>
              {t('detail.labelled', { label: t('money.settlement.accountNumber'), value: formatAccountNumber(payee.bankNo ?? payee.accountId ?? payee.phone ?? '') })}
            </Text>
            <Text>
              {t('detail.labelled', { label: t('money.settlement.bankName'), value: payee.bankName ?? '-' })}
            </Text>
            <Text>
              {t('detail.labelled', { label: t('money.settlement.branch'), value: payee.bankBranch ?? '-' })}
            </Text>
            <Text>
              {t('detail.labelled', { label: t('money.settlement.swift'), value: payee.bankSwiftCode ?? '-' })}
            </Text>
            <Text>
              {t('detail.labelled', { label: t('money.field.toCurrency'), value: payee.currencyId })}
            </Text>
          </SimpleGrid>
        </Box>
      ) : null}
      <Heading as="h3" size="sm">
        {t('money.send.declarations')}
      </Heading>
      <Field label={t('money.send.sourceOfFunds')} formik={formik} name="sourceOfFunds" required>
        <Select
          name="sourceOfFunds"
          value={values.sourceOfFunds}
          placeholder={choose}
          options={SOURCES_OF_FUNDS.map((value) => ({ value, label: t(`money.sourceOfFunds.${value}`) }))}
          onChange={formik.handleChange}
        />
      </Field>
      <Field label={t('money.send.fundsPurpose')} formik={formik} name="fundsPurpose" required>
        {text('fundsPurpose', { maxLength: 200 })}
      </Field>
      <Field label={t('money.send.transactionReason')} formik={formik} name="transactionReason">
        {text('transactionReason', { maxLength: 200 })}
      </Field>
      <Field label={t('money.send.senderAddress')} formik={formik} name="senderAddress" required>
        {text('senderAddress', { maxLength: 300, autoComplete: 'street-address' })}
      </Field>
      <Field label={t('money.send.tradeType')}>
        <Select name="tradeType" value={values.tradeType} placeholder={choose} options={TRADE_TYPES.map((value) => ({ value, label: t(`money.tradeType.${value}`) }))} onChange={formik.handleChange} />
      </Field>
      {file('exchangeFile', t('money.send.exchangeFile'), values.exchangeFile)}
      {file('detailFile', t('money.send.detailFile'), values.detailFile)}
      {values.tradeType === SALARY_TRADE_TYPE ? (
        <Stack gap="4" borderWidth="1px" borderRadius="md" p="4" data-testid="contract-worker">
          <Heading as="h3" size="sm">
            {t('money.send.worker')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('money.send.workerIntro')}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {(['name', 'idNo', 'payeeIdCardNo', 'workArea', 'workAddress'] as const).map((field) => (
              <Field key={field} label={t(`money.worker.${field}`)} formik={formik} name={`worker.${field}`} required>
                {text(`worker.${field}`, { maxLength: field === 'workAddress' ? 300 : 100 })}
              </Field>
            ))}
            <Field label={t('money.worker.payeeRelation')} formik={formik} name="worker.payeeRelation" required>
              <Select
                name="worker.payeeRelation"
                value={values.worker.payeeRelation}
                placeholder={choose}
                options={RELATIONSHIPS.map((value) => ({ value: String(value), label: t(`money.relation.${value}`) }))}
                onChange={formik.handleChange}
              />
            </Field>
          </SimpleGrid>
          {(['residenceFile', 'contractFile', 'incomeProofFile', 'relationFile'] as const).map((field) => (
            <Box key={field}>{file(`worker.${field}`, t(`money.worker.${field}`), values.worker[field])}</Box>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
