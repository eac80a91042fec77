import { isOutsidePortal } from '../paths.ts';

interface Navigable {
  navigate: (to: string) => unknown;
}

/**
 * Navigation for code outside React (the API client): portal paths go through the router,
 * the developer console is another app and needs a full page load.
 */
export function createAppNavigator(router: Navigable, assign: (href: string) => void = (href) => window.location.assign(href)) {
  return (path: string): void => {
    if (isOutsidePortal(path)) assign(path);
    else void router.navigate(path);
  };
}
