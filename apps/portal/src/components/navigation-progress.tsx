import { Box } from '@chakra-ui/react';
import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while a route loads; deliberately no spinner. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box position="fixed" top="0" insetX="0" height="3px" zIndex="toast" overflow="hidden" role="presentation">
      <Box
        height="full"
        width="40%"
        bg="brand.solid"
        animation="progress-slide 1.2s ease-in-out infinite"
        css={{
          '@keyframes progress-slide': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}
