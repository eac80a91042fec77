import { Box, Flex } from '@chakra-ui/react';
import { ChatLink } from '@mizani/ui';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { env } from '../lib/env.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header/site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * Every page load starts with the location key 'default', so keyed by it alone a page opened by
 * address would take the scroll position of whatever page was last open in the tab.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

/**
 * Frame of every public page: skip link, header, the page, footer, and the chat link. On a
 * prerendered page React hydrates each <Suspense> part after the rest, in short tasks that let the
 * browser answer in between; a press inside one hydrates that part first.
 */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <NavigationProgress />
      <Suspense>
        <SiteHeader />
      </Suspense>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <Suspense>
        <SiteFooter />
        <ChatLink href={env.chatUrl} />
      </Suspense>
      <ScrollRestoration getKey={scrollKey} />
    </Flex>
  );
}
