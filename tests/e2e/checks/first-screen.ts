/**
 * The first viewport of a page with JavaScript off, once with the inlined rules alone (the full
 * stylesheet refused) and once with the full stylesheet: every box and computed style that shows.
 * Used by the template tour (one page a template, fast tier) and tests/e2e/first-screen.full.spec.ts
 * (the first and last page of every template, full tier).
 */
import { expect, type Browser } from '@playwright/test';

const STYLESHEET = /\/assets\/style-[\w-]+\.css$/;

interface Box {
  tag: string;
  rect: number[];
  style: Record<string, string> | null;
}

/** Every element of <body> in document order: its box, and its computed style (and its pseudo-elements') when it shows in the viewport. */
function snapshot(): { boxes: Box[]; overflow: number } {
  const style = (el: Element, pseudo?: string) => {
    const computed = getComputedStyle(el, pseudo);
    const out: Record<string, string> = {};
    // Custom properties are left out: the inlined CSS declares only those it reads; what they change shows in the rest.
    for (const name of computed)
      if (!name.startsWith('--')) out[`${pseudo ?? ''}${name}`] = computed.getPropertyValue(name);
    return out;
  };
  const boxes = [...document.body.querySelectorAll('*')].map((el) => {
    const r = el.getBoundingClientRect();
    const shown =
      el.checkVisibility() &&
      (r.width > 0 || r.height > 0) &&
      r.bottom > 0 &&
      r.top < innerHeight &&
      r.right > 0 &&
      r.left < innerWidth;
    const pseudos = shown
      ? ['::before', '::after'].filter((p) => !['none', 'normal'].includes(getComputedStyle(el, p).content))
      : [];
    return {
      tag: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`,
      rect: [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10),
      style: shown ? Object.assign(style(el), ...pseudos.map((p) => style(el, p))) : null,
    };
  });
  return { boxes, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
}

export async function firstViewport(
  browser: Browser,
  baseURL: string,
  path: string,
  viewport: { width: number; height: number },
  inlinedOnly: boolean,
) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL });
  try {
    if (inlinedOnly) await context.route(STYLESHEET, (route) => route.abort());
    const page = await context.newPage();
    const sheet = inlinedOnly ? null : page.waitForResponse(STYLESHEET);
    await page.goto(path, { waitUntil: 'load' });
    if (sheet) expect((await sheet).ok()).toBe(true);
    return await page.evaluate(snapshot);
  } finally {
    await context.close();
  }
}

/** What differs in the first viewport between the two renderings. */
export function differences(inlined: Box[], full: Box[], viewportHeight: number): string[] {
  if (inlined.length !== full.length) return [`${inlined.length} elements against ${full.length}`];
  const found: string[] = [];
  full.forEach((b, i) => {
    const a = inlined[i]!;
    if (!a.style && !b.style) return;
    const [ax, ay, aw, ah] = a.rect as [number, number, number, number];
    const [bx, by, bw, bh] = b.rect as [number, number, number, number];
    // An element running past the bottom of the viewport (main, #root) may end elsewhere: only where it shows counts.
    const bottomShows = Math.min(ay + ah, by + bh) < viewportHeight;
    if (ax !== bx || ay !== by || aw !== bw || (bottomShows && ah !== bh))
      found.push(`${b.tag} moves: [${a.rect}] → [${b.rect}]`);
    if (!a.style || !b.style) return found.push(`${b.tag} shows in one rendering only`);
    const ignored = bottomShows ? null : /^(block-size|height|perspective-origin|transform-origin)$/;
    const changed = Object.keys(b.style).filter((name) => a.style![name] !== b.style![name] && !ignored?.test(name));
    if (changed.length)
      found.push(
        `${b.tag}: ${changed
          .slice(0, 4)
          .map((name) => `${name} ${a.style![name]} → ${b.style![name]}`)
          .join('; ')}${changed.length > 4 ? ` (+${changed.length - 4})` : ''}`,
      );
  });
  return found;
}
