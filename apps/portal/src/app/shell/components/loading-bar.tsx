import { Box } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useIsFetching } from '@tanstack/react-query';
import { AnimatePresence, m, useReducedMotion, type Transition } from 'framer-motion';
import { useNavigation } from 'react-router-dom';
import { ProgressTrack } from '../../../components/navigation-progress.tsx';

const SLIDE: Transition = { duration: 1.2, ease: 'easeInOut', repeat: Infinity };

/** A thin bar at the top while a screen loads or data is fetched; deliberately no spinner (spec section 9). */
export function LoadingBar() {
  const t = useT();
  const navigation = useNavigation();
  const fetching = useIsFetching();
  // Sliding is movement: with reduced motion the bar fills the line and only fades.
  const still = useReducedMotion() ?? false;
  const busy = navigation.state !== 'idle' || fetching > 0;
  return (
    <AnimatePresence>
      {busy ? (
        <ProgressTrack key="loading" asChild role="progressbar" aria-label={t('shell.loading')} data-testid="loading-bar">
          <m.div initial={{ opacity: 0 }} animate={{ opacity: 1 }} exit={{ opacity: 0 }} transition={{ duration: 0.2 }}>
            <Box asChild height="full" width={still ? 'full' : '40%'} bg="brand.solid">
              {still ? <div /> : <m.div initial={{ x: '-100%' }} animate={{ x: ['-100%', '250%'] }} transition={SLIDE} />}
            </Box>
          </m.div>
        </ProgressTrack>
      ) : null}
    </AnimatePresence>
  );
}
