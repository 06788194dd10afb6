/**
 * The audit's own html-validate rule for the <dl> content model (site/dl-content):
 * the shapes the W3C Nu validator rejects and html-validate's standard preset lets
 * through, and the two valid shapes the site uses.
 */
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { htmlValidateConfig } from '../rules/html/config.mjs';

const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig));
const messages = async (body: string) => {
  const report = await validator.validateString(
    `<!doctype html><html lang="en"><head><title>Hours</title></head><body>${body}</body></html>`,
    'page.html',
  );
  return report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
};

describe('site/dl-content', () => {
  it('rejects a <dl> mixing <div>-wrapped and bare <dt>/<dd> groups (the contact page hours, once)', async () => {
    const mixed = '<dl><div><dt>Monday–Friday</dt><dd>7:00 AM–7:00 PM</dd></div><dt>Sunday</dt><dd>Closed</dd></dl>';
    expect(await messages(mixed)).toEqual([
      'site/dl-content: <dl> mixes <div>-wrapped groups with bare <dt>: wrap every <dt>/<dd> group in its own <div>, or none.',
    ]);
  });

  it('accepts every group in a <div>, or none, with script-supporting elements among them', async () => {
    expect(
      await messages(
        '<dl><div><dt>a</dt><dt>b</dt><dd>c</dd><dd>d</dd></div><template></template><div><dt>e</dt><dd>f</dd></div></dl>',
      ),
    ).toEqual([]);
    expect(await messages('<dl><dt>a</dt><dd>b</dd><dt>c</dt><dt>d</dt><dd>e</dd><script></script></dl>')).toEqual([]);
    expect(await messages('<dl></dl>')).toEqual([]);
  });

  it('rejects a group without its <dt> or <dd>, two groups in one <div>, an empty <div> and other elements in one', async () => {
    expect(await messages('<dl><dd>a</dd><dt>b</dt></dl>')).toEqual([
      'site/dl-content: <dd> in <dl> has no <dt> before it.',
      'site/dl-content: <dt> in <dl> has no <dd> after it.',
    ]);
    expect(await messages('<dl><div><dt>a</dt><dd>b</dd><dt>c</dt><dd>d</dd></div></dl>')).toEqual([
      "site/dl-content: A <dl>'s <div> wraps exactly one group (<dt>s then <dd>s): start a new <div> at each new <dt> after a <dd>.",
    ]);
    expect(await messages('<dl><div></div></dl>')).toEqual([
      "site/dl-content: A <dl>'s <div> is empty: it needs a <dt> and a <dd>.",
    ]);
    expect(await messages('<dl><div><dt>a</dt><dd>b</dd><p>c</p></div></dl>')).toEqual([
      "site/dl-content: <p> cannot sit in a <dl>'s <div>, which holds only <dt> and <dd>.",
    ]);
  });
});
