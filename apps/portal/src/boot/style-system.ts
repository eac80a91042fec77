// Step 3 of the start (see main.tsx): building the style system is the largest single piece of
// start-up work, so it runs in a task of its own. Re-exported so the bundler keeps it in this step.
export { system } from '@mizani/ui/system';
