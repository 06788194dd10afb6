/**
 * One zod schema per content concept (SPEC §3). The schemas run at build time
 * only (scripts/validate-content.ts); the browser bundle imports the inferred
 * types, never zod itself, so validation costs visitors nothing.
 */
import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase-kebab slug');
/** A site-internal path: starts with `/`, no trailing slash (except the root). */
const internalPath = z.string().regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:#[a-z0-9-]+)?$/, 'must be an internal path like /oven-repair');
const text = z.string().trim().min(1, 'must not be empty');
const sentence = z.string().trim().min(20, 'must be a real sentence (20+ characters)');

/** Titles and descriptions sized for search results (see audit thresholds). */
export const pageTitle = z.string().trim().min(30, 'title must be 30–60 characters').max(60, 'title must be 30–60 characters');
export const metaDescription = z.string().trim().min(70, 'description must be 70–160 characters').max(160, 'description must be 70–160 characters');

/** FAQ item (the directory form `q`/`a` is normalised to this). */
export const faqSchema = z.object({ question: text, answer: sentence });
/** A common problem an appliance shows. */
export const problemSchema = z.object({ title: text, description: sentence });
/** A step of a repair process. */
export const stepSchema = z.object({ title: text, description: sentence, icon: text });
export const linkSchema = z.object({ title: text, href: internalPath });

/** SEO fields every page entry carries. */
export const pageMetaSchema = z.object({
  title: pageTitle,
  description: metaDescription,
  /** The visible H1. */
  h1: text,
});

/** Appliance service page (SPEC §2 "Appliance service page template"). */
export const serviceSchema = z.object({
  slug: z.string().regex(/^[a-z-]+-repair$/, 'must end in -repair'),
  /** Short appliance name as used in sentences: "refrigerator". */
  appliance: text,
  /** Display name: "Refrigerator Repair". */
  name: text,
  meta: pageMetaSchema,
  intro: sentence,
  /** Typical cost range for this appliance, where the spec gives one. */
  costRange: z.string().regex(/^\$\d+–\$\d+$/).optional(),
  whyChoose: z.array(z.object({ title: text, description: sentence, icon: text })).min(3),
  problems: z.array(problemSchema).min(6, 'needs at least 6 real problems'),
  faqs: z.array(faqSchema).min(5, 'needs at least 5 FAQs'),
  /** Keys of `relatedServiceKinds` shown as the 4 related-service cards. */
  related: z.array(slug).length(4),
  /** Extra sections of the standalone dishwasher and oven pages. */
  extras: z
    .object({
      errorCodes: z.array(z.object({ brand: text, codes: text, meaning: sentence })).min(3),
      brandsServiced: z.array(text).min(8),
      process: z.array(stepSchema).length(5).optional(),
      fuelTypes: z.array(z.object({ title: text, description: sentence })).optional(),
      /** Analytics location prefix, e.g. `dishwasher` → dishwasher_repair_cta, mobile_sticky_dishwasher. */
      trackingKey: slug,
    })
    .optional(),
});
export type Service = z.infer<typeof serviceSchema>;

/** City page input (SPEC §3 "City page input"), one file per city. */
export const citySchema = z.object({
  slug,
  name: text,
  county: z.enum(['San Francisco', 'Alameda', 'Santa Clara', 'San Mateo', 'Marin', 'Solano', 'Contra Costa']),
  region: z.enum(['San Francisco', 'Peninsula', 'East Bay', 'South Bay', 'North Bay']),
  meta: pageMetaSchema,
  /** One line for directory cards. */
  blurb: sentence,
  neighborhoods: z.array(text).length(8, 'needs exactly 8 neighborhoods'),
  localFeatures: z.string().trim().min(300, 'local features must be a written paragraph (300+ characters)'),
  faqs: z.array(faqSchema).length(5, 'needs exactly 5 FAQs (same-day, brands, cost, warranty, licensing)'),
  /** Slugs of nearby cities; those with pages are linked, the rest shown as text. */
  nearby: z.array(z.object({ slug, name: text })).min(3),
  /** Sections of the hand-built variant (Mill Valley, Pacifica, Colma, Fremont). */
  handBuilt: z
    .object({
      commonIssues: z.array(problemSchema).min(4),
      commonProblems: z.array(problemSchema).min(4),
    })
    .optional(),
});
export type City = z.infer<typeof citySchema>;

/** Blog post front matter; the body is the Markdown below it. */
export const postSchema = z.object({
  slug,
  title: pageTitle,
  description: metaDescription,
  excerpt: sentence,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'),
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD').optional(),
  category: text,
  image: z.string().regex(/^\/images\/.+\.(svg|png|webp|jpg)$/),
});
export type PostMeta = z.infer<typeof postSchema>;

/** Maintenance guide (SPEC §3). */
export const maintenanceGuideSchema = z.object({
  slug,
  appliance: text,
  meta: pageMetaSchema,
  /** Hub card text. */
  description: sentence,
  icon: text,
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

/** Blog/FAQ library item (SPEC §3). `content` is Markdown, rendered at build time. */
export const libraryItemSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(['faq', 'blog']),
  category: z.enum(['refrigerator', 'washer', 'dishwasher', 'general']),
  title: text,
  question: text,
  answer: sentence,
  content: z.string().trim().min(200, 'content must be a real article body'),
  keywords: z.array(text).min(2),
  readTime: z.string().regex(/^\d+ min read$/, 'must look like "5 min read"'),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/** Review platform (SPEC §3 "Review item"). */
export const reviewPlatformSchema = z.object({
  platform: text,
  rating: z.number().min(1).max(5),
  reviewCount: z.number().int().positive(),
  link: z.string().url(),
});
export const testimonialSchema = z.object({ text: sentence, reviewer: text, location: text, rating: z.number().min(1).max(5) });

/** Before/after gallery item (SPEC §3). */
export const galleryItemSchema = z.object({
  id: z.number().int().positive(),
  category: text,
  beforeImage: z.string().startsWith('/images/'),
  afterImage: z.string().startsWith('/images/'),
  beforeCaption: text,
  afterCaption: text,
  description: sentence,
});

/** Related-services entry (SPEC §3): 11 kinds, WebP with PNG fallback. */
export const relatedServiceKindSchema = z.object({
  key: slug,
  title: text,
  href: internalPath,
  alt: text,
  image: z.string().regex(/^\/images\/services\/[a-z-]+$/, 'image is a path without extension; .webp and .png must both exist'),
});

/** Permanent redirect alias (DECISIONS §4). */
export const redirectSchema = z.object({ from: internalPath, to: internalPath });

export const brandsSchema = z.object({
  all: z.array(text).length(28, 'the brands page lists exactly 28 brands'),
  handBuilt: z.array(text).length(20, 'hand-built city pages list exactly 20 brands'),
});
