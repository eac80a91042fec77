import type { MessageId } from '@mizani/i18n';
import { I18nProvider, useLocale, useT, type I18nProviderProps } from '@mizani/i18n/react';
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

/** The language props are I18nProvider's: the portal draws its public pages from the public catalogue. */
export interface BaseAppProvidersProps extends Omit<I18nProviderProps, 'children'> {
  children: ReactNode;
  /** The app's own label for closing a notification. */
  closeLabelId: MessageId;
}

/** Language, Chakra system, the API client's language bridge and the toaster: the portal's root (no query client). */
export function BaseAppProviders({ children, closeLabelId, ...language }: BaseAppProvidersProps) {
  return (
    <I18nProvider {...language}>
      <UiProvider>
        <ApiLocaleBridge />
        {children}
        <AppToaster closeLabelId={closeLabelId} />
      </UiProvider>
    </I18nProvider>
  );
}
