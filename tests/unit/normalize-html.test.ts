import { describe, expect, it } from 'vitest';
import { hoistImagePreloads } from '../../scripts/lib/normalize-html';

const page = (head: string, root: string) =>
  `<html><head><title>t</title>\n${head}</head><body><div id="root" data-server-rendered="true">${root}</div></body></html>`;
const logo = '<link rel="preload" as="image" href="/icons/icon.svg">';
const hero = '<link rel="preload" as="image" href="/images/hero.svg">';

describe('hoistImagePreloads', () => {
  it("moves React's image preloads from the top of #root into <head>", () => {
    const out = hoistImagePreloads(page('', `${logo}${hero}<a href="#main">Skip</a>`));
    expect(out).toBe(page(`${logo}\n${hero}\n`, '<a href="#main">Skip</a>'));
  });

  it('does not repeat a preload the head already has', () => {
    expect(hoistImagePreloads(page(`${logo}\n`, `${logo}<p>x</p>`))).toBe(page(`${logo}\n`, '<p>x</p>'));
  });

  it('leaves preloads that are not at the top of #root, and pages without #root, alone', () => {
    const inside = page('', `<p>x</p>${logo}`);
    expect(hoistImagePreloads(inside)).toBe(inside);
    expect(hoistImagePreloads('<html><head></head><body></body></html>')).toBe(
      '<html><head></head><body></body></html>',
    );
  });
});
