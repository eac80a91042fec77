import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { OPENING_HOURS, type Office } from '../company.ts';

/** One office: where it is, its phone and its opening hours. */
export function OfficeCard({ office, headingLevel = 'h3' }: { office: Office; headingLevel?: 'h2' | 'h3' }) {
  const t = useT();
  const headingId = `office-${office.id}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" p={{ base: '5', md: '6' }} borderWidth="1px" borderRadius="xl" bg="bg">
      <Heading as={headingLevel} id={headingId} size="lg">
        {t(office.nameId)}
      </Heading>
      <Stack as="dl" gap="3" fontSize="sm">
        <Box>
          <Text as="dt" fontWeight="semibold">
            {t('office.address')}
          </Text>
          <Box as="dd" color="fg.muted">
            <Box as="address" fontStyle="normal">
              {office.addressLines.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </Box>
          </Box>
        </Box>
        <Box>
          <Text as="dt" fontWeight="semibold">
            {t('office.phone')}
          </Text>
          <Box as="dd">
            <Link href={office.phoneHref} color="brand.fg">
              {office.phone}
            </Link>
          </Box>
        </Box>
        <Box>
          <Text as="dt" fontWeight="semibold">
            {t('office.hours')}
          </Text>
          <Box as="dd" color="fg.muted">
            {OPENING_HOURS.map((id) => (
              <Text key={id}>{t(id)}</Text>
            ))}
          </Box>
        </Box>
      </Stack>
    </Stack>
  );
}
