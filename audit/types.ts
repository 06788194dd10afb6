/**
 * The audit's vocabulary: what a rule sees (a parsed page and the whole
 * crawled site) and what it returns (issues in plain words).
 */
import type { AuditConfig } from './config';
import type { ExpectedPage } from './expect';
import type { Severity } from './schema/measured';

export type { Severity };

export interface LinkRef {
  href: string;
  url: URL;
  target: string | null;
  rel: string | null;
  text: string;
  /**
   * In the text of the page: inside `<main>` (the whole body on a page without one) and outside any
   * header, nav or footer, so neither the site's menus nor a template's breadcrumbs and link strips.
   */
  inContent: boolean;
}
export interface ImageRef {
  src: string;
  url: URL | null;
  alt: string | null;
  width: string | null;
  height: string | null;
}

/** A `<source>` of a `<picture>`: the browser takes the first whose media and type it accepts. */
export interface MediaSource {
  srcset: string;
  sizes: string | null;
  media: string | null;
  type: string | null;
}
/**
 * Something the page makes the browser download besides code and styles: an image (`<img>`, a
 * `<picture>`, a poster, an `as=image` preload, a `style` attribute's url()), a font preload, or
 * the file a `<video>`/`<audio>` plays. Raw attribute values: which candidate counts is the
 * page-weight rule's choice (audit/rules/budgets/media.ts).
 */
export interface MediaRef {
  kind: 'image' | 'font' | 'video' | 'audio';
  /** `src`, `href`, `poster` or the url(); null when only a srcset names the file. */
  src: string | null;
  srcset: string | null;
  sizes: string | null;
  /** A `<picture>`'s sources, in order, before its `<img>`. */
  sources: MediaSource[];
  /** Downloaded only when scrolled near (`loading=lazy`) or played (`preload=none`, no autoplay). */
  deferred: boolean;
}

/** One HTML page as the audit reads it (pure data, no DOM). */
export interface PageData {
  lang: string | null;
  titles: string[];
  /** `<meta name|property>` → every content value, in order. */
  meta: Map<string, string[]>;
  canonicals: string[];
  h1s: string[];
  links: LinkRef[];
  images: ImageRef[];
  /** Images, font preloads, video and audio the page's markup names (not its CSS: the rule reads that). */
  media: MediaRef[];
  ids: Set<string>;
  jsonLd: string[];
  /** Scripts and stylesheets the page loads, the boot loader's included (robots.txt must not block them). */
  assets: string[];
  /**
   * JavaScript the page loads up front: script src, module preloads, and the
   * entry and chunks the boot loader starts (`data-entry`, `data-preload`).
   */
  scripts: string[];
  /** Stylesheets the page links or the boot loader adds (`data-style`), and the CSS inlined in its <style> elements. */
  stylesheets: string[];
  inlineCss: string;
  /** Visible text of the whole body (NAP) and of the main content only (word count, duplicates). */
  bodyText: string;
  mainText: string;
  metaRefresh: string | null;
}

/** How a page was found; `disk`: an HTML file of a foreign build (a page found only there is an orphan). */
export type Source = 'manifest' | 'sitemap' | 'crawl' | 'redirects' | 'disk';

/** A URL the audit fetched from the local server. */
export interface Resource {
  /** Path plus query, e.g. `/about`. */
  path: string;
  status: number;
  location: string | null;
  contentType: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  bytes: number;
  sources: Set<Source>;
  /** A deployed site (`--url`) that gave no answer: refused, reset, timed out (status 0), or a body that could not be decoded. */
  error?: string;
  /** A deployed site's address the crawl did not request (robots.txt disallows it, the page limit): status 0, and no rule judges it. */
  notFetched?: string;
}

