import { Box, Flex } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { NavigationProgress } from './navigation-progress.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header/site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** Frame of every public page: skip link, header, the page, footer. */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Flex>
  );
}
