// Step 2 of the start (see main.tsx): Emotion and Chakra's style engine (one chunk, see
// vite.config.ts), evaluated in a task of their own so that building the style system (step 3)
// is not added to it. Re-exported so the bundler keeps them in this step.
export { CacheProvider } from '@emotion/react';
