import { Input, Stack, Tabs } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { useFieldText } from '../hooks/use-form-text.ts';
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
  const { errorOf, trimmedBlur } = useFieldText(formik);

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
          <FormField label={t('login.country')} required>
            <CountrySelect name="countryId" value={formik.values.countryId} onChange={formik.handleChange} onBlur={formik.handleBlur} />
          </FormField>
          <FormField label={t('login.phone')} helperText={t('login.phoneHelp')} errorText={errorOf('phone')} required>
            <Input
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="username"
              value={formik.values.phone}
              onChange={formik.handleChange}
              onBlur={trimmedBlur}
            />
          </FormField>
          {formik.values.method === 'phone' ? children : null}
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="email" pt="5">
        <Stack gap="4">
          <FormField label={t('login.email')} errorText={errorOf('email')} required>
            <Input
              name="email"
              type="email"
              autoComplete="username"
              value={formik.values.email}
              onChange={formik.handleChange}
              onBlur={trimmedBlur}
            />
          </FormField>
          {formik.values.method === 'email' ? children : null}
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}
