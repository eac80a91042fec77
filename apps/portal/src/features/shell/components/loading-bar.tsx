import { Box } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useIsFetching } from '@tanstack/react-query';
import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while a screen loads or data is fetched; deliberately no spinner (spec section 9). */
export function LoadingBar() {
  const t = useT();
  const navigation = useNavigation();
  const fetching = useIsFetching();
  if (navigation.state === 'idle' && fetching === 0) return null;
  return (
    <Box
      position="fixed"
      top="0"
      insetX="0"
      height="3px"
      zIndex="toast"
      overflow="hidden"
      role="progressbar"
      aria-label={t('shell.loading')}
      data-testid="loading-bar"
    >
      <Box
        height="full"
        width="40%"
        bg="brand.solid"
        animation="shell-progress 1.2s ease-in-out infinite"
        css={{
          '@keyframes shell-progress': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}
