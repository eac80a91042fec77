import { mutationOptions, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import type { EndpointName } from '../contract/endpoints.ts';

/**
 * A mutation that sends its variables as the body of one contract call and, once it succeeds,
 * marks the cached data it changed as stale. Gives the options (for a test or a loader's client)
 * and the hook, as every `*-mutation.ts` file exports them. `callOptions` go with every call.
 */
export function bodyMutation<N extends EndpointName>(name: N, stale: readonly QueryKey[], callOptions?: CallOptions) {
  const options = (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (variables: BodyOf<N>): Promise<DataOf<N>> => (callOptions ? api.call(name, { body: variables }, callOptions) : api.call(name, { body: variables })),
      onSuccess: async () => {
        await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    });
  const useIt = (api: ApiClient) => useMutation(options(api, useQueryClient()));
  return [options, useIt] as const;
}
