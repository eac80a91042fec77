import { Alert, Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { hasToken } from '@mizani/sdk';
import type { FxConvertResult, FxQuote } from '@mizani/sdk/contract';
import { formatAmount } from '@mizani/sdk/format';
import { useAssetsQuery, useCurrencyListQuery, useFxConvertMutation, useFxQuoteMutation } from '@mizani/sdk/query';
import { useFormik, yupToFormErrors, type FormikErrors } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Field, RadioChoice, Select, trimmingBlur } from '@mizani/ui/form';
import { DEFAULT_SCALE } from '../../../components/money/amount.ts';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { FundPasswordNotSetAlert } from '../../../components/money/fund-password.tsx';
import { useSubmissionId } from '../../../components/money/submission-id.ts';
import { Panel } from '../../../components/panel.tsx';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { api } from '../../../lib/api.ts';
import { ConvertConfirm } from '../components/convert-confirm.tsx';
import { ConvertQuote, fxFigures, useQuoteCountdown } from '../components/convert-quote.tsx';
import { FeeBreakdown } from '@mizani/ui/fee-breakdown';
import { amountCurrency, convertSchema, initialConvertValues, type ConvertValues } from '../convert-form.ts';
import { FX_LINKS } from '../links.ts';
import { fundedWallets, parseWalletKey, walletKey } from '../wallets.ts';

const money = (amount: string, currency: string) => `${formatAmount(amount) || amount} ${currency}`;

const FX_BOOKED_TEST_IDS = { amount: 'fx-booked-amount', fee: 'fx-booked-fee', tax: 'fx-booked-tax', total: 'fx-booked-total', rate: 'fx-booked-rate', arrives: 'fx-booked-arrives' } as const;

