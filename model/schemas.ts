/**
 * One zod schema per content concept (docs/product.md). The schemas run at build time
 * only (scripts/validate-content.ts); the browser bundle imports the inferred
 * types, never zod itself, so validation costs visitors nothing.
 */
import { z } from 'zod';
import { ICON_NAMES } from './icon-names.ts';
import { isoDate } from './iso-date.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase-kebab slug');
/** A site-internal path: starts with `/`, no trailing slash (except the root). */
const internalPath = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:#[a-z0-9-]+)?$/, 'must be an internal path like /oven-repair');
const text = z.string().trim().min(1, 'must not be empty');
const sentence = z.string().trim().min(20, 'must be a real sentence (20+ characters)');
/** An icon the site bundles (model/icon-names.ts, drawn by src/components/ui/Icon.tsx); an unknown name would show the fallback icon. */
const iconName = z.enum(ICON_NAMES, {
  error: (issue) =>
    `unknown icon ${JSON.stringify(issue.input)}: use one of ${ICON_NAMES.join(', ')} (or add it to model/icon-names.ts and src/components/ui/Icon.tsx)`,
});

/** Titles and descriptions sized for search results (see audit thresholds). */
export const pageTitle = z
  .string()
  .trim()
  .min(30, 'title must be 30–60 characters')
  .max(60, 'title must be 30–60 characters');
export const metaDescription = z
  .string()
  .trim()
  .min(70, 'description must be 70–160 characters')
  .max(160, 'description must be 70–160 characters');

/** FAQ item (the directory form `q`/`a` is normalised to this). */
export const faqSchema = z.strictObject({ question: text, answer: sentence });
/** A common problem an appliance shows. */
export const problemSchema = z.strictObject({ title: text, description: sentence });
/** A step of a repair process. */
export const stepSchema = z.strictObject({ title: text, description: sentence, icon: iconName });

/** SEO fields every page entry carries. */
export const pageMetaSchema = z.strictObject({
  title: pageTitle,
  description: metaDescription,
  /** The visible H1. */
  h1: text,
});

/**
 * A brand's repair page (content/brand-pages/{slug}.ts, docs/brands.md). Its fault codes are
 * not written here: the page reads the codes of content/error-codes.ts that name the brand.
 */
export const brandPageSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words joined by hyphens'),
  /** Exactly as in content/brands.ts `all`. */
  name: text,
  meta: pageMetaSchema,
  intro: sentence,
  /**
   * The appliance lines the brand makes; `service` is the service page that repairs it, a list
   * when the line is two appliances ("Compact washers and dryers"), null when none does (the
   * note says what we do; the page then shows no link).
   */
  lines: z
    .array(
      z.strictObject({
        line: text,
        service: z.union([z.string().regex(/-repair$/), z.array(z.string().regex(/-repair$/)).min(2)]).nullable(),
        note: sentence,
      }),
    )
    .min(4, 'needs at least 4 appliance lines'),
  failures: z.array(problemSchema).min(3, 'needs at least 3 common failures'),
  parts: sentence,
  costNote: sentence,
  makerWarranty: sentence,
});
export type BrandPage = z.infer<typeof brandPageSchema>;

