import mdx from '@mdx-js/rollup';
import { messageParserAlias, precompileMessages } from '@mizani/i18n/build';
import { buildServerBundle, chakraPureFunctions, precompressBuild } from '@mizani/ui/build';
import react from '@vitejs/plugin-react';
import remarkGfm from 'remark-gfm';
import { defineConfig, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';

/** What the console's modules need transformed: MDX first, so its JSX goes through the React plugin like the rest of the app. */
const appPlugins = (): PluginOption[] => [{ enforce: 'pre', ...mdx({ remarkPlugins: [remarkGfm] }) }, react({ include: /\.(mdx|js|jsx|ts|tsx)$/ })];

/**
 * After the client build, the console's server bundle (src/server-render.ts, in dist/.server):
 * the API server draws a console page with the visitor's data with it (ADR 0010).
 */
function serverBundle(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mizani:console-server-bundle',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await buildServerBundle(config, appPlugins());
    },
  };
}

// The console is served under /homeApi/ on the portal's origin, next to the API under /api.
export default defineConfig({
  base: '/homeApi/',
  plugins: [...appPlugins(), precompileMessages(), precompressBuild(), serverBundle()],
  // Messages compiled at build time: the console ships no ICU parser (see @mizani/i18n/build).
  resolve: { alias: [messageParserAlias] },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:8080' },
  },
  preview: { port: 4174 },
  build: {
    target: 'es2022',
    manifest: true,
    rolldownOptions: { treeshake: { manualPureFunctions: chakraPureFunctions } },
  },
});
