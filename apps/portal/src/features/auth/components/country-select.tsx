import type { MessageId } from '@mizani/i18n';
import { useLocale, useT } from '@mizani/i18n/react';
import { Select } from '@mizani/ui/form';
import type { ChangeEvent, FocusEvent } from 'react';
import { useCountries } from '../../../hooks/use-countries.ts';

// Names of the countries with a public login page, for the moment before the list arrives.
const KNOWN: Record<string, MessageId> = { '254': 'country.ke', '255': 'country.tz' };

interface CountrySelectProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
}

/** The countries of `/common/country`, each with its dialling code, in the user's language. */
export function CountrySelect({ name, value, onChange, onBlur }: CountrySelectProps) {
  const t = useT();
  const { locale } = useLocale();
  const { countries } = useCountries();

  const options = countries.map((country) => ({
    value: String(country.id),
    label: t('country.withDialCode', { country: locale === 'zh' ? country.nameZh : country.name, dialCode: String(country.id) }),
  }));
  // Until the list arrives (or if it cannot), the chosen country still shows and can be submitted.
  if (!options.some((option) => option.value === value)) {
    const known = KNOWN[value];
    options.unshift({ value, label: known ? t('country.withDialCode', { country: t(known), dialCode: value }) : `+${value}` });
  }

  return <Select name={name} value={value} onChange={onChange} onBlur={onBlur} options={options} />;
}
