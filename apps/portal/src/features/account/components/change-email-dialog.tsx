import { Input } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { UserInfo } from '@mizani/sdk';
import { useChangeEmailMutation } from '@mizani/sdk/query';
import { newEmailSchema } from '@mizani/sdk/validation';
import { notify } from '@mizani/ui';
import { useFormik } from 'formik';
import { object } from 'yup';
import { Field, trimmingBlur } from '@mizani/ui/form';
import { api } from '../../../lib/api.ts';
import { AccountDialog } from './account-dialog.tsx';
import { checkOnItsOwn, codeSchema, LIVE_VALIDATION } from './form-helpers.ts';
import { CodeField } from './send-code-button.tsx';

interface Values {
  email: string;
  code: string;
}

/** Change (or add) the email address: a code goes to the new address, which must differ from the old one. */
export function ChangeEmailDialog({ user, onClose }: { user: UserInfo; onClose: () => void }) {
  const t = useT();
  const change = useChangeEmailMutation(api);
  const schema = object({
    email: newEmailSchema(t, user.email),
    code: codeSchema(t),
  });

  const formik = useFormik<Values>({
    initialValues: { email: '', code: '' },
    validationSchema: schema,
    ...LIVE_VALIDATION,
    onSubmit: async (values) => {
      try {
        await change.mutateAsync({ email: values.email.trim(), code: values.code.trim() });
      } catch {
        return;
      }
      notify({ type: 'success', message: t('profile.done.email') });
      onClose();
    },
  });

  const sendCode = async (): Promise<boolean> => {
    // Only the address is checked here: the code is not asked for yet.
    if (!(await checkOnItsOwn(formik, schema, 'email'))) return false;
    const email = formik.values.email.trim();
    try {
      await api.common.sendMailCode({ email, scene: 'changeEmail' });
    } catch {
      return false;
    }
    notify({ type: 'info', message: t('profile.form.codeSent', { address: email }) });
    return true;
  };

  return (
    <AccountDialog
      title={t(user.email ? 'profile.action.changeEmail' : 'profile.action.addEmail')}
      onClose={onClose}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
    >
      <Field
        label={t('profile.form.newEmail')}
        helperText={user.email ? t('profile.form.current', { value: user.email }) : undefined}
        formik={formik}
        name="email"
        required
      >
        <Input {...formik.getFieldProps('email')} type="email" autoComplete="email" onBlur={trimmingBlur(formik)} />
      </Field>
      <CodeField formik={formik} send={sendCode} />
    </AccountDialog>
  );
}
