interface LoadedQuery {
  isError: boolean;
  data: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The retry for queries that failed with nothing to show (a screen whose request failed must not
 * read as an empty list), or null when every one has something. Data kept from an earlier success
 * still shows, so only a query without data counts.
 */
export function retryOfFailed(queries: readonly LoadedQuery[]): (() => Promise<unknown>) | null {
  const failed = queries.filter((query) => query.isError && query.data === undefined);
  return failed.length > 0 ? () => Promise.all(failed.map((query) => query.refetch())) : null;
}
