import type { PageRule } from '../../types';
import { firstMeta, unanswered } from '../util';

const rule: PageRule = {
  id: 'canonical/og-image',
  family: 'canonical',
  severity: 'error',
  scope: 'page',
  title: 'The social sharing image (og:image) is an absolute URL of an image that exists.',
  fix: 'Publish the image and reference it by its absolute URL on the site.',
  docs: 'https://ogp.me/#structured',
  async check({ page, site }) {
    const image = firstMeta(page, 'og:image')?.trim();
    if (!image) return [];
    if (!/^https?:\/\//.test(image)) return [{ message: `og:image "${image}" is not an absolute URL.` }];
    const path = site.localPath(image);
    if (path === null) return [];
    const r = await site.fetch(path);
    if (unanswered(r)) return [];
    if (r.status !== 200) return [{ message: `og:image ${image} answers ${r.status}.` }];
    if (!r.contentType.startsWith('image/'))
      return [{ message: `og:image ${image} is served as ${r.contentType || 'unknown type'}, not an image.` }];
    return [];
  },
};
export default rule;
