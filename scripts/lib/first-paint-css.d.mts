export declare function firstPaintCss(css: string): string;
export declare const CLOSED_MENU_CLASSES: readonly string[];
