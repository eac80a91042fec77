import { Button } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { StatusPage } from './status-page.tsx';

/**
 * Error boundary of the router. A route whose code fails to load (typically after a new release
 * replaced the chunk files) recovers with a reload, so that is the one action offered.
 */
export function RouteError({ notFound }: { notFound: ReactNode }) {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <>{notFound}</>;
  if (import.meta.env.DEV) console.error(error);
  return (
    <StatusPage
      title={t('routeError.title')}
      body={t('routeError.body')}
      actions={
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
    />
  );
}
