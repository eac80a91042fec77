import { Button, Input, NativeSelect, Stack, Tabs } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useT } from '@mizani/i18n/react';
import { useFormik } from 'formik';
import type { FocusEvent } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { LOGIN_COUNTRY_IDS, type LoginCountryId, type LoginMethod, type LoginRequest } from '../login-request.ts';
import { PasswordInput } from './password-input.tsx';

interface LoginValues {
  method: LoginMethod;
  countryId: LoginCountryId;
  phone: string;
  email: string;
  password: string;
}

type LoginErrors = Partial<Record<keyof LoginValues, MessageId>>;

// A light check so obvious slips are caught before a round trip; the server has the last word.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (values.method === 'phone') {
    const phone = values.phone.trim();
    if (!phone) errors.phone = 'validation.required';
    else if (!/^\d{6,15}$/.test(phone)) errors.phone = 'login.phoneFormat';
  } else {
    const email = values.email.trim();
    if (!email) errors.email = 'validation.required';
    else if (!EMAIL_SHAPE.test(email)) errors.email = 'validation.emailFormat';
  }
  // Signing in checks an existing password, so only presence is required here; the 6-12 rule
  // applies when a password is chosen.
  if (!values.password) errors.password = 'validation.required';
  return errors;
}

export function toLoginRequest(values: LoginValues): LoginRequest {
  return values.method === 'phone'
    ? { method: 'phone', body: { countryId: Number(values.countryId), phone: values.phone.trim(), password: values.password } }
    : { method: 'email', body: { email: values.email.trim(), password: values.password } };
}

interface LoginFormProps {
  defaultCountryId?: LoginCountryId;
  onSubmit: (request: LoginRequest) => Promise<void>;
}

export function LoginForm({ defaultCountryId = '254', onSubmit }: LoginFormProps) {
  const t = useT();
  const formik = useFormik<LoginValues>({
    initialValues: { method: 'phone', countryId: defaultCountryId, phone: '', email: '', password: '' },
    validate,
    validateOnChange: false,
    onSubmit: (values) => onSubmit(toLoginRequest(values)),
  });

  const errorOf = (field: keyof LoginValues) => {
    const id = formik.touched[field] ? (formik.errors[field] as MessageId | undefined) : undefined;
    return id ? t(id) : undefined;
  };
  // Spec section 5: trimmed inputs drop surrounding spaces when focus leaves them.
  const trimOnBlur = (event: FocusEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    if (value !== value.trim()) void formik.setFieldValue(name, value.trim(), false);
    formik.handleBlur(event);
  };
  const countryLabel = (id: LoginCountryId) =>
    t('country.withDialCode', { country: t(id === '254' ? 'country.ke' : 'country.tz'), dialCode: id });

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="5">
        <Tabs.Root
          value={formik.values.method}
          onValueChange={(e) => {
            void formik.setFieldValue('method', e.value as LoginMethod, false);
            formik.setErrors({});
          }}
          variant="enclosed"
          fitted
        >
          <Tabs.List aria-label={t('login.method')}>
            <Tabs.Trigger value="phone">{t('login.method.phone')}</Tabs.Trigger>
            <Tabs.Trigger value="email">{t('login.method.email')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="phone" pt="5">
            <Stack gap="4">
              <FormField label={t('login.country')} required>
                <NativeSelect.Root>
                  <NativeSelect.Field name="countryId" value={formik.values.countryId} onChange={formik.handleChange}>
                    {LOGIN_COUNTRY_IDS.map((id) => (
                      <option key={id} value={id}>
                        {countryLabel(id)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={t('login.phone')} helperText={t('login.phoneHelp')} errorText={errorOf('phone')} required>
                <Input
                  name="phone"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  value={formik.values.phone}
                  onChange={formik.handleChange}
                  onBlur={trimOnBlur}
                />
              </FormField>
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="email" pt="5">
            <FormField label={t('login.email')} errorText={errorOf('email')} required>
              <Input
                name="email"
                type="email"
                autoComplete="email"
                value={formik.values.email}
                onChange={formik.handleChange}
                onBlur={trimOnBlur}
              />
            </FormField>
          </Tabs.Content>
        </Tabs.Root>
        <FormField label={t('login.password')} errorText={errorOf('password')} required>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={formik.isSubmitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
