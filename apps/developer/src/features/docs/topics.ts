import type { Locale, MessageId } from '@mizani/i18n';
import type { MDXContent } from 'mdx/types';

/** The docs' pages in reading order: the quick start, the spec's five topics, then what every integration needs. */
export const DOC_TOPICS = [
  'quick-start',
  'authentication',
  'pay-in',
  'pay-out',
  'check-status',
  'status-notification',
  'balance-inquiry',
  'fees-and-limits',
  'errors',
  'idempotency',
  'sandbox',
] as const;
export type DocTopic = (typeof DOC_TOPICS)[number];

export const TOPIC_TITLES: Record<DocTopic, MessageId> = {
  'quick-start': 'api.docs.topic.quickStart',
  authentication: 'api.docs.topic.authentication',
  'pay-in': 'api.docs.topic.payIn',
  'pay-out': 'api.docs.topic.payOut',
  'check-status': 'api.docs.topic.checkStatus',
  'status-notification': 'api.docs.topic.statusNotification',
  'balance-inquiry': 'api.docs.topic.balanceInquiry',
  'fees-and-limits': 'api.docs.topic.feesAndLimits',
  errors: 'api.docs.topic.errors',
  idempotency: 'api.docs.topic.idempotency',
  sandbox: 'api.docs.topic.sandbox',
};

export function isDocTopic(value: string | undefined): value is DocTopic {
  return (DOC_TOPICS as readonly string[]).includes(value ?? '');
}

// Each page is its own chunk: a reader downloads the topic and language they open.
const pages = import.meta.glob<{ default: MDXContent }>('./content/*/*.mdx');

/** The page of `topic` in `locale`; English when that language has no page for it. */
export async function loadTopic(topic: DocTopic, locale: Locale): Promise<MDXContent> {
  const load = pages[`./content/${locale}/${topic}.mdx`] ?? pages[`./content/en/${topic}.mdx`];
  if (!load) throw new Error(`No docs page for ${topic}`);
  return (await load()).default;
}
