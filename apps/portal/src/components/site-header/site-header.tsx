import { Box, Button, Container, Flex, HStack, Link } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { HeaderChatLink, LanguageMenu } from '@mizani/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useSignedInUser } from '../../hooks/use-signed-in-user.ts';
import { env } from '../../lib/env.ts';
import { displayNameOf } from '../../lib/user-display.ts';
import { paths } from '../../paths.ts';
import { BrandLogo } from '../brand-logo.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { UserMenu } from './user-menu.tsx';

/** The public header of spec section 2; signed in, a user menu takes the place of Sign up and Login. */
export function SiteHeader() {
  const t = useT();
  const user = useSignedInUser();
  const name = user ? displayNameOf(user) : null;
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/95" backdropFilter="blur(8px)" borderBottomWidth="1px">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex h="16" align="center" gap={{ base: '2', md: '4' }}>
          <Link asChild aria-label={t('nav.homeLink')} textDecoration="none" _hover={{ textDecoration: 'none' }} flexShrink="0">
            <RouterLink to={paths.home.getHref()}>
              <BrandLogo />
            </RouterLink>
          </Link>
          <Box flex="1" display="flex" justifyContent="center">
            <DesktopNav />
          </Box>
          <HStack gap="2" hideBelow="lg">
            <LanguageMenu />
            {name !== null ? (
              <UserMenu name={name} />
            ) : (
              <>
                <Button asChild variant="outline" size="sm">
                  <RouterLink to={paths.register.getHref()}>{t('nav.signUp')}</RouterLink>
                </Button>
                <Button asChild colorPalette="brand" size="sm">
                  <RouterLink to={paths.login.getHref()}>{t('nav.login')}</RouterLink>
                </Button>
              </>
            )}
          </HStack>
          <HeaderChatLink href={env.chatUrl} />
          <MobileNav name={name} />
        </Flex>
      </Container>
    </Box>
  );
}
