import { Button } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusPage } from '../../../components/status-page.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { paths } from '../../../paths.ts';

/** /401: reached when a signed-in user opens a screen their permissions do not include. */
export function NoAccessRoute() {
  const t = useT();
  useDocumentTitle(t('noAccess.documentTitle'));
  return (
    <StatusPage
      code={t('noAccess.code')}
      title={t('noAccess.title')}
      body={t('noAccess.body')}
      actions={
        <>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.home.getHref()}>{t('notFound.backHome')}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.login.getHref()}>{t('nav.login')}</RouterLink>
          </Button>
        </>
      }
    />
  );
}
