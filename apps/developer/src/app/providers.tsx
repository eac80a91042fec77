import type { Locale } from '@mizani/i18n';
import { I18nProvider, useLocale, useT } from '@mizani/i18n/react';
import { Toaster, UiProvider } from '@mizani/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { setApiTranslator } from '../lib/api-bridge.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** Keeps the API client's messages in the language on screen. */
function ApiLocaleBridge() {
  const { t } = useLocale();
  useLayoutEffect(() => setApiTranslator(t), [t]);
  return null;
}

function ConsoleToaster() {
  const t = useT();
  return <Toaster closeLabel={t('api.closeNotification')} />;
}

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (and locale) so nothing leaks between them. */
  queryClient?: QueryClient;
  initialLocale?: Locale;
}

export function AppProviders({ children, queryClient, initialLocale }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nProvider initialLocale={initialLocale}>
      <UiProvider>
        <QueryClientProvider client={client}>
          <ApiLocaleBridge />
          {children}
          <ConsoleToaster />
        </QueryClientProvider>
      </UiProvider>
    </I18nProvider>
  );
}
