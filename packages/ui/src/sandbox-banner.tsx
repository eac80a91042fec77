import { Flex, Link, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { sandboxOutboxLinks } from '@mizani/sdk/query';
import type { ReactNode } from 'react';

export interface SandboxBannerProps {
  /** The signed-in user, whose own phone and email the outbox links are for. */
  user: { phone: string | null; countryId: number | null; email: string | null } | undefined;
  /** Where the app calls the API (the outbox is under it). */
  apiBaseUrl: string;
  /** A further link, e.g. the docs' quick start, as the app routes to it. */
  extra?: ReactNode;
}

/**
 * A strip above a signed-in page of a sandbox server, the same in both apps: it says this is the
 * sandbox and links the sandbox outbox of the user's own phone and email. The app draws it only
 * when the server says it runs in sandbox mode.
 */
export function SandboxBanner({ user, apiBaseUrl, extra }: SandboxBannerProps) {
  const t = useT();
  const links = user ? sandboxOutboxLinks(user, apiBaseUrl) : [];
  return (
    <Flex
      role="note"
      data-testid="sandbox-banner"
      gap={{ base: '1', md: '3' }}
      px={{ base: '4', md: '8' }}
      py="2"
      bg="orange.subtle"
      color="orange.fg"
      fontSize="sm"
      wrap="wrap"
      align="baseline"
      borderBottomWidth="1px"
      borderColor="orange.muted"
    >
      <Text fontWeight="medium">{t('sandbox.banner.text')}</Text>
      {links.map(({ address, href }) => (
        <Link key={href} href={href} target="_blank" rel="noreferrer" color="orange.fg" textDecoration="underline" overflowWrap="anywhere">
          {t('sandbox.banner.outbox', { address })}
        </Link>
      ))}
      {extra}
      {/* The outbox answers callers on the server's own machine only (unless opened by its operator). */}
      <Text color="fg.muted">{t('sandbox.banner.local')}</Text>
    </Flex>
  );
}
