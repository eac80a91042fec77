import { Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { Quote } from '@mizani/sdk';
import { formatAmount } from '@mizani/sdk/format';
import { fundPasswordSchema } from '@mizani/sdk/validation';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { object } from 'yup';
import { FormField } from '../form-field.tsx';
import { QuoteSummary } from './quote-summary.tsx';

interface ConfirmDialogProps {
  quote: Quote;
  /** Books the order; rejects when the server refused it (the SDK has shown why). */
  onConfirm: (fundPassword: string) => Promise<void>;
  onClose: () => void;
  /** More to show above the password, e.g. the declarations of a cross-border send. */
  children?: ReactNode;
}

/**
 * The last step of a send: the quote once more and the transaction password. The confirm button
 * stays disabled while the order is being booked, so a double click sends one request.
 */
export function ConfirmDialog({ quote, onConfirm, onClose, children }: ConfirmDialogProps) {
  const t = useT();
  const formik = useFormik({
    initialValues: { fundPassword: '' },
    validationSchema: object({ fundPassword: fundPasswordSchema(t) }),
    validateOnBlur: false,
    onSubmit: async ({ fundPassword }, helpers) => {
      try {
        await onConfirm(fundPassword);
      } catch {
        // A wrong password is the usual cause: clear it for the next try.
        helpers.setFieldValue('fundPassword', '', false);
      }
    },
  });
  const error = formik.submitCount > 0 ? formik.errors.fundPassword : undefined;
  const busy = formik.isSubmitting;
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => (event.open || busy ? undefined : onClose())}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={formik.handleSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('money.confirm.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>{t('money.confirm.intro', { total: formatAmount(quote.totalAmount), currency: quote.currencyId })}</Text>
                  <QuoteSummary quote={quote} />
                  {children}
                  <FormField label={t('money.field.fundPassword')} helperText={t('money.field.fundPasswordHelp')} errorText={error} required>
                    <Input
                      name="fundPassword"
                      type="password"
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={6}
                      value={formik.values.fundPassword}
                      onChange={formik.handleChange}
                      autoFocus
                    />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  {t('money.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy} disabled={busy} data-testid="confirm-order">
                  {t('money.confirm')}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('money.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
