import type { Plugin } from 'vite';

export function precompileMessages(): Plugin;
export const messageParserAlias: { find: RegExp; replacement: string };
