import { domAnimation } from 'framer-motion';

// Animations, exits and gestures, without drag or layout animation: nothing on screen needs those.
// Loaded by components/motion.tsx once a motion root mounts, so it never rides with a page's first script.
export default domAnimation;
