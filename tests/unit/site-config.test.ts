import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../core/config/load-site-config';

describe('build configuration from the environment', () => {
  it('uses fictional defaults that pass validation', () => {
    const config = loadSiteConfig({});
    expect(config.SITE_URL).toMatch(/^https:\/\//);
    expect(config.PHONE).toMatch(/^\+1415/);
  });

  it.each([
    ['SITE_URL', 'http://localhost:3000', 'SITE_URL'],
    ['SITE_URL', 'https://example.com/', 'SITE_URL'],
    ['PHONE', '415-555-0142', 'PHONE'],
    ['BOOKING_URL', 'not a url', 'BOOKING_URL'],
    ['SAME_DAY_CUTOFF', '14:00', 'SAME_DAY_CUTOFF'],
    ['OFFER_VALID_UNTIL', '2026-31-12', 'OFFER_VALID_UNTIL'],
    ['OFFER_VALID_UNTIL', '2026-02-30', 'OFFER_VALID_UNTIL'],
  ])('rejects %s=%s naming the variable', (key, value, named) => {
    expect(() => loadSiteConfig({ [key]: value })).toThrow(
      new RegExp(`\n {2}environment: ${named}: .*must.*\\(is ${JSON.stringify(value).replace(/[./]/g, '\\$&')}\\)`),
    );
  });

  it('reports every bad variable at once, one line each in the words of every configuration error', () => {
    expect(() => loadSiteConfig({ PHONE: 'x', BOOKING_URL: 'y' })).toThrow(
      [
        'Invalid site configuration in environment:',
        '  environment: PHONE: must be E.164 like +14155550142 (is "x")',
        '  environment: BOOKING_URL: must be an absolute URL (is "y")',
      ].join('\n'),
    );
  });
});
