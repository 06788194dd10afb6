/** The part of an element vite-react-ssg uses. */
export interface LightElement {
  setAttribute(name: string, value: string): void;
  querySelector(selector: string): LightElement | null;
  appendChild(child: LightElement): LightElement;
}

/** The part of jsdom's JSDOM vite-react-ssg uses. */
export declare class JSDOM {
  constructor(markup: string);
  window: {
    document: {
      head: LightElement;
      createElement(tag: string): LightElement;
      querySelector(selector: string): never;
    };
  };
  serialize(): string;
}
