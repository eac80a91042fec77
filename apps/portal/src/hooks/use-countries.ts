import type { Country } from '@mizani/sdk';
import { useLocale } from '@mizani/i18n/react';
import { useCountryListQuery } from '@mizani/sdk/query';
import { useCallback, useMemo } from 'react';
import { api } from '../lib/api.ts';

/** The country list (`/common/country`) and a way to name a country in the language on screen. */
export function useCountries() {
  const { locale } = useLocale();
  const query = useCountryListQuery(api);
  const countries: Country[] = useMemo(() => query.data ?? [], [query.data]);
  const nameOf = useCallback(
    (id: number | null | undefined, fallback?: string | null): string | undefined => {
      const country = countries.find((candidate) => candidate.id === id);
      if (!country) return fallback ?? undefined;
      return locale === 'zh' ? country.nameZh : country.name;
    },
    [countries, locale],
  );
  return { countries, nameOf, isLoading: query.isLoading };
}
