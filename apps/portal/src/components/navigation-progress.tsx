import { Box, type BoxProps } from '@chakra-ui/react';
import { useNavigation } from 'react-router-dom';

/** The 3 px line across the top of the window that the portal's progress bars draw in. */
export function ProgressTrack(props: BoxProps) {
  return <Box position="fixed" top="0" insetX="0" height="3px" zIndex="toast" overflow="hidden" {...props} />;
}

/**
 * A thin bar at the top while a public route loads; deliberately no spinner. Plain CSS: the
 * public pages' first load carries no animation library (the signed-in frame's bar moves with
 * framer-motion, see app/shell/components/loading-bar.tsx).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <ProgressTrack role="presentation">
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
    </ProgressTrack>
  );
}
