import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { bodyMutation } from './body-mutation.ts';
import { queryKeys } from './keys.ts';

export type WebhookReplayVariables = BodyOf<'webhook.replayFailed'>;
export type WebhookReplayData = DataOf<'webhook.replayFailed'>;

/** Queues every failed notification since a time for delivery again (each keeps its `webhook-id`); the deliveries are read again. */
export const [webhookReplayMutation, useWebhookReplayMutation] = bodyMutation('webhook.replayFailed', [queryKeys.webhook.all]);
