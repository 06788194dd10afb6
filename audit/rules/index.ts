/** Every rule of the audit, in report order. Adding a rule: write its module, list it here, add its breaking fixture test. */
import type { Rule } from '../types';
import titlesTitlePresent from './titles/title-present';
import titlesTitleUnique from './titles/title-unique';
import titlesTitleLength from './titles/title-length';
import titlesTitleNearDuplicate from './titles/title-near-duplicate';
import descriptionsDescriptionPresent from './descriptions/description-present';
import descriptionsDescriptionUnique from './descriptions/description-unique';
import descriptionsDescriptionLength from './descriptions/description-length';
import descriptionsDescriptionNearDuplicate from './descriptions/description-near-duplicate';
import headingsOneH1 from './headings/one-h1';
import langHtmlLang from './lang/html-lang';
import canonicalCanonicalAbsolute from './canonical/canonical-absolute';
import canonicalCanonicalExpected from './canonical/canonical-expected';
import canonicalCanonicalTarget from './canonical/canonical-target';
import canonicalCanonicalElsewhere from './canonical/canonical-elsewhere';
import canonicalOgUrl from './canonical/og-url';
import canonicalOgTags from './canonical/og-tags';
import canonicalOgImage from './canonical/og-image';
import robotsNoindexIntended from './robots/noindex-intended';
import robotsNoindexCanonical from './robots/noindex-canonical';
import htmlValid from './html/valid';
import robotsRobotsTxt from './robots/robots-txt';
import robotsRobotsBlocking from './robots/robots-blocking';
import sitemapSitemapSchema from './sitemap/sitemap-schema';
import sitemapSitemapUrls from './sitemap/sitemap-urls';
import sitemapSitemapCoverage from './sitemap/sitemap-coverage';
import linksBrokenLinks from './links/broken-links';
import linksRedirectedLinks from './links/redirected-links';
import linksFragments from './links/fragments';
import linksBrokenImages from './links/broken-images';
import linksClickDepth from './links/click-depth';
import linksInboundLinks from './links/inbound-links';
import linksExternalNoopener from './links/external-noopener';
import redirectsSingleHop from './redirects/single-hop';
import redirectsFallbackHtml from './redirects/fallback-html';
import redirectsHostFiles from './redirects/host-files';
import redirectsCdnFiles from './redirects/cdn-files';
import imagesImageAlt from './images/image-alt';
import imagesImageDimensions from './images/image-dimensions';
import contentWordCount from './content/word-count';
import contentNearDuplicate from './content/near-duplicate';
import structuredDataJsonParse from './structured-data/json-parse';
import structuredDataVocabulary from './structured-data/vocabulary';
import structuredDataPropertyDomain from './structured-data/property-domain';
import structuredDataLocalBusiness from './structured-data/local-business';
import structuredDataBreadcrumb from './structured-data/breadcrumb';
import structuredDataFaq from './structured-data/faq';
import structuredDataArticle from './structured-data/article';
import structuredDataOffer from './structured-data/offer';
import napNapName from './nap/nap-name';
import napNapPhone from './nap/nap-phone';
import napNapAddress from './nap/nap-address';
import napNapHours from './nap/nap-hours';
import budgetsJavascriptWeight from './budgets/javascript-weight';
import budgetsCssWeight from './budgets/css-weight';
import budgetsDocumentWeight from './budgets/document-weight';
import budgetsPageWeight from './budgets/page-weight';
import liveServerErrors from './live/server-errors';
import livePermanentRedirects from './live/permanent-redirects';
import liveRedirectChains from './live/redirect-chains';
import liveRedirectHttps from './live/redirect-https';
import liveCanonicalHost from './live/canonical-host';
import liveHttpLinks from './live/http-links';
import liveHtmlCaching from './live/html-caching';
import liveAssetCaching from './live/asset-caching';
import liveCompression from './live/compression';
import liveSecurityHeaders from './live/security-headers';
import liveNotCrawled from './live/not-crawled';

export const rules: Rule[] = [
  titlesTitlePresent,
  titlesTitleUnique,
  titlesTitleLength,
  titlesTitleNearDuplicate,
  descriptionsDescriptionPresent,
  descriptionsDescriptionUnique,
  descriptionsDescriptionLength,
  descriptionsDescriptionNearDuplicate,
  headingsOneH1,
  langHtmlLang,
  htmlValid,
  canonicalCanonicalAbsolute,
  canonicalCanonicalExpected,
  canonicalCanonicalElsewhere,
  canonicalCanonicalTarget,
  canonicalOgUrl,
  canonicalOgTags,
  canonicalOgImage,
  robotsNoindexIntended,
  robotsNoindexCanonical,
  robotsRobotsTxt,
  robotsRobotsBlocking,
  sitemapSitemapSchema,
  sitemapSitemapUrls,
  sitemapSitemapCoverage,
  linksBrokenLinks,
  linksRedirectedLinks,
  linksFragments,
  linksBrokenImages,
  linksClickDepth,
  linksInboundLinks,
  linksExternalNoopener,
  redirectsSingleHop,
  redirectsFallbackHtml,
  redirectsHostFiles,
  redirectsCdnFiles,
  imagesImageAlt,
  imagesImageDimensions,
  contentWordCount,
  contentNearDuplicate,
  structuredDataJsonParse,
  structuredDataVocabulary,
  structuredDataPropertyDomain,
  structuredDataLocalBusiness,
  structuredDataBreadcrumb,
  structuredDataFaq,
  structuredDataArticle,
  structuredDataOffer,
  napNapName,
  napNapPhone,
  napNapAddress,
  napNapHours,
  budgetsJavascriptWeight,
  budgetsCssWeight,
  budgetsDocumentWeight,
  budgetsPageWeight,
  liveServerErrors,
  livePermanentRedirects,
  liveRedirectChains,
  liveRedirectHttps,
  liveCanonicalHost,
  liveHttpLinks,
  liveHtmlCaching,
  liveAssetCaching,
  liveCompression,
  liveSecurityHeaders,
  liveNotCrawled,
];
