/**
 * Headings and shared lines of the brand repair pages (src/templates/BrandPage.tsx).
 * `{brand}` is the brand's name; facts are `{tokens}` (content/TOKENS.md). Kept short:
 * what is the same on every brand page is what makes two brand pages alike.
 */
export const brandTemplate = {
  heroBadges: ['Written estimate first', '{warranty} warranty', 'Family-owned'],
  linesTitle: 'What {brand} makes, and what we repair',
  linesIntro: 'Each line links to the repair page with the problems we fix and what they cost.',
  failuresTitle: 'Common {brand} problems we fix',
  codesTitle: '{brand} fault codes',
  codesIntro: 'What the codes mean and what we check first, from our appliance repair pages.',
  costTitle: '{brand} parts and repair costs',
  costByLine: 'Typical repair costs, parts and labor:',
  diagnostic: 'The diagnostic visit is {diagnosticTerms}.',
  warrantyTitle: 'Warranty on {brand} repairs',
  /** Said once on every brand page, never retyped on a page (the content check refuses it elsewhere). */
  independence:
    '{business} is an independent repair company, not affiliated with, authorized by or endorsed by {brand} or the company that makes it; {brand} is its owner’s trademark, named here only to say which appliances we repair.',
  /** The terms themselves are on /about only (paths.warranty); WarrantyText links this line there. */
  ourWarranty: 'Every {brand} repair we make carries our {warrantyLine}, with the full terms on our About page.',
  /** On the service pages that name brands with a page. */
  serviceLinksTitle: 'Brand repair pages',
  serviceLinksIntro: 'Brands named on this page have their own page: lines, common faults, parts and warranty.',
  ctaTitle: 'Is your {brand} appliance acting up?',
  ctaText: 'Call before {sameDayCutoff} and we can usually come the same day, or book online at a time that suits you.',
};
