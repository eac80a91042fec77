import { Center, Spinner } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';

/** Shown while the first route's code arrives. */
export function PageLoader() {
  const t = useT();
  return (
    <Center minH="60vh">
      <Spinner size="lg" color="brand.solid" aria-label={t('portal.loading')} />
    </Center>
  );
}
