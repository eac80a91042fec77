export { AppProviders, type AppProvidersProps } from './app-providers.tsx';
export { createQueryClient } from './query-client.ts';
export { currentTranslator, holdApiNavigation, navigateFromApi, setApiNavigator, setApiTranslator } from './api-bridge.ts';
