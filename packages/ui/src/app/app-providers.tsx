import type { CataloguePart, Locale, MessageId } from '@mizani/i18n';
import { I18nProvider, useLocale, useT } from '@mizani/i18n/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Toaster } from '../notify.tsx';
import { UiProvider } from '../provider.tsx';
import { setApiTranslator } from './api-bridge.ts';
import { createQueryClient } from './query-client.ts';

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

export interface AppProvidersProps {
  children: ReactNode;
  /** The app's own label for closing a notification. */
  closeLabelId: MessageId;
  initialLocale?: Locale;
  /** See I18nProvider: the portal draws its public pages from the public catalogue; the default is all of it. */
  catalogue?: CataloguePart;
  /** main.tsx shares its client with the route loaders; tests pass their own so nothing leaks between them. */
  queryClient?: QueryClient;
}

/** Language, Chakra system, query client, the API client's language bridge and the toaster: both apps' root. */
export function AppProviders({ children, closeLabelId, initialLocale, catalogue, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nProvider initialLocale={initialLocale} catalogue={catalogue}>
      <UiProvider>
        <ApiLocaleBridge />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
        <AppToaster closeLabelId={closeLabelId} />
      </UiProvider>
    </I18nProvider>
  );
}
