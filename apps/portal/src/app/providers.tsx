import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider, useLocale, useT } from '@mizani/i18n/react';
import type { Locale } from '@mizani/i18n';
import { Toaster, UiProvider } from '@mizani/ui';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { setApiTranslator } from '../lib/api-bridge.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** Keeps the API client's messages in the language on screen. */
function ApiLocaleBridge() {
  const { t } = useLocale();
  useLayoutEffect(() => setApiTranslator(t), [t]);
  return null;
}

function PortalToaster() {
  const t = useT();
  return <Toaster closeLabel={t('portal.closeNotification')} />;
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
          <PortalToaster />
        </QueryClientProvider>
      </UiProvider>
    </I18nProvider>
  );
}
