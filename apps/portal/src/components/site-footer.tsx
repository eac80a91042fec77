import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { CHAT_LINK_CLEARANCE } from '@mizani/ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../paths.ts';

export function SiteFooter() {
  const t = useT();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} pt="8" pb={CHAT_LINK_CLEARANCE}>
        <Flex direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ md: 'center' }}>
          <Text fontSize="sm" color="fg.muted">
            {t('footer.rights', { year: String(new Date().getFullYear()) })}
          </Text>
          <HStack as="nav" aria-label={t('footer.legal')} gap="6" fontSize="sm">
            <Link asChild color="fg.muted">
              <RouterLink to={paths.privacyNotice.getHref()}>{t('footer.privacy')}</RouterLink>
            </Link>
            <Link asChild color="fg.muted">
              <RouterLink to={paths.termsConditions.getHref()}>{t('footer.terms')}</RouterLink>
            </Link>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
