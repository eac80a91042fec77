import { TEMP_URL_TTL_SECONDS } from '@mizani/sdk';
import { queryKeys } from '@mizani/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

// A link is asked for again a minute before it stops working, so an image shown later still loads.
const FRESH_MS = (TEMP_URL_TTL_SECONDS - 60) * 1000;

/**
 * A short-lived URL (`/user/getTempUrl`) for reading back an uploaded file, e.g. as an image
 * source. Failures stay quiet: the caller shows its fallback (initials, a plain link) instead.
 */
export function useTempUrl(fileId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.user.tempUrl(fileId ?? ''),
    queryFn: () => api.user.getTempUrl(fileId as string, { silent: true }),
    enabled: Boolean(fileId),
    staleTime: FRESH_MS,
    gcTime: FRESH_MS,
    select: (data) => data.url,
  });
}
