export declare function firstPaintCss(css: string): string;
