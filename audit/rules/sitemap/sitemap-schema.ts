import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateAgainstXsd } from '../../schemas/xsd-validate';
import type { Issue, SiteRule } from '../../types';
import { pageSitemaps } from '../../sitemap-files';

const XSD = fileURLToPath(new URL('../../schemas/sitemap.xsd', import.meta.url));

const rule: SiteRule = {
  id: 'sitemap/sitemap-schema',
  family: 'sitemap',
  severity: 'error',
  scope: 'site',
  title: 'sitemap.xml exists and is valid against the sitemaps.org schema, so search engines accept it.',
  fix: 'Publish a sitemap.xml (or a sitemap index) that follows the sitemaps.org protocol, and fix the element named in the finding.',
  docs: 'https://www.sitemaps.org/protocol.html',
  async check({ site }) {
    const page = '/sitemap.xml';
    if (!site.sitemap) return [{ page, message: 'sitemap.xml does not answer 200.' }];
    const issues: Issue[] = [];
    // A sitemap index's children are validated one by one (the XSD here is the urlset's).
    for (const file of pageSitemaps(site)) {
      const result = await validateAgainstXsd(file.body, readFileSync(XSD, 'utf8'));
      if (!result.valid)
        issues.push(
          ...result.errors
            .slice(0, 20)
            .map((e) => ({ page: file.path, message: `Line ${e.line ?? '?'}: ${e.message.trim()}` })),
        );
    }
    return issues;
  },
};
export default rule;
