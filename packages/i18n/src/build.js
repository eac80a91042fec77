// Build-time helper for the apps' vite.config.ts (plain JavaScript: Vite loads config imports
// from workspace packages without compiling TypeScript).
import { parse } from '@formatjs/icu-messageformat-parser';

const NAMESPACE_FILE = /[\\/]packages[\\/]i18n[\\/]src[\\/]messages[\\/](en|zh)[\\/][^\\/]+\.ts$/;

/**
 * Compiles every catalogue namespace's ICU messages to react-intl's AST at build time, so the
 * browser needs no message parser: the parser (about 12 KB gzip) leaves the first bundle and no
 * message is parsed on a phone at start. Pair it with `messageParserAlias` in `resolve.alias`.
 */
export function precompileMessages() {
  return {
    name: 'mizani:precompile-messages',
    apply: 'build',
    async transform(code, id) {
      if (!NAMESPACE_FILE.test(id.split('?')[0] ?? '')) return null;
      // The namespace files hold plain object literals with type-only imports, already stripped
      // here, so the module evaluates on its own.
      const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
      const out = [];
      for (const [name, value] of Object.entries(module)) {
        if (!value || typeof value !== 'object') {
          out.push(`export const ${name} = ${JSON.stringify(value)};`);
          continue;
        }
        const compiled = {};
        for (const [key, message] of Object.entries(value)) {
          if (typeof message !== 'string') throw new Error(`${id}: message '${key}' is not a string`);
          compiled[key] = parse(message);
        }
        out.push(`export const ${name} = ${JSON.stringify(compiled)};`);
      }
      return { code: out.join('\n'), map: null };
    },
  };
}

/** `resolve.alias` entry that swaps the ICU parser for its parse-less build (see precompileMessages). */
export const messageParserAlias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
