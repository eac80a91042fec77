/**
 * What a hook's caller may add to the SDK's query options. Kept to plain values so a hook's key
 * and fetcher cannot be overridden; for anything else (`select`...), spread the `...Query(api)`
 * options into `useQuery` directly.
 */
export interface QueryExtras<TData> {
  enabled?: boolean;
  staleTime?: number;
  gcTime?: number;
  refetchInterval?: number | false;
  refetchOnWindowFocus?: boolean;
  retry?: boolean | number;
  /** e.g. `keepPreviousData`, so a list keeps its rows while the next page loads. */
  placeholderData?: TData | ((previous: TData | undefined) => TData | undefined);
}
