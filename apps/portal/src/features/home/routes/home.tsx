import { useT } from '@mizani/i18n/react';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { ClosingCta } from '../components/closing-cta.tsx';
import { Hero } from '../components/hero.tsx';
import { Services } from '../components/services.tsx';
import { Steps } from '../components/steps.tsx';

export function HomeRoute() {
  const t = useT();
  useDocumentTitle(t('home.documentTitle'));
  return (
    <>
      <Hero />
      <Services />
      <Steps />
      <ClosingCta />
    </>
  );
}
