import { Link } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { UserInfo } from '@mizani/sdk/contract';
import { useHealthQuery } from '@mizani/sdk/query';
import { SandboxBanner as Banner } from '@mizani/ui';
import { api } from '../lib/api.ts';
import { env } from '../lib/env.ts';
import { paths } from '../paths.ts';

/** On a sandbox server: the banner, with the API quick start (a page of the developer console, another app on this origin). */
export function SandboxBanner({ user }: { user: UserInfo | undefined }) {
  const t = useT();
  if (useHealthQuery(api).data?.sandbox !== true) return null;
  const quickStart = (
    <Link href={`${paths.developerConsole.getHref()}docs/quick-start`} color="orange.fg" textDecoration="underline">
      {t('sandbox.banner.quickStart')}
    </Link>
  );
  return <Banner user={user} apiBaseUrl={env.apiBaseUrl} extra={quickStart} />;
}
