import { useT } from '@mizani/i18n/react';
import { termsText } from '@mizani/i18n/pages/terms';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { LegalDocument, type LegalSection } from '../components/legal-document.tsx';
import { pageTextLoader } from '../../../lib/page-text.ts';

/** The date of the version below; change it with the text. */
export const TERMS_UPDATED = '2026-01-15';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'account',
    titleId: 'terms.account.title',
    items: ['terms.account.item1', 'terms.account.item2', 'terms.account.item3', 'terms.account.item4'],
  },
  { id: 'verification', titleId: 'terms.kyc.title', paragraphs: ['terms.kyc.p1'] },
  { id: 'payments', titleId: 'terms.payments.title', paragraphs: ['terms.payments.p1'] },
  { id: 'fees', titleId: 'terms.fees.title', paragraphs: ['terms.fees.p1'] },
  { id: 'limits', titleId: 'terms.limits.title', paragraphs: ['terms.limits.p1'] },
  { id: 'cancellations', titleId: 'terms.cancel.title', paragraphs: ['terms.cancel.p1'] },
  { id: 'disputes', titleId: 'terms.disputes.title', paragraphs: ['terms.disputes.p1'] },
  { id: 'suspension', titleId: 'terms.suspension.title', paragraphs: ['terms.suspension.p1'] },
  { id: 'liability', titleId: 'terms.liability.title', paragraphs: ['terms.liability.p1'] },
  { id: 'governing-law', titleId: 'terms.law.title', paragraphs: ['terms.law.p1'] },
  { id: 'changes', titleId: 'terms.changes.title', paragraphs: ['terms.changes.p1'] },
];

/** This page's own text comes with it (English) or loads before it draws (Chinese). */
export const loader = pageTextLoader(termsText);

export function TermsConditionsRoute() {
  const t = useT();
  useDocumentTitle(t('terms.documentTitle'));
  return <LegalDocument titleId="terms.title" leadId="terms.lead" updated={TERMS_UPDATED} sections={SECTIONS} />;
}
