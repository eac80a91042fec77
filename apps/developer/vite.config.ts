import { chakraPureFunctions } from '@mizani/ui/build';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console is served under /homeApi/ on the portal's origin, next to the API under /api.
export default defineConfig({
  base: '/homeApi/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:8080' },
  },
  preview: { port: 4174 },
  build: {
    target: 'es2022',
    rolldownOptions: { treeshake: { manualPureFunctions: chakraPureFunctions } },
  },
});
