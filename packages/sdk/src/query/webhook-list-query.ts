import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type WebhookListParams = BodyOf<'webhook.list'>;
export type WebhookListData = DataOf<'webhook.list'>;

export function fetchWebhookList(api: ApiClient, params: WebhookListParams): Promise<WebhookListData> {
  return api.call('webhook.list', { body: params }, READ);
}

export function webhookListQuery(api: ApiClient, params: WebhookListParams) {
  return queryOptions({ queryKey: queryKeys.webhook.list(params), queryFn: () => fetchWebhookList(api, params) });
}

export function useWebhookListQuery(api: ApiClient, params: WebhookListParams, options?: QueryExtras<WebhookListData>) {
  return useQuery({ ...webhookListQuery(api, params), ...options });
}
