import { AppProviders as SharedAppProviders, type AppProvidersProps } from '@mizani/ui/app';

/** The app's root providers: the shared ones (language, Chakra, query client, toaster) with this app's notification label. */
export function AppProviders(props: Omit<AppProvidersProps, 'closeLabelId'>) {
  return <SharedAppProviders closeLabelId="portal.closeNotification" {...props} />;
}