function ConvertDone({ result, onAgain }: { result: FxConvertResult; onAgain: () => void }) {
  const t = useT();
  const { conversion } = result;
  const scope = (s: 0 | 1) => t(s === 0 ? 'fx.scope.0' : 'fx.scope.1');
  return (
    <Stack gap="4" maxW="2xl" data-testid="fx-result">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>
          {t('fx.convert.done.body', { pay: money(conversion.fromAmount, conversion.fromCurrency), receive: money(conversion.toAmount, conversion.toCurrency), sn: conversion.sn })}
        </Alert.Title>
      </Alert.Root>
      <FeeBreakdown figures={fxFigures(conversion)} total="debited" arrives="converted" heading="booked" testId="fx-booked" testIds={FX_BOOKED_TEST_IDS} />
      <Text fontWeight="semibold">{t('fx.convert.done.balances')}</Text>
      <DetailList
        items={[
          { label: `${conversion.fromCurrency} · ${scope(conversion.fromScope)}`, value: money(result.fromBalance, conversion.fromCurrency), testId: 'fx-balance-from' },
          { label: `${conversion.toCurrency} · ${scope(conversion.toScope)}`, value: money(result.toBalance, conversion.toCurrency), testId: 'fx-balance-to' },
        ]}
      />
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={onAgain}>
          {t('fx.convert.done.again')}
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={FX_LINKS.history}>{t('fx.convert.done.history')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

/** /home/fx-convert: convert between the user's own wallets with a quote that holds 30 seconds and the fund password. */
export function FxConvertRoute() {
  const t = useT();
  const user = useCurrentUser();
  const assets = useAssetsQuery(api, { enabled: hasToken() });
  const currencies = useCurrencyListQuery(api);
  const quoteMutation = useFxQuoteMutation(api);
  const convertMutation = useFxConvertMutation(api);
  const submission = useSubmissionId();
  const [quoted, setQuoted] = useState<{ quote: FxQuote; receivedAt: number; fingerprint: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<FxConvertResult | null>(null);
  const seconds = useQuoteCountdown(quoted?.quote ?? null, quoted?.receivedAt ?? 0);
  const expired = quoted !== null && seconds <= 0;

  const scaleOf = (currencyId: string | undefined) => currencies.data?.find((currency) => currency.id === currencyId)?.scale ?? DEFAULT_SCALE;
  const valuesRef = useRef<ConvertValues>(initialConvertValues());
  const schema = useMemo(() => convertSchema(t, () => scaleOf(amountCurrency(valuesRef.current))), [t, currencies.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const formik = useFormik<ConvertValues>({
    initialValues: initialConvertValues(),
    validateOnBlur: false,
    validate: async (values) => {
      valuesRef.current = values;
      try {
        await schema.validate(values, { abortEarly: false });
        return {};
      } catch (error) {
        return yupToFormErrors(error) as FormikErrors<ConvertValues>;
      }
    },
    onSubmit: async (values) => {
      const from = parseWalletKey(values.from);
      const to = parseWalletKey(values.to);
      if (!from || !to) return;
      setQuoted(null);
      try {
        const quote = await quoteMutation.mutateAsync({
          fromScope: from.scope,
          fromCurrency: from.currencyId,
          toScope: to.scope,
          toCurrency: to.currencyId,
          amount: values.amount.trim(),
          fixedSide: values.fixedSide,
        });
        // A new quote is a new thing to confirm: it gets its own conversion number.
        submission.renew();
        setQuoted({ quote, receivedAt: Date.now(), fingerprint: JSON.stringify(values) });
      } catch {
        // The SDK has shown the server's message (no rate for the pair, amount too small...).
      }
    },
  });
  const { values } = formik;

  // Any edit after quoting makes the quote something the user did not see: drop it.
  const fingerprint = JSON.stringify(values);
  useEffect(() => {
    if (quoted && quoted.fingerprint !== fingerprint) setQuoted(null);
  }, [fingerprint, quoted]);
  // At expiry the confirmation closes: the quote can no longer be confirmed.
  useEffect(() => {
    if (expired) setConfirming(false);
  }, [expired]);

  const wallets = assets.data?.wallets ?? [];
  const label = (scope: 0 | 1, currencyId: string, balance: string) =>
    t('fx.convert.walletOption', { currency: currencyId, scope: t(scope === 0 ? 'fx.scope.0' : 'fx.scope.1'), balance: formatAmount(balance) || balance });
  const fromOptions = fundedWallets(assets.data).map((w) => ({ value: walletKey(w.scope, w.currencyId), label: label(w.scope, w.currencyId, w.balance) }));
  const fromCurrency = parseWalletKey(values.from)?.currencyId;
  const toOptions = wallets
    .filter((w) => w.currencyId !== fromCurrency)
    .map((w) => ({ value: walletKey(w.scope, w.currencyId), label: label(w.scope, w.currencyId, w.balance) }));

  const confirm = async (fundPassword: string) => {
    if (!quoted) return;
    try {
      const done = await convertMutation.mutateAsync({ quoteId: quoted.quote.quoteId, clientOrderNo: submission.current(), fundPassword });
      setConfirming(false);
      setQuoted(null);
      setResult(done);
    } catch (error) {
      // -1029: the quote is gone (expired or used); only a new quote can go on.
      if ((error as { code?: number }).code === -1029) {
        setConfirming(false);
        setQuoted((current) => (current ? { ...current, receivedAt: 0 } : current));
      }
      throw error;
    }
  };

  const again = () => {
    submission.renew();
    setResult(null);
    setQuoted(null);
    formik.resetForm({ values: initialConvertValues(values.from, values.to) });
  };

  const choose = t('money.field.choose');
  const typedCurrency = amountCurrency(values);
  const fromBalance = wallets.find((w) => walletKey(w.scope, w.currencyId) === values.from);
  const noFundPassword = user ? !user.fundPasswordFlag : true;

  if (result) {
    return (
      <Panel title={t('fx.convert.done.title')} titleId="fx-convert">
        <ConvertDone result={result} onAgain={again} />
      </Panel>
    );
  }

  return (
    <Panel title={t('fx.convert.title')} titleId="fx-convert">
      <form onSubmit={formik.handleSubmit} noValidate>
        <Stack gap="5" maxW="2xl">
          <Text color="fg.muted">{t('fx.convert.intro')}</Text>
          {user && !user.fundPasswordFlag ? <FundPasswordNotSetAlert /> : null}
          {assets.isSuccess && fromOptions.length === 0 ? (
            <Text>
              {t('fx.convert.noWallets')}{' '}
              <Link asChild colorPalette="brand">
                <RouterLink to={FX_LINKS.topUp}>{t('assets.total.topUp')}</RouterLink>
              </Link>
            </Text>
          ) : null}
          <Field label={t('fx.convert.from')} formik={formik} name="from" required>
            <Select {...formik.getFieldProps('from')} placeholder={choose} options={fromOptions} />
          </Field>
          <Field label={t('fx.convert.to')} formik={formik} name="to" required>
            <Select {...formik.getFieldProps('to')} placeholder={choose} options={toOptions} />
          </Field>
          <Field label={t('fx.convert.fixedSide')}>
            <RadioChoice
              name="fixedSide"
              value={values.fixedSide}
              onChange={(side) => void formik.setFieldValue('fixedSide', side)}
              options={[
                { value: 'from', label: t('fx.convert.fixedSide.from') },
                { value: 'to', label: t('fx.convert.fixedSide.to') },
              ]}
            />
          </Field>
          <Field
            label={t('fx.convert.amount', { currency: typedCurrency ?? '' })}
            formik={formik}
            name="amount"
            helperText={fromBalance ? t('money.balance', { amount: formatAmount(fromBalance.balance) || fromBalance.balance, currency: fromBalance.currencyId }) : undefined}
            required
          >
            <Input {...formik.getFieldProps('amount')} onBlur={trimmingBlur(formik)} inputMode="decimal" autoComplete="off" />
          </Field>
          {quoted ? <ConvertQuote quote={quoted.quote} seconds={seconds} /> : null}
          <HStack gap="3" wrap="wrap">
            {quoted && !expired ? (
              <>
                <Button type="submit" variant="outline" colorPalette="brand" loading={formik.isSubmitting} disabled={formik.isSubmitting}>
                  {t('fx.convert.getQuote')}
                </Button>
                <Button colorPalette="brand" onClick={() => setConfirming(true)} disabled={formik.isSubmitting || noFundPassword} data-testid="fx-open-confirm">
                  {t('fx.convert.confirm')}
                </Button>
              </>
            ) : (
              <Button type="submit" colorPalette="brand" loading={formik.isSubmitting} disabled={formik.isSubmitting} data-testid="fx-get-quote">
                {t(expired ? 'fx.convert.newQuote' : 'fx.convert.getQuote')}
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
      {confirming && quoted && !expired ? <ConvertConfirm quote={quoted.quote} seconds={seconds} onConfirm={confirm} onClose={() => setConfirming(false)} /> : null}
    </Panel>
  );
}
