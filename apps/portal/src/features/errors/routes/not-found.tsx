import { Button } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusPage } from '../../../components/status-page.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { paths } from '../../../paths.ts';

export function NotFoundRoute() {
  const t = useT();
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <StatusPage
      code={t('notFound.code')}
      title={t('notFound.title')}
      body={t('notFound.body')}
      actions={
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.home.getHref()}>{t('notFound.backHome')}</RouterLink>
        </Button>
      }
    />
  );
}
