/**
 * The trust facts an owner configures (docs/facts.md "Credentials", docs/editing-content.md
 * "Trust details"): the credentials (BHGS_REGISTRATION, CSLB_LICENSE, INSURED, BONDED) and each
 * review platform's profile URL show only when set, and a platform's home page is refused.
 */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { credentialsSentence, credentialsText, epa608Sentence } from '../../core/facts/business-profile';
import { credentialNodes } from '../../src/seo/jsonld';
import { reviewPlatformSchema } from '../../model/schemas';
import { PlatformCard } from '../../src/components/sections/home/ReviewPlatformsCarousel';
import { LeaveReviewBand } from '../../src/components/sections/reviews/LeaveReviewBand';

describe('credentials from the configuration', () => {
  const none = { bhgs: '', cslb: '', insured: false, bonded: false, epa608: false };
  it('claims nothing when nothing is configured', () => {
    expect(credentialsText(none)).toBe('');
    expect(credentialsSentence(none)).toBeNull();
    expect(credentialNodes(none)).toEqual({});
  });
  it('says only what is configured: insured alone is "insured", never "bonded" or "licensed"', () => {
    expect(credentialsSentence({ ...none, insured: true })).toBe('Insured.');
    expect(credentialsText({ ...none, bonded: true })).toBe('bonded');
  });
  it('names the Bureau and the number, then the CSLB licence, then insurance and bond', () => {
    expect(credentialsSentence({ bhgs: 'A12345', cslb: '1012345', insured: true, bonded: true, epa608: false })).toBe(
      'Registered with the California Bureau of Household Goods and Services, No. A12345; California contractor’s license No. 1012345 (Contractors State License Board); insured and bonded.',
    );
  });
  it('puts each number in the structured data as a credential recognised by its authority', () => {
    const { hasCredential } = credentialNodes({ ...none, bhgs: 'A12345', cslb: '1012345' }) as {
      hasCredential: { identifier: string; credentialCategory: string; recognizedBy: { name: string } }[];
    };
    expect(hasCredential.map((c) => [c.credentialCategory, c.identifier, c.recognizedBy.name])).toEqual([
      ['registration', 'A12345', 'California Bureau of Household Goods and Services'],
      ['license', '1012345', 'California Contractors State License Board'],
    ]);
  });
});

describe('EPA Section 608 certification (EPA_608_CERTIFIED)', () => {
  const none = { bhgs: '', cslb: '', insured: false, bonded: false, epa608: false };
  it('is claimed nowhere when not configured: no sentence, no credential, no structured data', () => {
    expect(epa608Sentence(none)).toBe('');
    expect(credentialsText({ ...none, insured: true })).toBe('insured');
    expect(credentialNodes(none)).toEqual({});
  });
  it('when configured, closes the credentials statement and the sealed-system sentence, and goes in hasCredential', () => {
    const epa = { ...none, bhgs: 'A12345', epa608: true };
    expect(credentialsSentence(epa)).toBe(
      'Registered with the California Bureau of Household Goods and Services, No. A12345; EPA Section 608-certified technicians.',
    );
    expect(epa608Sentence(epa)).toMatch(/^Our technicians hold EPA Section 608 certification/);
    const { hasCredential } = credentialNodes(epa) as {
      hasCredential: { identifier?: string; credentialCategory: string; recognizedBy: { name: string } }[];
    };
    expect(hasCredential.map((c) => [c.credentialCategory, c.identifier, c.recognizedBy.name])).toEqual([
      ['registration', 'A12345', 'California Bureau of Household Goods and Services'],
      ['certification', undefined, 'U.S. Environmental Protection Agency'],
    ]);
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

describe('the band that closes /reviews', () => {
  const yelp = { platform: 'Yelp', rating: 5, reviewCount: 3, profileUrl: '' };
  const band = (profileUrl: string) =>
    renderToStaticMarkup(
      createElement(LeaveReviewBand, { platforms: [yelp, { ...yelp, platform: 'Google', profileUrl }] }),
    );
  it('asks for a review only where one can be left: a button per configured profile, no Book or Call', () => {
    const html = band('https://g.page/r/bayside-family-appliance-repair/review');
    expect(html).toContain('Had a repair with us?');
    expect(html).toMatch(
      /<a class="btn btn--call" href="https:\/\/g\.page\/r\/bayside-family-appliance-repair\/review" target="_blank"[^>]*>Review us on Google/,
    );
    expect(html).not.toContain('Review us on Yelp');
    expect(html).not.toMatch(/href="tel:/);
  });
  it('with no profile configured it does not ask, and offers the repair instead', () => {
    const html = band('');
    expect(html).not.toContain('Had a repair with us?');
    expect(html).toMatch(/href="tel:/);
  });
});
