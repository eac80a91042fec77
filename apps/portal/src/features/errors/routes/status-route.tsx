import { Button } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useT } from '@mizani/i18n/react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusPage } from '../../../components/status-page.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { paths } from '../../../paths.ts';

interface StatusText {
  documentTitle: MessageId;
  code: MessageId;
  title: MessageId;
  body: MessageId;
  /** Offer the login too: the user may be signed in as someone without the permission. */
  login: boolean;
}

const PAGES = {
  notFound: { documentTitle: 'notFound.documentTitle', code: 'notFound.code', title: 'notFound.title', body: 'notFound.body', login: false },
  noAccess: { documentTitle: 'noAccess.documentTitle', code: 'noAccess.code', title: 'noAccess.title', body: 'noAccess.body', login: true },
} as const satisfies Record<string, StatusText>;

/** A page that says why the screen asked for cannot be shown, with the way home (and to the login). */
export function StatusRoute({ page }: { page: keyof typeof PAGES }) {
  const t = useT();
  const text: StatusText = PAGES[page];
  useDocumentTitle(t(text.documentTitle));
  return (
    <StatusPage
      code={t(text.code)}
      title={t(text.title)}
      body={t(text.body)}
      actions={
        <>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.home.getHref()}>{t('notFound.backHome')}</RouterLink>
          </Button>
          {text.login ? (
            <Button asChild variant="outline">
              <RouterLink to={paths.login.getHref()}>{t('nav.login')}</RouterLink>
            </Button>
          ) : null}
        </>
      }
    />
  );
}
