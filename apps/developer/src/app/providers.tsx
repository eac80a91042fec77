import { AppProviders as SharedAppProviders, type AppProvidersProps } from '@mizani/ui/app';

/** The app's root providers: the shared ones with this app's notification label. */
export function AppProviders(props: Omit<AppProvidersProps, 'closeLabelId'>) {
  return <SharedAppProviders closeLabelId="api.closeNotification" {...props} />;
}
