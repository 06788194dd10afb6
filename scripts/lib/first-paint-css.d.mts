import Beasties from 'beasties';

export declare function firstPaintCss(css: string): string;
export declare const CLOSED_MENU_CLASSES: readonly string[];
export declare const FIRST_SCREEN_CHILDREN: number;
export declare const ALWAYS_INLINED: readonly string[];
export declare function fixedSelectors(css: string): string[];
/** The first screen's elements of an htmlparser2 document (as Beasties parses it); null for a page without <main>. */
export declare function firstScreen(document: unknown, fixed?: readonly string[]): Set<unknown> | null;
export declare function firstScreenMatcher(
  document: unknown,
  fixed?: readonly string[],
): { exists(selector: string): boolean };
export declare function withoutUnreadCustomProperties(css: string, pageText?: string): string;
export declare class FirstScreenBeasties extends Beasties {}
