import type { Issue, PageRule } from '../../types';
import { unanswered } from '../util';

const rule: PageRule = {
  id: 'links/broken-images',
  family: 'links',
  severity: 'error',
  scope: 'page',
  title: 'Every image on the page loads (answers 200 with an image).',
  fix: 'Add the missing image file or fix the path; paths are case-sensitive on most hosts.',
  docs: 'https://developers.google.com/search/docs/appearance/google-images',
  appliesTo: () => true,
  async check({ page, site }) {
    const issues: Issue[] = [];
    const seen = new Set<string>();
    for (const img of page.data.images) {
      if (!img.src) {
        issues.push({ message: 'An <img> has no src.' });
        continue;
      }
      if (!img.url || img.url.protocol === 'data:') continue;
      const path = site.localPath(img.url);
      if (path === null || seen.has(path)) continue;
      seen.add(path);
      const r = await site.fetch(path);
      if (unanswered(r)) continue;
      if (r.status !== 200) issues.push({ message: `Image ${img.src} answers ${r.status}.` });
      else if (!r.contentType.startsWith('image/'))
        issues.push({ message: `Image ${img.src} is served as ${r.contentType}, not an image.` });
    }
    return issues;
  },
};
export default rule;
