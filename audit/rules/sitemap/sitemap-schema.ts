import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateAgainstXsd } from '../../schemas/xsd-validate';
import type { SiteRule } from '../../types';

const XSD = fileURLToPath(new URL('../../schemas/sitemap.xsd', import.meta.url));

const rule: SiteRule = {
  id: 'sitemap/sitemap-schema',
  family: 'sitemap',
  severity: 'error',
  scope: 'site',
  title: 'sitemap.xml exists and is valid against the sitemaps.org schema, so search engines accept it.',
  fix: 'Generate the sitemap with scripts/lib/sitemap.ts (the sitemap package) and fix the element named in the finding.',
  docs: 'https://www.sitemaps.org/protocol.html',
  async check({ site }) {
    const page = '/sitemap.xml';
    if (!site.sitemap) return [{ page, message: 'sitemap.xml does not answer 200.' }];
    const result = await validateAgainstXsd(site.sitemap.body, readFileSync(XSD, 'utf8'));
    return result.valid ? [] : result.errors.slice(0, 20).map((e) => ({ page, message: `Line ${e.line ?? '?'}: ${e.message.trim()}` }));
  },
};
export default rule;
