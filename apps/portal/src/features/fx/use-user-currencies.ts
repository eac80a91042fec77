import { hasToken } from '@mizani/sdk';
import { useAssetsQuery, useCountryListQuery } from '@mizani/sdk/query';
import { useMemo } from 'react';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { api } from '../../lib/api.ts';
import { userCurrencies } from './wallets.ts';

/** The currencies the signed-in user deals in (the country's first), and the wallets behind them. */
export function useUserCurrencies() {
  const user = useCurrentUser();
  const assets = useAssetsQuery(api, { enabled: hasToken() });
  const countries = useCountryListQuery(api);
  const countryCurrency = countries.data?.find((country) => country.id === user?.countryId)?.currencyId;
  const currencies = useMemo(() => userCurrencies(user, assets.data, countryCurrency), [user, assets.data, countryCurrency]);
  return { currencies, countryCurrency, assets, loading: assets.isPending };
}