export interface Page extends Resource {
  data: PageData;
  /** What the manifest says the page should be (template, canonical, indexable), if it knows it. */
  expected: ExpectedPage;
  /** Clicks from `/` following internal links on 200 pages; null when unreachable. */
  depth: number | null;
  /** Paths of other pages linking here. */
  inbound: Set<string>;
  /** Paths of other pages linking here from their text (`LinkRef.inContent`): a link a writer chose, not navigation every page repeats. */
  contentInbound: Set<string>;
}

export interface Site {
  /** Public origin, e.g. https://www.example.com (no trailing slash). */
  origin: string;
  /** Local server base URL. */
  server: string;
  dist: string;
  /** HTML pages by path (any status). */
  pages: Map<string, Page>;
  /** Every fetched URL by path (pages, assets, redirects). */
  resources: Map<string, Resource>;
  sitemap: Resource | null;
  /** Every sitemap read: /sitemap.xml, those robots.txt names, a sitemap index and its children. */
  sitemaps: Resource[];
  robots: Resource | null;
  redirects: { from: string; to: string }[];
  /** A build that is not this site (`--no-manifest`): served as plain files, no project conventions apply. */
  foreign: boolean;
  /** Fetch (once, cached) any local path; used for link targets and images. */
  fetch(path: string): Promise<Resource>;
  /** Local path of a URL on the public origin or the local server, or null if external. */
  localPath(url: string | URL): string | null;
  /**
   * A deployed site audited over the network (`--url`): `server` is its origin and `dist` a folder
   * of the files its pages load, as fetched. Absent for a build served here.
   */
  live?: LiveSite;
}

export interface LiveSite {
  /** The address given to `--url`. */
  url: string;
  maxPages: number;
  /** Addresses not requested, with the reason (robots.txt, the page limit). */
  notFetched: Map<string, string>;
  /** Any absolute URL once, redirects not followed and nothing kept: another host of the site (http://, www.). */
  probe(url: string): Promise<Resource>;
}

export interface Issue {
  message: string;
  /** Page (path) or file (`/robots.txt`) the issue is about; page rules default to the page checked. */
  page?: string;
  /** Overrides the rule's severity for this issue (e.g. a recommended property is only a warning). */
  severity?: Severity;
  /** Measured value ÷ limit where the rule compares a value with a limit (report-data.ts `Finding.over`). */
  over?: number;
}

interface RuleBase {
  /** `family/name`, stable: used in configs, reports and CI history. */
  id: string;
  family: string;
  severity: Severity;
  /** One sentence a marketer understands: what this checks and why it matters. */
  title: string;
  /** How to fix a finding, in words that hold for any site; a site names its own files in the config's `fixes`. */
  fix: string;
  /**
   * Why the rule only makes sense with the site's audit manifest or facts (expected templates,
   * NAP, alias fallbacks); on a build audited without it, it is reported as not applicable, with this reason.
   */
  needsManifest?: string;
  /** The documentation the rule encodes. */
  docs?: string;
  /**
   * Why the rule reads the build's own files (host redirect files, fallback pages): on a deployed
   * site audited over the network (`--url`) it is reported as not checked, with this reason.
   */
  needsFiles?: string;
  /** The rule checks what a live server sends (headers, redirects as served): it runs only with `--url`. */
  live?: true;
  /** Why this run cannot check the rule (then reported as not checked, with the reason), or null. */
  unchecked?: (site: Site) => string | null;
}

export interface PageContext {
  page: Page;
  site: Site;
  config: AuditConfig;
}
export interface SiteContext {
  site: Site;
  config: AuditConfig;
}

export interface PageRule extends RuleBase {
  scope: 'page';
  /** Which pages the rule looks at; default: pages answering 200. */
  appliesTo?: (page: Page) => boolean;
  check(ctx: PageContext): Issue[] | Promise<Issue[]>;
}

export interface SiteRule extends RuleBase {
  scope: 'site';
  check(ctx: SiteContext): Issue[] | Promise<Issue[]>;
}

export type Rule = PageRule | SiteRule;
