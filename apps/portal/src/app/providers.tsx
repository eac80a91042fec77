import { AppProviders as SharedAppProviders, type AppProvidersProps } from '@mizani/ui/app';

/** The shared providers with a query client and this app's notification label, for tests that draw a component outside the route tree. */
export function AppProviders(props: Omit<AppProvidersProps, 'closeLabelId'>) {
  return <SharedAppProviders closeLabelId="portal.closeNotification" {...props} />;
}
