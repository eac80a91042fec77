import { StatusRoute } from './status-route.tsx';

export function NotFoundRoute() {
  return <StatusRoute page="notFound" />;
}
