import { chakraPureFunctions } from '@mizani/ui/build';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The portal owns the origin's root; the API server answers under /api on the same origin.
export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    rolldownOptions: { treeshake: { manualPureFunctions: chakraPureFunctions } },
  },
});
