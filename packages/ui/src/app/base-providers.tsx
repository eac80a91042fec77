import type { CataloguePart, Locale, MessageId } from '@mizani/i18n';
import { I18nProvider, useLocale, useT } from '@mizani/i18n/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { Toaster } from '../notify.tsx';
import { UiProvider } from '../provider.tsx';
import { setApiTranslator } from './api-bridge.ts';

/** Keeps the API client's messages in the language on screen. */
function ApiLocaleBridge() {
  const { t } = useLocale();
  useLayoutEffect(() => setApiTranslator(t), [t]);
  return null;
}

function AppToaster({ closeLabelId }: { closeLabelId: MessageId }) {
  const t = useT();
  return <Toaster closeLabel={t(closeLabelId)} />;
}

export interface BaseAppProvidersProps {
  children: ReactNode;
  /** The app's own label for closing a notification. */
  closeLabelId: MessageId;
  initialLocale?: Locale;
  /** See I18nProvider: the portal draws its public pages from the public catalogue; the default is all of it. */
  catalogue?: CataloguePart;
}

/** Language, Chakra system, the API client's language bridge and the toaster: the portal's root (no query client). */
export function BaseAppProviders({ children, closeLabelId, initialLocale, catalogue }: BaseAppProvidersProps) {
  return (
    <I18nProvider initialLocale={initialLocale} catalogue={catalogue}>
      <UiProvider>
        <ApiLocaleBridge />
        {children}
        <AppToaster closeLabelId={closeLabelId} />
      </UiProvider>
    </I18nProvider>
  );
}
