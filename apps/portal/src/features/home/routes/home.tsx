import { homeText } from '@mizani/i18n/pages/home';
import { useT } from '@mizani/i18n/react';
import { Suspense } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { pageTextLoader } from '../../../lib/page-text.ts';
import { ClosingCta } from '../components/closing-cta.tsx';
import { Hero } from '../components/hero.tsx';
import { Services } from '../components/services.tsx';
import { Steps } from '../components/steps.tsx';

/** The page's own text comes with it (English) or loads before it draws (Chinese). */
export const loader = pageTextLoader(homeText);

export function HomeRoute() {
  const t = useT();
  useDocumentTitle(t('home.documentTitle'));
  return (
    <>
      <Hero />
      {/* Below the fold: hydrated after the hero, in its own short tasks (public-layout.tsx). */}
      <Suspense>
        <Services />
        <Steps />
        <ClosingCta />
      </Suspense>
    </>
  );
}
