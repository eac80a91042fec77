import { Input } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { UserInfo } from '@mizani/sdk';
import { useChangePhoneMutation } from '@mizani/sdk/query';
import { newPhoneSchema } from '@mizani/sdk/validation';
import { notify } from '@mizani/ui';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { Field, Select, trimmingBlur } from '@mizani/ui/form';
import { useCountryOptions } from '../../../hooks/use-country-options.ts';
import { api } from '../../../lib/api.ts';
import { formatPhone } from '../../../lib/user-display.ts';
import { AccountDialog } from './account-dialog.tsx';
import { checkOnItsOwn, codeSchema, LIVE_VALIDATION } from './form-helpers.ts';
import { CodeField } from './send-code-button.tsx';

interface Values {
  countryId: string;
  phone: string;
  code: string;
}

export const PHONE_PATTERN = /^\d{6,15}$/;

/** Change (or add) the phone number: a code goes to the new number, which must differ from the old one. */
export function ChangePhoneDialog({ user, onClose }: { user: UserInfo; onClose: () => void }) {
  const t = useT();
  const countryOptions = useCountryOptions({ withDialCode: true });
  const change = useChangePhoneMutation(api);

  const phoneRule = (countryId: string) =>
    // The same digits in another country are another number.
    newPhoneSchema(t, Number(countryId) === user.countryId ? user.phone : null).matches(PHONE_PATTERN, t('profile.form.phoneFormat'));
  const schema = object({
    countryId: string().required(t('validation.required')),
    phone: string().when('countryId', ([countryId]: string[]) => phoneRule(countryId ?? '')),
    code: codeSchema(t),
  });

  const formik = useFormik<Values>({
    initialValues: { countryId: String(user.countryId ?? 254), phone: '', code: '' },
    validationSchema: schema,
    ...LIVE_VALIDATION,
    onSubmit: async (values) => {
      try {
        await change.mutateAsync({ countryId: Number(values.countryId), phone: values.phone.trim(), code: values.code.trim() });
      } catch {
        return;
      }
      notify({ type: 'success', message: t('profile.done.phone') });
      onClose();
    },
  });

  const sendCode = async (): Promise<boolean> => {
    // Only the address is checked here: the code is not asked for yet.
    if (!(await checkOnItsOwn(formik, schema, 'phone'))) return false;
    const { countryId, phone } = formik.values;
    try {
      await api.common.sendCode({ countryId: Number(countryId), phone: phone.trim(), scene: 'changePhone' });
    } catch {
      return false;
    }
    notify({ type: 'info', message: t('profile.form.codeSent', { address: formatPhone(Number(countryId), phone.trim()) ?? phone }) });
    return true;
  };

  const current = formatPhone(user.countryId, user.phone);
  return (
    <AccountDialog
      title={t(user.phone ? 'profile.action.changePhone' : 'profile.action.addPhone')}
      onClose={onClose}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
    >
      <Field label={t('profile.form.country')} required>
        <Select name="countryId" value={formik.values.countryId} onChange={formik.handleChange} options={countryOptions} />
      </Field>
      <Field
        label={t('profile.form.newPhone')}
        helperText={current ? t('profile.form.current', { value: current }) : t('profile.form.phoneHelp')}
        formik={formik}
        name="phone"
        required
      >
        <Input {...formik.getFieldProps('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" onBlur={trimmingBlur(formik)} />
      </Field>
      <CodeField formik={formik} send={sendCode} />
    </AccountDialog>
  );
}
