import type { Plugin } from 'vite';

export declare const chakraPureFunctions: string[];
export declare function chakraLazyGlobalCss(): Plugin;
