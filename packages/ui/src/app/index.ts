export { AppProviders, type AppProvidersProps } from './app-providers.tsx';
export { BaseAppProviders, type BaseAppProvidersProps } from './base-providers.tsx';
export { createQueryClient } from './query-client.ts';
export { currentTranslator, holdApiNavigation, navigateFromApi, setApiNavigator, setApiTranslator } from './api-bridge.ts';
