import { Link } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useHealthQuery, useUserInfoQuery } from '@mizani/sdk/query';
import { SandboxBanner as Banner } from '@mizani/ui';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../lib/api.ts';
import { env } from '../lib/env.ts';
import { paths } from '../paths.ts';

/** On a sandbox server: the banner, with the docs' quick start beside the outbox links. */
export function SandboxBanner() {
  const t = useT();
  const sandbox = useHealthQuery(api).data?.sandbox === true;
  const user = useUserInfoQuery(api, { enabled: sandbox }).data;
  if (!sandbox) return null;
  const quickStart = (
    <Link asChild color="orange.fg" textDecoration="underline">
      <RouterLink to={paths.docs.getHref('quick-start')}>{t('sandbox.banner.quickStart')}</RouterLink>
    </Link>
  );
  return <Banner user={user} apiBaseUrl={env.apiBaseUrl} extra={quickStart} />;
}
