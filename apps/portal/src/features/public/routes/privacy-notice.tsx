import { useT } from '@mizani/i18n/react';
import { privacyText } from '@mizani/i18n/pages/privacy';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { LegalDocument, type LegalSection } from '../components/legal-document.tsx';
import { pageTextLoader } from '../../../lib/page-text.ts';

/** The date of the version below; change it with the text. */
export const PRIVACY_NOTICE_UPDATED = '2026-01-15';

const SECTIONS: readonly LegalSection[] = [
  { id: 'controller', titleId: 'privacy.who.title', paragraphs: ['privacy.who.p1'] },
  {
    id: 'data-we-collect',
    titleId: 'privacy.collect.title',
    paragraphs: ['privacy.collect.p1'],
    items: ['privacy.collect.item1', 'privacy.collect.item2', 'privacy.collect.item3', 'privacy.collect.item4', 'privacy.collect.item5', 'privacy.collect.item6'],
  },
  {
    id: 'purposes',
    titleId: 'privacy.use.title',
    items: ['privacy.use.item1', 'privacy.use.item2', 'privacy.use.item3', 'privacy.use.item4', 'privacy.use.item5'],
  },
  {
    id: 'sharing',
    titleId: 'privacy.share.title',
    paragraphs: ['privacy.share.p1'],
    items: ['privacy.share.item1', 'privacy.share.item2', 'privacy.share.item3', 'privacy.share.item4'],
  },
  { id: 'transfers', titleId: 'privacy.transfer.title', paragraphs: ['privacy.transfer.p1'] },
  {
    id: 'retention',
    titleId: 'privacy.retention.title',
    items: ['privacy.retention.item1', 'privacy.retention.item2', 'privacy.retention.item3', 'privacy.retention.item4'],
  },
  {
    id: 'your-rights',
    titleId: 'privacy.rights.title',
    paragraphs: ['privacy.rights.p1'],
    items: ['privacy.rights.item1', 'privacy.rights.item2', 'privacy.rights.item3', 'privacy.rights.item4', 'privacy.rights.item5', 'privacy.rights.item6'],
    after: ['privacy.rights.p2'],
  },
  { id: 'security', titleId: 'privacy.security.title', paragraphs: ['privacy.security.p1'] },
  { id: 'children', titleId: 'privacy.children.title', paragraphs: ['privacy.children.p1'] },
  { id: 'contact', titleId: 'privacy.contact.title', paragraphs: ['privacy.contact.p1'] },
];

/** This page's own text comes with it (English) or loads before it draws (Chinese). */
export const loader = pageTextLoader(privacyText);

export function PrivacyNoticeRoute() {
  const t = useT();
  useDocumentTitle(t('privacy.documentTitle'));
  return <LegalDocument titleId="privacy.title" leadId="privacy.lead" updated={PRIVACY_NOTICE_UPDATED} sections={SECTIONS} />;
}
