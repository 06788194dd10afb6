/**
 * What a page's description promises in search results, its page offers: a description that says
 * "call" (the 404 pages' "call us for same-day appliance repair") has a call button in the page
 * itself, not only in the header. A description that promises booking has a booking link.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { distFile } from './dist-helpers';
import { manifest, htmlFileFor } from '../../core/urls/manifest';
import { business } from '../../core/facts/business-profile';

describe('every built page keeps its description’s promise', () => {
  for (const entry of manifest) {
    const description = entry.meta.description;
    const promisesCall = /\bcall\b/i.test(description);
    const promisesBooking = /\bbook(ing)? online\b/i.test(description);
    if (!promisesCall && !promisesBooking) continue;
    it(`${entry.path}: ${promisesCall ? 'a call button' : ''}${promisesCall && promisesBooking ? ' and ' : ''}${promisesBooking ? 'a booking link' : ''} in its main content`, () => {
      const main = parse(distFile(htmlFileFor(entry.path))).querySelector('main');
      expect(main, 'the page has a <main>').toBeTruthy();
      if (promisesCall) expect(main!.querySelector(`a[href="${business.telHref}"]`), description).toBeTruthy();
      if (promisesBooking) expect(main!.querySelector('a.btn--book'), description).toBeTruthy();
    });
  }
});
