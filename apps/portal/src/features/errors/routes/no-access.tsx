import { StatusRoute } from './status-route.tsx';

/** /401: reached when a signed-in user opens a screen their permissions do not include. */
export function NoAccessRoute() {
  return <StatusRoute page="noAccess" />;
}
