import { Box, Button, Container, Flex, HStack, Link } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { LanguageMenu } from '@mizani/ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../paths.ts';
import { BrandLogo } from '../brand-logo.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileNav } from './mobile-nav.tsx';

/** The public header of spec section 2. */
export function SiteHeader() {
  const t = useT();
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/95" backdropFilter="blur(8px)" borderBottomWidth="1px">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex h="16" align="center" gap="4">
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
            <Button asChild variant="outline" size="sm">
              <RouterLink to={paths.register.getHref()}>{t('nav.signUp')}</RouterLink>
            </Button>
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to={paths.login.getHref()}>{t('nav.login')}</RouterLink>
            </Button>
          </HStack>
          <MobileNav />
        </Flex>
      </Container>
    </Box>
  );
}
