import { Input, Stack, Tabs } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { Field, trimmingBlur } from '@mizani/ui/form';
import type { IdentityMethod, IdentityValues } from '../identity.ts';
import { CountrySelect } from './country-select.tsx';

interface IdentityFieldsProps<Values extends IdentityValues> {
  formik: FormikProps<Values>;
  /** Accessible name of the phone/email choice, e.g. 'Login method'. */
  methodLabel: string;
  /** Shown under the tabs, inside the chosen method's panel (the code field, for instance). */
  children?: ReactNode;
}

/**
 * Phone (country and national number) or email, as two tabs. The address field is what password
 * managers store as the user name, so it says so.
 */
export function IdentityFields<Values extends IdentityValues>({ formik, methodLabel, children }: IdentityFieldsProps<Values>) {
  const t = useT();
  const trimmedBlur = trimmingBlur(formik);

  const switchMethod = (method: IdentityMethod) => {
    void formik.setFieldValue('method', method, false);
    // Errors of the other method's fields no longer apply.
    formik.setErrors({});
    void formik.setTouched({}, false);
  };

  return (
    <Tabs.Root value={formik.values.method} onValueChange={(e) => switchMethod(e.value as IdentityMethod)} variant="enclosed" fitted>
      <Tabs.List aria-label={methodLabel}>
        <Tabs.Trigger value="phone">{t('login.method.phone')}</Tabs.Trigger>
        <Tabs.Trigger value="email">{t('login.method.email')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="phone" pt="5">
        <Stack gap="4">
          <Field label={t('login.country')} required>
            <CountrySelect {...formik.getFieldProps('countryId')} />
          </Field>
          <Field label={t('login.phone')} helperText={t('login.phoneHelp')} formik={formik} name="phone" required>
            <Input
              type="tel"
              inputMode="numeric"
              autoComplete="username"
              {...formik.getFieldProps('phone')}
              onBlur={trimmedBlur}
            />
          </Field>
          {formik.values.method === 'phone' ? children : null}
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="email" pt="5">
        <Stack gap="4">
          <Field label={t('login.email')} formik={formik} name="email" required>
            <Input
              type="email"
              autoComplete="username"
              {...formik.getFieldProps('email')}
              onBlur={trimmedBlur}
            />
          </Field>
          {formik.values.method === 'email' ? children : null}
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}
