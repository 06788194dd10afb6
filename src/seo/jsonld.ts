/**
 * JSON-LD builders: plain typed objects from content, so the visible page and
 * the structured data can never disagree. Each returns one schema.org node.
 */
import { business, configuredCredentials, type CredentialConfig } from '../../core/facts/business-profile';
import { fillFacts, warrantyTermsText } from '../../core/facts/fill-facts';
import { BRAND_ICON_PNG } from '../../core/facts/brand-icon-uri';
import { absoluteUrl } from '../../core/urls/paths';
import type { Crumb } from '../../core/urls/manifest';

export type JsonLd = Record<string, unknown>;

export const BUSINESS_ID = `${business.url}/#business`;

/**
 * The business (Google: LocalBusiness structured data). No `aggregateRating` and no `review`:
 * our rating adds up other platforms' reviews (content/reviews.ts), and Google's review-snippet
 * rules refuse ratings collected on other sites (and a business's own LocalBusiness rating earns
 * no stars anyway). The page shows the summary with each platform named instead (docs/facts.md).
 */
export function localBusiness(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': BUSINESS_ID,
    name: business.name,
    url: absoluteUrl('/'),
    telephone: business.phone,
    image: absoluteUrl('/og/home.png'),
    priceRange: `${business.priceRange.label}`,
    paymentAccepted: business.paymentAccepted.join(', '),
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.streetAddress,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    areaServed: business.counties.map((name) => ({ '@type': 'AdministrativeArea', name: `${name} County, CA` })),
    openingHoursSpecification: business.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.schemaDays,
      opens: h.opens,
      closes: h.closes,
    })),
    ...credentialNodes(),
    makesOffer: [diagnosticOffer(), warrantyOffer()],
  };
}

/**
 * The registration and licence numbers the footer shows, and the technicians' EPA Section 608
 * certification, as `hasCredential` (only those set in the configuration; nothing when none is). Insurance and a bond have no number to look up and
 * stay in the footer's sentence.
 */
export function credentialNodes(c: CredentialConfig = configuredCredentials): JsonLd {
  const { bhgs, cslb, epa608 } = business.credentials;
  const nodes = [
    c.bhgs && { ...bhgs, number: c.bhgs, category: 'registration' },
    c.cslb && { ...cslb, number: c.cslb, category: 'license' },
    // Held by each technician, so no business number to show.
    c.epa608 && { ...epa608, number: '', category: 'certification' },
  ]
    .filter((x) => !!x)
    .map((x) => ({
      '@type': 'EducationalOccupationalCredential',
      name: x.credential,
      credentialCategory: x.category,
      ...(x.number ? { identifier: x.number } : {}),
      recognizedBy: { '@type': 'GovernmentOrganization', name: x.fullName, url: x.url },
    }));
  return nodes.length ? { hasCredential: nodes } : {};
}

/** The diagnostic visit, credited toward the repair (content/TOKENS.md {diagnosticTerms}, docs/facts.md). */
export function diagnosticOffer(): JsonLd {
  return {
    '@type': 'Offer',
    name: 'Diagnostic service call',
    description: fillFacts('Diagnostic visit: {diagnosticTerms}.'),
    price: String(business.diagnosticFee),
    priceCurrency: 'USD',
    priceValidUntil: business.offerValidUntil,
    availability: 'https://schema.org/InStock',
  };
}

export function warrantyOffer(): JsonLd {
  return {
    '@type': 'Offer',
    name: business.warranty.label,
    price: '0',
    priceCurrency: 'USD',
    priceValidUntil: business.offerValidUntil,
    description: warrantyTermsText(),
  };
}

/** Google: BreadcrumbList. Positions start at 1; every item is an absolute URL. */
export function breadcrumbList(trail: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** FAQPage (informational since Google retired FAQ rich results; still valid schema.org). */
export function faqPage(faqs: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

/** A repair service with its diagnostic offer; `brand` on a brand's own repair page. */
export function repairService(name: string, path: string, description: string, brand?: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    serviceType: name,
    description,
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    url: absoluteUrl(path),
    provider: { '@id': BUSINESS_ID },
    areaServed: business.counties.map((c) => ({ '@type': 'AdministrativeArea', name: `${c} County, CA` })),
    offers: diagnosticOffer(),
  };
}

export function blogPosting(p: {
  title: string;
  description: string;
  date: string;
  updated?: string;
  image: string;
  path: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: p.title,
    description: p.description,
    datePublished: p.date,
    dateModified: p.updated ?? p.date,
    image: absoluteUrl(p.image),
    mainEntityOfPage: absoluteUrl(p.path),
    author: { '@type': 'Organization', name: business.name, url: absoluteUrl('/') },
    publisher: {
      '@type': 'Organization',
      name: business.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(BRAND_ICON_PNG.logo.path) },
    },
  };
}

/** A checklist page as a HowTo (maintenance guides): one HowToSection per schedule, each task a HowToStep. */
export function howTo(p: {
  name: string;
  description: string;
  path: string;
  sections: { name: string; steps: string[] }[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: p.name,
    description: p.description,
    url: absoluteUrl(p.path),
    publisher: { '@id': BUSINESS_ID },
    step: p.sections.map((section) => ({
      '@type': 'HowToSection',
      name: section.name,
      itemListElement: section.steps.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text })),
    })),
  };
}
