export declare const chakraPureFunctions: string[];