/** A fault code (content/error-codes.ts); `brand` names every maker using it, " / " between. */
export const errorCodeSchema = z.strictObject({ brand: text, codes: text, meaning: sentence });
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Appliance service page (docs/product.md "Appliance service page template"). */
export const serviceSchema = z.strictObject({
  slug: z.string().regex(/^[a-z-]+-repair$/, 'must end in -repair'),
  /** Short appliance name as used in sentences: "refrigerator". */
  appliance: text,
  /** Display name: "Refrigerator Repair". */
  name: text,
  meta: pageMetaSchema,
  intro: sentence,
  /**
   * Its card on /services (title `name`, linking `/{slug}`): one line and an icon. /services lists
   * every service of content/services/index.ts from these, so a new service page needs nothing else.
   */
  card: z.strictObject({ description: sentence, icon: iconName }),
  /** Typical cost range for this appliance, where docs/facts.md gives one. */
  costRange: z
    .string()
    .regex(/^\$\d+–\$\d+$/)
    .optional(),
  whyChoose: z.array(z.strictObject({ title: text, description: sentence, icon: iconName })).min(3),
  problems: z.array(problemSchema).min(6, 'needs at least 6 real problems'),
  faqs: z.array(faqSchema).min(5, 'needs at least 5 FAQs'),
  /** Keys of `relatedServiceKinds` shown as the 4 related-service cards. */
  related: z.array(slug).length(4),
  /** Extra sections of the standalone dishwasher and oven pages. */
  extras: z
    .object({
      errorCodes: z.array(errorCodeSchema).min(3),
      brandsServiced: z.array(text).min(8),
      process: z.array(stepSchema).length(5).optional(),
      fuelTypes: z.array(z.strictObject({ title: text, description: sentence })).optional(),
      /** Analytics location prefix, e.g. `dishwasher` → dishwasher_repair_cta, mobile_sticky_dishwasher. */
      trackingKey: slug,
    })
    .optional(),
});
export type Service = z.infer<typeof serviceSchema>;

/** Water hardness as suppliers report it, softest first. */
export const WATER_HARDNESS = [
  'soft',
  'soft to moderately hard',
  'moderately hard',
  'moderately hard to hard',
  'hard',
] as const;

/** City page input (docs/product.md "City pages"), one file per city. */
export const citySchema = z.strictObject({
  slug,
  name: text,
  county: z.enum(['San Francisco', 'Alameda', 'Santa Clara', 'San Mateo', 'Marin', 'Solano', 'Contra Costa']),
  region: z.enum(['San Francisco', 'Peninsula', 'East Bay', 'South Bay', 'North Bay']),
  /** The city centre; nearby cities and travel distances are computed from it (core/util/geo.ts). */
  coordinates: z.strictObject({
    latitude: z.number().min(36.5).max(38.6),
    longitude: z.number().min(-123.2).max(-121.2),
  }),
  /** Who supplies the tap water and how hard it is: prose writes {waterSupplier} and {waterHardness}. */
  water: z.strictObject({ supplier: text, hardness: z.enum(WATER_HARDNESS) }),
  /** Who answers a gas leak call: prose writes {gasUtility}. */
  gasUtility: z.enum(['PG&E', 'City of Palo Alto Utilities']),
  /** Where a reader can check the facts above and the neighborhoods. */
  sources: sentence,
  meta: pageMetaSchema,
  /** One line for directory cards. */
  blurb: sentence,
  /** Neighborhoods inside city limits (never unincorporated places or streets); eight where the city has eight. */
  neighborhoods: z.array(text).min(1).max(8, 'at most 8 neighborhoods'),
  localFeatures: z.string().trim().min(300, 'local features must be a written paragraph (300+ characters)'),
  faqs: z.array(faqSchema).length(5, 'needs exactly 5 FAQs (same-day, brands, cost, warranty, licensing)'),
  /**
   * Optional: makes the page the hand-built variant (Mill Valley, Pacifica, Colma, Fremont and the big
   * cities San Francisco, Oakland, San Jose). `commonIssues`: what the place does to appliances, shown
   * after `localFeatures`; `commonProblems`: the repairs made most often there, by symptom. With them
   * the page takes content/city-template.ts `handBuilt`'s sections (text buttons, one process-and-pricing
   * section, the 20 brands, related services). A new city leaves it out (docs/editing-content.md "Add a city").
   */
  handBuilt: z
    .object({
      commonIssues: z.array(problemSchema).min(4),
      commonProblems: z.array(problemSchema).min(4),
    })
    .optional(),
});
export type City = z.infer<typeof citySchema>;

/**
 * The blog's categories, each post's badge: one list, so a misspelt category never shows as a
 * category of its own. A new category is added here, in review (docs/editing-content.md).
 */
export const POST_CATEGORIES = ['Refrigerator Tips', 'Maintenance', 'Expert Advice'] as const;
/** The library's categories: the filter buttons of content/library/index.ts but "all". */
const LIBRARY_CATEGORIES = ['refrigerator', 'washer', 'dishwasher', 'general'] as const;

