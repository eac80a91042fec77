import { useT } from '@mizani/i18n/react';
import { SkipLink as SharedSkipLink } from '@mizani/ui';

export const MAIN_CONTENT_ID = 'main-content';

/** The portal's skip link to its main content. */
export function SkipLink() {
  const t = useT();
  return <SharedSkipLink targetId={MAIN_CONTENT_ID} label={t('nav.skipToContent')} />;
}
