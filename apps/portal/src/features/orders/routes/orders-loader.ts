import type { Scope } from '@mizani/sdk';
import { channelsQuery, orderListQuery, userInfoQuery } from '@mizani/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queriesLoader, waitAtMost } from '../../../lib/route-data.ts';
import { filterChannelLists, firstPage } from '../components/order-filter.ts';

/**
 * A transactions screen's route loader: its first page goes out with the session check. The
 * channel filter's lists need the user's country, so they go out as soon as the session check has
 * it, and the first paint waits for them a moment (waitAtMost): arriving during the sliced first render,
 * they made React draw the whole page again in one synchronous task (docs/performance.md, signed-in pages).
 */
export const ordersLoader = (queryClient: QueryClient, scope: Scope) =>
  queriesLoader(queryClient, (client) => {
    const lists = client
      .ensureQueryData(userInfoQuery(api))
      .then(({ countryId }) => (countryId === null ? undefined : Promise.all(filterChannelLists(countryId, scope).map((body) => client.prefetchQuery(channelsQuery(api, body))))))
      // A dead session is the guard's to handle; a missing list leaves the filter with fewer options.
      .catch(() => undefined);
    return [client.ensureQueryData(orderListQuery(api, firstPage(scope))), waitAtMost(lists)];
  });