/** One of `list`; a missing or any other value is refused naming the list and where it is kept. */
const oneOf = <const T extends readonly [string, ...string[]]>(list: T, what: string, where: string) => {
  const choices = list.map((c) => `"${c}"`).join(', ');
  return z.enum(list, {
    error: (issue) =>
      issue.input === undefined
        ? `is missing: add it, one of ${choices}`
        : `not ${what}: use one of ${choices}, or add it to ${where}`,
  });
};

/** Blog post front matter; the body is the Markdown below it. */
export const postSchema = z.strictObject({
  slug,
  title: pageTitle,
  description: metaDescription,
  excerpt: sentence,
  date: isoDate,
  updated: isoDate.optional(),
  category: oneOf(POST_CATEGORIES, 'a blog category', 'POST_CATEGORIES in model/schemas.ts'),
  image: z.string().regex(/^\/images\/.+\.(svg|png|webp|jpg)$/),
});
export type PostMeta = z.infer<typeof postSchema>;

/** Maintenance guide (docs/product.md). */
export const maintenanceGuideSchema = z.strictObject({
  slug,
  appliance: text,
  meta: pageMetaSchema,
  /** Hub card text. */
  description: sentence,
  icon: iconName,
  intro: sentence,
  monthly: z.array(text).min(3),
  quarterly: z.array(text).min(3),
  annually: z.array(text).min(3),
  safety: z.array(text).min(3),
  whenToCall: z.array(text).min(3),
  /** Slug of the matching repair page. */
  repairService: z.string().regex(/^[a-z-]+-repair$/),
});
export type MaintenanceGuide = z.infer<typeof maintenanceGuideSchema>;

/** Blog/FAQ library item (docs/product.md). `content` is Markdown, rendered at build time. */
export const libraryItemSchema = z.strictObject({
  id: z.number().int().positive(),
  type: z.enum(['faq', 'blog']),
  category: oneOf(
    LIBRARY_CATEGORIES,
    'a library category',
    'content/library/categories.ts libraryCategories and LIBRARY_CATEGORIES in model/schemas.ts',
  ),
  title: text,
  question: text,
  answer: sentence,
  content: z.string().trim().min(200, 'content must be a real article body'),
  keywords: z.array(text).min(2),
  /**
   * A "blog" item is a post in short: the slug of the post it opens (content/posts/{slug}.md). Its
   * title must be that post's title (scripts/lib/markdown-check.ts), so the BLOG badge, the title
   * and the page behind "Read the full article" agree.
   */
  post: slug.optional(),
});

/** Review platform (docs/product.md "Reviews, About, Contact"). */
export const reviewPlatformSchema = z.strictObject({
  platform: text,
  rating: z.number().min(1).max(5),
  reviewCount: z.number().int().positive(),
  /** Empty = no link shown; otherwise the business's own profile, never the platform's home page. */
  profileUrl: z.union([
    z.literal(''),
    z
      .string()
      .url('must be an absolute URL or empty')
      .startsWith('https://', 'must start with https://')
      .refine(
        (v) => new URL(v).pathname.length > 1,
        "must be the business's own profile page, not the platform's home page",
      ),
  ]),
});
/** `excerpt`: the customer's own words, a passage of `text` (the home page quotes it beside the rating). */
/**
 * A customer's review as the owner copies it from a review site (content/reviews.ts). Only the words,
 * the first name and initial, the place and the stars are required; the rest is shown when the owner
 * supplies it, never guessed: `city` and `service` let a city or appliance page quote the review,
 * `platform`, `date` and `link` say where and when it was posted (scripts/lib/review-check.ts checks
 * each names something that exists).
 */
