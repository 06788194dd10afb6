/**
 * The trust facts an owner configures in content/ (docs/editing-content.md "Trust details"):
 * the contractor registration number and each review platform's profile URL
 * show only when set, and a platform's home page is refused.
 */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { licenceText } from '../../core/facts/business-profile';
import { reviewPlatformSchema } from '../../model/schemas';
import { PlatformCard } from '../../src/components/sections/home/ReviewsCarousel';

describe('contractor registration', () => {
  const authority = 'California Bureau of Household Goods and Services';
  it('is not shown when the number is empty', () => {
    expect(licenceText({ authority, number: '' })).toBeNull();
    expect(licenceText({ authority, number: '   ' })).toBeNull();
  });
  it('names the authority and the number when set', () => {
    expect(licenceText({ authority, number: 'A 12345' })).toBe(`${authority} registration no. A 12345`);
  });
});

describe('review platform profile URLs', () => {
  const card = (profileUrl: string) =>
    renderToStaticMarkup(
      createElement(PlatformCard, { platform: { platform: 'Yelp', rating: 5, reviewCount: 3, profileUrl } }),
    );
  it('an empty URL shows the platform and its count with no link', () => {
    const html = card('');
    expect(html).toContain('from 3 reviews');
    expect(html).not.toMatch(/<a\s/);
  });
  it('a set URL links the business profile in a new tab', () => {
    expect(card('https://www.yelp.com/biz/bayside-family-appliance-repair')).toMatch(
      /<a href="https:\/\/www\.yelp\.com\/biz\/bayside-family-appliance-repair" target="_blank"/,
    );
  });
  it('the content check refuses a platform home page and plain http', () => {
    const parse = (profileUrl: string) =>
      reviewPlatformSchema.safeParse({ platform: 'Yelp', rating: 5, reviewCount: 3, profileUrl }).success;
    expect(parse('')).toBe(true);
    expect(parse('https://www.yelp.com/biz/x')).toBe(true);
    expect(parse('https://www.yelp.com')).toBe(false);
    expect(parse('https://www.google.com/')).toBe(false);
    expect(parse('http://www.yelp.com/biz/x')).toBe(false);
  });
});
