import { useT } from '@mizani/i18n/react';
import type { SelectOption } from '@mizani/ui/form';
import { useMemo } from 'react';
import { useCountries } from './use-countries.ts';

/** The countries as the choices of a select, each named in the language on screen; `withDialCode` adds its code, e.g. "Kenya (+254)". */
export function useCountryOptions({ withDialCode = false }: { withDialCode?: boolean } = {}): SelectOption[] {
  const t = useT();
  const { countries, nameOf } = useCountries();
  return useMemo(
    () =>
      countries.map((country) => {
        const name = nameOf(country.id) ?? country.name;
        return { value: String(country.id), label: withDialCode ? t('country.withDialCode', { country: name, dialCode: country.id }) : name };
      }),
    [countries, nameOf, withDialCode, t],
  );
}
