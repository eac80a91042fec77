import type { Plugin, PluginOption, ResolvedConfig } from 'vite';

export declare const chakraPureFunctions: string[];
export declare function chakraLazyGlobalCss(): Plugin;
export declare function precompressibleFiles(dir: string): string[];
export declare function precompressTree(dir: string): void;
export declare function precompressBuild(): Plugin;
export declare function buildServerBundle(config: ResolvedConfig, plugins: PluginOption[]): Promise<string>;
