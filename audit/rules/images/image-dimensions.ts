import type { Issue, PageRule } from '../../types';

const valid = (v: string | null) => v !== null && /^\d+(\.\d+)?$/.test(v.trim()) && Number(v) > 0;

const rule: PageRule = {
  id: 'images/image-dimensions',
  family: 'images',
  severity: 'error',
  scope: 'page',
  title: 'Every image declares its width and height, so the page does not jump while it loads (layout shift).',
  fix: 'Set width and height attributes to the image’s intrinsic size; CSS can still scale it.',
  docs: 'https://web.dev/articles/optimize-cls#images-without-dimensions',
  appliesTo: () => true,
  check({ page }) {
    const issues: Issue[] = [];
    for (const img of page.data.images) {
      const missing = [!valid(img.width) && 'width', !valid(img.height) && 'height'].filter(Boolean);
      if (missing.length)
        issues.push({ message: `Image ${img.src || '(no src)'} has no valid ${missing.join(' or ')}.` });
    }
    return issues;
  },
};
export default rule;
