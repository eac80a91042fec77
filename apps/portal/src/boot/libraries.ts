// Step 1 of the start (see main.tsx): the libraries, evaluated before the style system is built.
// Re-exported so the bundler keeps them in this step.
export { version } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router-dom';
