/** sitemap.xml (indexable canonical pages only) and robots.txt, from the manifest. */
import { createWriteStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SitemapStream } from 'sitemap';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { absoluteUrl, sitemapEntries } from '../../core/urls/manifest';
import { siteConfig } from '../../core/config/site-config';

export async function writeSitemap(dist: string): Promise<void> {
  const items = sitemapEntries.map((e) => ({
    url: absoluteUrl(e.canonicalPath),
    changefreq: e.sitemap!.changefreq,
    priority: e.sitemap!.priority,
  }));
  await pipeline(
    Readable.from(items),
    new SitemapStream({ xmlns: { news: false, xhtml: false, image: false, video: false } }),
    createWriteStream(join(dist, 'sitemap.xml')),
  );
}

export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteConfig.SITE_URL}/sitemap.xml`, ''].join('\n');
}

export function writeRobots(dist: string): void {
  writeFileSync(join(dist, 'robots.txt'), robotsTxt());
}
