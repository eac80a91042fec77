import mdx from '@mdx-js/rollup';
import { messageParserAlias, precompileMessages } from '@mizani/i18n/build';
import { csvBrowserAlias, precompressBuild, startupChunk, uiTreeshake } from '@mizani/ui/build';
import react from '@vitejs/plugin-react';
import remarkGfm from 'remark-gfm';
import { defineConfig } from 'vite';

// The console is a single-page app under /homeApi/: dist/index.html is the page for every path
// there, whichever static server (or the API server) hands it out.
export default defineConfig({
  base: '/homeApi/',
  // MDX first, so the docs' JSX goes through the React plugin like the rest of the app.
  plugins: [{ enforce: 'pre', ...mdx({ remarkPlugins: [remarkGfm] }) }, react({ include: /\.(mdx|js|jsx|ts|tsx)$/ }), precompileMessages(), precompressBuild()],
  // Messages compiled at build time: the console ships no ICU parser (see @mizani/i18n/build).
  resolve: { alias: [messageParserAlias, csvBrowserAlias] },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:8080' },
  },
  preview: { port: 4174 },
  build: {
    target: 'es2022',
    manifest: true,
    rolldownOptions: { treeshake: uiTreeshake, output: { codeSplitting: startupChunk() } },
  },
});
