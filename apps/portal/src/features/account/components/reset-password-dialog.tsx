import { useT } from '@mizani/i18n/react';
import { useMutation } from '@tanstack/react-query';
import { confirmPasswordSchema, newPasswordSchema } from '@mizani/sdk/validation';
import { notify } from '@mizani/ui';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { Field } from '@mizani/ui/form';
import { api } from '../../../lib/api.ts';
import { AccountDialog } from './account-dialog.tsx';
import { LIVE_VALIDATION } from './form-helpers.ts';
import { SecretInput } from './secret-input.tsx';

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** Reset the login password: the current one, a new one (6-12 characters, not the old one) twice. */
export function ResetPasswordDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const reset = useMutation({ mutationFn: (body: { oldPassword: string; password: string }) => api.user.resetPwd(body) });
  const formik = useFormik<Values>({
    initialValues: { oldPassword: '', password: '', confirmPassword: '' },
    validationSchema: object({
      oldPassword: string().required(t('validation.required')),
      password: newPasswordSchema(t, 'oldPassword'),
      confirmPassword: confirmPasswordSchema(t, 'password'),
    }),
    ...LIVE_VALIDATION,
    onSubmit: async ({ oldPassword, password }) => {
      try {
        await reset.mutateAsync({ oldPassword, password });
      } catch {
        return;
      }
      notify({ type: 'success', message: t('profile.done.password') });
      onClose();
    },
  });

  const input = (name: keyof Values, autoComplete: string) => (
    <SecretInput name={name} autoComplete={autoComplete} value={formik.values[name]} onChange={formik.handleChange} onBlur={formik.handleBlur} />
  );
  return (
    <AccountDialog title={t('profile.action.resetPassword')} onClose={onClose} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting}>
      <Field label={t('profile.form.oldPassword')} formik={formik} name="oldPassword" required>
        {input('oldPassword', 'current-password')}
      </Field>
      <Field label={t('profile.form.newPassword')} helperText={t('validation.passwordHelp')} formik={formik} name="password" required>
        {input('password', 'new-password')}
      </Field>
      <Field label={t('profile.form.confirmPassword')} formik={formik} name="confirmPassword" required>
        {input('confirmPassword', 'new-password')}
      </Field>
    </AccountDialog>
  );
}
