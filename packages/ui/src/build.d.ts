import type { Plugin, Rolldown } from 'vite';

export declare const uiTreeshake: { manualPureFunctions: string[]; moduleSideEffects: (id: string) => false | undefined };
export declare function precompressibleFiles(dir: string): string[];
export declare function precompressTree(dir: string): void;
export declare function precompressBuild(): Plugin;
export declare const csvBrowserAlias: { find: RegExp; replacement: string };
export declare function startupChunk(): Rolldown.CodeSplittingOptions;
