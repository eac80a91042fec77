import { Box } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';

/**
 * Shown while the first page's code and the session check arrive: the same thin bar as later
 * navigations, and no spinner (spec section 9).
 */
export function PageLoader() {
  const t = useT();
  return (
    <Box position="fixed" top="0" insetX="0" height="3px" zIndex="toast" overflow="hidden" role="progressbar" aria-label={t('portal.loading')}>
      <Box
        height="full"
        width="40%"
        bg="brand.solid"
        animation="page-loader-slide 1.2s ease-in-out infinite"
        css={{
          '@keyframes page-loader-slide': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}