export const testimonialSchema = z
  .strictObject({
    text: sentence,
    /** The passage a page quotes (the home page, a city or appliance page's hero): at most about three lines on a phone. */
    excerpt: sentence.max(160, 'must be at most 160 characters: the passage a page quotes, not the whole review'),
    reviewer: z
      .string()
      .trim()
      .regex(/^\p{Lu}[\p{L}'’-]+ \p{Lu}\.$/u, 'must be a first name and an initial, like "Maria L."'),
    /** Neighbourhood and city as the customer gave it, ending with the city: "Noe Valley, San Francisco". */
    location: text,
    rating: z.number().min(1).max(5),
    /** The served city of the job: a file name in content/cities/ without `.ts`. */
    city: slug.optional(),
    /** The appliance page the repair belongs to: a file name in content/services/ without `.ts`. */
    service: slug.optional(),
    /** Where it was posted: one of content/review-platforms.ts's platforms. */
    platform: text.optional(),
    /** When it was posted, YYYY-MM-DD. */
    date: isoDate.optional(),
    /** The review itself on the platform (https). */
    link: z.string().url('must be an absolute URL').startsWith('https://', 'must start with https://').optional(),
  })
  .refine((t) => t.text.includes(t.excerpt), {
    path: ['excerpt'],
    message: 'must be a passage of the review text, word for word',
  })
  .refine((t) => !t.link || t.platform, { path: ['link'], message: 'needs the platform it is on (`platform`)' });

/** An owner's photo in content/photos/ (content/photos/index.ts): the file, what it shows, its caption. */
export const photoEntrySchema = z.strictObject({
  id: slug,
  file: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*\.(jpe?g|png)$/i, 'must be a JPEG or PNG file name in content/photos/, lowercase-kebab'),
  alt: z
    .string({ error: 'is missing: describe what the photo shows' })
    .trim()
    .min(15, 'must describe what the photo shows (15+ characters)')
    .refine(
      (v) => !/^(photo|image|picture) of\b/i.test(v),
      'describes the scene; screen readers already say it is an image',
    ),
  caption: text,
  /** A job photo's appliance page (a file name in content/services/): that page may show it in its hero. */
  service: slug.optional(),
  /** A job photo's city (a file name in content/cities/): that city's page shows it first. */
  city: slug.optional(),
});

/**
 * One of the people a customer meets (content/team.ts): shown on /about only when the owner lists them,
 * with a real portrait from content/photos/ or none (never a drawing standing in for a person).
 */
export const teamMemberSchema = z.strictObject({
  name: text,
  role: text,
  /** Years repairing appliances. */
  years: z.number().int().min(1).max(60),
  /** One or two sentences in their own words or the owner's: what they repair most, what they care about. */
  bio: sentence,
  /** The id of the person's photo in content/photos/index.ts; omitted: the card shows no picture. */
  portrait: slug.optional(),
});

/** A recent repair as a case card (content/repair-cases.ts): what a visitor would ask a technician. */
export const repairCaseSchema = z.strictObject({
  id: z.number().int().positive(),
  appliance: text,
  city: text,
  symptom: text,
  found: text,
  part: text,
  timeOnSite: z.string().regex(/^About \d/, 'must say how long, like "About 1 hour"'),
  result: sentence,
  /** Optional: the id of a real photo of this job in content/photos/index.ts. */
  photo: slug.optional(),
});

/** Related-services entry (docs/product.md): 11 kinds, WebP with PNG fallback. */
export const relatedServiceKindSchema = z.strictObject({
  key: slug,
  title: text,
  href: internalPath,
  alt: text,
  image: z
    .string()
    .regex(/^\/images\/services\/[a-z-]+$/, 'image is a path without extension; .webp and .png must both exist'),
});

/** Permanent redirect alias (docs/product.md). */
export const redirectSchema = z.strictObject({ from: internalPath, to: internalPath });

export const brandsSchema = z.strictObject({
  /** Counted wherever a number of brands is shown (/brands' title, its share image); never a fixed length. */
  all: z.array(text).min(1),
  handBuilt: z.array(text).length(20, 'hand-built city pages list exactly 20 brands'),
  /** One line per brand without a page of its own (content/brand-pages/). */
  others: z.record(z.string(), sentence),
});

/**
 * Front matter of a library item's Markdown file (content/library/{id}-{slug}.md):
 * every field of the item but `content`, which is the Markdown body below it.
 */
export const libraryFrontMatterSchema = libraryItemSchema.omit({ content: true });
export type LibraryFrontMatter = z.infer<typeof libraryFrontMatterSchema>;

/* ---- Page copy of the home, company and audience pages (content/home.ts, company.ts, audiences.ts, reviews.ts, gallery.ts) ---- */

export type ReviewPlatform = z.infer<typeof reviewPlatformSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type RepairCase = z.infer<typeof repairCaseSchema>;
export type PhotoEntry = z.infer<typeof photoEntrySchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A titled card with an icon (value cards, why-choose cards, equipment categories). */
const iconCardSchema = z.strictObject({ title: text, description: sentence, icon: iconName });
/** A prose block: a heading and its paragraphs. */
const proseBlockSchema = z.strictObject({ heading: text, paragraphs: z.array(sentence).min(1) });

/** Home page copy (docs/product.md "Home page"). */
export const homeSchema = z.strictObject({
  lead: sentence,
  /** Short trust claims shown as pills in the hero. */
  badges: z.array(text).min(3).max(5),
  howItWorks: z.strictObject({
    title: text,
    intro: sentence,
    steps: z.array(stepSchema).length(4, 'How It Works has exactly 4 steps'),
  }),
  servicesIntro: sentence,
  pricing: z.strictObject({
    title: text,
    intro: sentence,
    /** `termsLink`: the detail ends with a link to the warranty's full terms (/about#warranty). */
    items: z
      .array(z.strictObject({ label: text, value: text, detail: sentence, termsLink: z.literal(true).optional() }))
      .min(3),
    note: sentence,
  }),
  coverage: z.strictObject({ title: text, intro: sentence, mapCaption: sentence, mapAlt: sentence }),
  reviews: z.strictObject({ title: text, intro: sentence }),
  gallery: z.strictObject({ title: text, intro: sentence }),
  /** The long descriptive text near the bottom of the page. */
  about: z.array(proseBlockSchema).min(2),
  closing: z.strictObject({ title: text, text: sentence }),
});
export type HomeContent = z.infer<typeof homeSchema>;

export const aboutSchema = z.strictObject({
  lead: sentence,
  storyTitle: text,
  story: z.array(sentence).min(2),
  valuesTitle: text,
  values: z.array(iconCardSchema).length(4, 'the about page shows exactly 4 value cards'),
  /** The one section with the warranty's full terms (paths.warranty); every other page links here. */
  warrantyTitle: text,
  warrantyText: sentence,
  areaTitle: text,
  areaText: sentence,
  /** Who runs the business and who comes to the door; empty until the owner supplies them (the launch check warns). */
  teamTitle: text,
  jobPhotosTitle: text,
});
export type AboutContent = z.infer<typeof aboutSchema>;

export const contactSchema = z.strictObject({
  lead: sentence,
  waysTitle: text,
  callText: sentence,
  sameDayTitle: text,
  sameDayText: sentence,
  hoursTitle: text,
  locationTitle: text,
  locationText: sentence,
  areaText: sentence,
  pricingTitle: text,
  pricing: z.array(text).min(3),
  warrantyTitle: text,
  warrantyText: sentence,
  coverageTitle: text,
});
export type ContactContent = z.infer<typeof contactSchema>;

export const servicesPageSchema = z.strictObject({
  lead: sentence,
  cardsTitle: text,
  citiesTitle: text,
  citiesIntro: sentence,
  closingTitle: text,
  closingText: sentence,
});
export type ServicesPageContent = z.infer<typeof servicesPageSchema>;

export const brandsPageSchema = z.strictObject({
  lead: sentence,
  listTitle: text,
  note: sentence,
  /** Short notes on how we work with each class of brand. */
  groups: z.array(z.strictObject({ title: text, description: sentence })).min(2),
  /** The brands with a page of their own, and the smaller entries of the others (docs/brands.md). */
  pagesTitle: text,
  pagesIntro: sentence,
  othersTitle: text,
  othersIntro: sentence,
  related: z.array(slug).length(4),
  closingTitle: text,
  closingText: sentence,
});
export type BrandsPageContent = z.infer<typeof brandsPageSchema>;

/** Resident type or business type (docs/product.md): title, description, features. */
export const audienceGroupSchema = z.strictObject({
  title: text,
  description: sentence,
  features: z.array(text).min(3),
});

/** Residential and commercial pages (docs/product.md). `popular` and `related` are related-service kind keys. */
export const audienceSchema = z.strictObject({
  lead: sentence,
  popularTitle: text,
  popular: z.array(slug).min(3).optional(),
  /** Commercial equipment categories. */
  equipment: z.array(iconCardSchema).min(4).optional(),
  groupsTitle: text,
  groups: z.array(audienceGroupSchema).length(3, 'needs exactly 3 resident or business types'),
  whyTitle: text,
  why: z.array(iconCardSchema).min(3),
  /** Priority emergency response (commercial). */
  emergency: z.strictObject({ title: text, text: sentence }).optional(),
  faqs: z.array(faqSchema).min(5, 'needs at least 5 FAQs'),
  related: z.array(slug).min(3).max(4),
  closingTitle: text,
  closingText: sentence,
});
export type AudienceContent = z.infer<typeof audienceSchema>;

/** A titled point of a shared section (trust point, process step, pricing line, Why Choose Local card). */
const pointSchema = z.strictObject({ title: text, icon: iconName, description: sentence });

/** Shared city-page copy (content/city-template.ts); `{city}` is the city's name. */
export const cityTemplateSchema = z.object({
  heroBadges: z.array(text).min(2).max(4),
  services: z.strictObject({
    title: text,
    intro: sentence,
    items: z
      .array(
        pointSchema
          .omit({ description: true })
          .extend({ service: z.string().regex(/^[a-z-]+-repair$/, 'must be a service slug') }),
      )
      .length(6, 'the city template shows exactly 6 services'),
  }),
  trust: z.strictObject({ title: text, points: z.array(pointSchema).length(5, 'needs exactly 5 trust points') }),
  process: z.strictObject({ title: text, steps: z.array(pointSchema).length(4, 'needs exactly 4 steps') }),
  handBuilt: z.object({
    process: z.array(pointSchema).length(4, 'diagnose, estimate, repair, warranty'),
  }),
  aliasFaqs: z.array(faqSchema).length(5, 'needs exactly 5 generated FAQs'),
});

/** Coverage-page copy (content/service-areas.ts). */
export const serviceAreasContentSchema = z.strictObject({
  regionIntros: z.record(z.enum(['San Francisco', 'Peninsula', 'East Bay', 'South Bay', 'North Bay']), sentence),
  serviceAreaFaqs: z.array(faqSchema).length(6, 'the service-areas page has exactly 6 FAQs'),
  localCoverage: z.object({
    mapEmbedUrl: z
      .string()
      .startsWith('https://www.google.com/maps', 'must be a Google Maps embed (the CSP allows only that frame host)'),
    searchPlaceholder: z.literal('Search cities or counties...'),
    emptyText: z.literal(
      'No cities found matching the search term. Try a different search term or call us to check if we serve your area.',
    ),
    whyCards: z.array(pointSchema).length(4, 'Why Choose Local has exactly 4 cards'),
  }),
});

/** Copy shared by the ten appliance service pages (content/service-template.ts). */
export const serviceTemplateSchema = z.strictObject({
  whyTitle: text,
  problemsIntro: sentence,
  alsoTitle: text,
  /** Related-service kind keys linked from every service page (docs/product.md: washer, dryer and oven repair). */
  alsoRelated: z.array(slug).min(3),
  processTitle: text,
  process: z.array(stepSchema).length(4, 'the template process has exactly 4 steps'),
  faqTitle: text,
  communitiesTitle: text,
  communitiesText: sentence,
  /** The link after the busiest cities to /service-areas, where every city is listed. */
  allAreasLink: text,
  regionsTitle: text,
  regionsIntro: sentence,
  areaLinksTitle: text,
  closingTitle: text,
  closingText: sentence,
  relatedTitle: text,
  errorCodesTitle: text,
  errorCodesIntro: sentence,
  brandsTitle: text,
  brandsIntro: sentence,
  /** Before the brands without a page of their own, in plain text after the linked ones. */
  brandsOthersLabel: text,
  fuelTitle: text,
});
export type ServiceTemplateContent = z.infer<typeof serviceTemplateSchema>;
