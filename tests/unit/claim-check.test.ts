/**
 * Claims a customer can hold us to (scripts/lib/fact-checks/claims.ts): "guaranteed" says what the
 * guarantee is, no visit is offered outside our hours, and EPA Section 608 certification comes
 * only from the configuration ({epaCertified}), on every page that describes sealed-system work.
 */
import { describe, expect, it } from 'vitest';
import { claimErrors } from '../../scripts/lib/fact-checks';

const file = 'content/x.ts';

describe('claims in content prose', () => {
  it('refuses "guaranteed" without the warranty (the residential and commercial cards once did)', () => {
    expect(claimErrors(file, { why: [{ title: 'Guaranteed repairs', description: 'We stand by our work.' }] })).toEqual(
      [expect.stringMatching(/^content\/x\.ts: why\.0\.title: says "guarantee" without saying what it is/)],
    );
  });

  it('accepts a guarantee that names the warranty, or a FAQ question whose answer does', () => {
    expect(claimErrors(file, { detail: 'A {warranty} guarantee on parts and labor.' })).toEqual([]);
    expect(
      claimErrors(file, { faqs: [{ question: 'Do you guarantee your repairs?', answer: 'Yes. {warrantyTerms}' }] }),
    ).toEqual([]);
  });

  it('refuses visits outside our hours, and lets a page say it has none', () => {
    expect(claimErrors(file, { features: ['Early-morning and after-service appointments'] })).toEqual([
      expect.stringMatching(
        /^content\/x\.ts: features\.0: offers "Early-morning and after-service appointments", outside our hours/,
      ),
    ]);
    expect(claimErrors(file, { a: 'Book a Sunday visit.' })).toHaveLength(1);
    expect(claimErrors(file, { a: 'We have no night or Sunday service.' })).toEqual([]);
  });

  it('refuses EPA certification typed by hand', () => {
    expect(claimErrors(file, { a: 'Our EPA-certified technicians handle refrigerant. {epaCertified}' })).toEqual([
      expect.stringMatching(/^content\/x\.ts: a: names the EPA certification by hand; write \{epaCertified\}/),
    ]);
  });

  it('asks a page describing sealed-system or commercial refrigeration work to carry {epaCertified} once', () => {
    const page = { costNote: 'Sealed-system work (a compressor or a leak) costs more.' };
    expect(claimErrors(file, page)).toEqual([
      expect.stringMatching(/^content\/x\.ts: costNote: describes sealed-system or commercial refrigeration work/),
    ]);
    expect(
      claimErrors(file, { ...page, faqs: [{ question: 'Q?', answer: 'A recharge is done on site. {epaCertified}' }] }),
    ).toEqual([]);
    expect(claimErrors(file, { groups: ['Reach-in coolers and prep tables'] })).toHaveLength(1);
  });

  it('on a Whirlpool-built brand page, a blown thermal fuse means the dryer will not run (the Whirlpool page once said "no heat")', () => {
    const noHeat = {
      title: 'Dryer runs but no heat',
      description: 'On electric models a blown thermal fuse or an open element.',
    };
    expect(claimErrors('content/brand-pages/whirlpool.ts', { problems: [noHeat] })).toEqual([
      expect.stringMatching(
        /^content\/brand-pages\/whirlpool\.ts: problems\.0\.description: names a blown thermal fuse without saying/,
      ),
    ]);
    const right = { description: 'A blown thermal fuse sits in the motor circuit, so the dryer will not run at all.' };
    expect(claimErrors('content/brand-pages/whirlpool.ts', { problems: [right] })).toEqual([]);
    // Other makers' fuses often cut the heat alone.
    expect(claimErrors('content/brand-pages/samsung.ts', { problems: [noHeat] })).toEqual([]);
  });

  it('refuses a job that usually costs more placed inside the typical range (the washer, disposal and oven FAQs once did)', () => {
    const faq = (answer: string) => claimErrors(file, { faqs: [{ question: 'How much?', answer }] });
    expect(
      faq(
        'Most washer repairs cost {costRange}. A drain pump sits at the lower end; tub bearings, motors and control boards at the upper end.',
      ),
    ).toEqual([
      expect.stringMatching(
        /^content\/x\.ts: faqs\.0\.answer: "tub bearings, motors and control boards at the upper end\." puts tub bearings inside the typical range/,
      ),
    ]);
    expect(faq('Replacing the unit with a comparable new disposal is at the upper end.')).toHaveLength(1);
    expect(faq('Control boards and pro-style range parts toward the upper end.')).toHaveLength(1);
    expect(faq('Tub bearings are usually above that range; we price them before you decide.')).toEqual([]);
    expect(faq('Replacing the disposal costs more than that range.')).toEqual([]);
  });
});
