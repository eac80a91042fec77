import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type WebhookResendData = DataOf<'webhook.resend'>;

/** Queues a notification for delivery again at once (same `webhook-id`); the deliveries are read again. */
export function webhookResendMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (id: string): Promise<WebhookResendData> => api.call('webhook.resend', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhook.all }),
  });
}

export function useWebhookResendMutation(api: ApiClient) {
  return useMutation(webhookResendMutation(api, useQueryClient()));
}
