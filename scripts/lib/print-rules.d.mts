export declare function withoutPrintRules(css: string): string;
