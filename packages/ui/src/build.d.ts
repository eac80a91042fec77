import type { Plugin, Rolldown } from 'vite';

export declare const chakraPureFunctions: string[];
export declare function precompressibleFiles(dir: string): string[];
export declare function precompressTree(dir: string): void;
export declare function precompressBuild(): Plugin;
export declare const csvBrowserAlias: { find: RegExp; replacement: string };
export declare function startupChunk(): Rolldown.CodeSplittingOptions;
