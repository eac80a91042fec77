import { useT } from '@mizani/i18n/react';
import type { UserInfo } from '@mizani/sdk';
import { useResetFundPwdMutation } from '@mizani/sdk/query';
import { confirmPasswordSchema, fundPasswordSchema } from '@mizani/sdk/validation';
import { notify } from '@mizani/ui';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { Field } from '@mizani/ui/form';
import { api } from '../../../lib/api.ts';
import { AccountDialog } from './account-dialog.tsx';
import { LIVE_VALIDATION } from './form-helpers.ts';
import { SecretInput } from './secret-input.tsx';

interface Values {
  password: string;
  fundPassword: string;
  confirmFundPassword: string;
}

/** Set or reset the transaction password (exactly 6 digits), confirmed with the login password. */
export function FundPasswordDialog({ user, onClose }: { user: UserInfo; onClose: () => void }) {
  const t = useT();
  const save = useResetFundPwdMutation(api);
  const formik = useFormik<Values>({
    initialValues: { password: '', fundPassword: '', confirmFundPassword: '' },
    validationSchema: object({
      password: string().required(t('validation.required')),
      fundPassword: fundPasswordSchema(t),
      confirmFundPassword: confirmPasswordSchema(t, 'fundPassword'),
    }),
    ...LIVE_VALIDATION,
    onSubmit: async ({ password, fundPassword }) => {
      try {
        await save.mutateAsync({ password, fundPassword });
      } catch {
        return;
      }
      notify({ type: 'success', message: t('profile.done.fundPassword') });
      onClose();
    },
  });

  const digits = (name: 'fundPassword' | 'confirmFundPassword') => (
    <SecretInput
      name={name}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
    />
  );
  return (
    <AccountDialog
      title={t(user.fundPasswordFlag ? 'profile.action.resetFundPassword' : 'profile.action.setFundPassword')}
      onClose={onClose}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
    >
      <Field label={t('profile.form.loginPassword')} helperText={t('profile.form.loginPasswordHelp')} formik={formik} name="password" required>
        <SecretInput name="password" autoComplete="current-password" value={formik.values.password} onChange={formik.handleChange} onBlur={formik.handleBlur} />
      </Field>
      <Field label={t('profile.form.fundPassword')} helperText={t('profile.form.fundPasswordHelp')} formik={formik} name="fundPassword" required>
        {digits('fundPassword')}
      </Field>
      <Field label={t('profile.form.confirmFundPassword')} formik={formik} name="confirmFundPassword" required>
        {digits('confirmFundPassword')}
      </Field>
    </AccountDialog>
  );
}
