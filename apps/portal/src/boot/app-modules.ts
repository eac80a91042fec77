// Step 4 of the start (see main.tsx): the app's own modules (providers, the public routes and the
// layout), evaluated in a task of their own before boot.tsx creates the router and hydrates.
export { AppProviders } from '../app/providers.tsx';
export { createPublicRoutes } from '../app/public-routes.tsx';
