import type { Plugin } from 'vite';

export declare const chakraPureFunctions: string[];
export declare function chakraLazyGlobalCss(): Plugin;
export declare const PRECOMPRESSED: RegExp;
export declare const PRECOMPRESS_MIN_BYTES: number;
export declare function precompressTree(dir: string): void;
export declare function precompressBuild(): Plugin;
