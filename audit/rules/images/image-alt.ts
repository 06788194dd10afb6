import type { Issue, PageRule } from '../../types';

const rule: PageRule = {
  id: 'images/image-alt',
  family: 'images',
  severity: 'error',
  scope: 'page',
  title:
    'Every image has alternative text (alt), read by screen readers and image search; decorative images use alt="".',
  fix: 'Describe the image in its alt attribute, or set alt="" when it is purely decorative.',
  docs: 'https://developers.google.com/search/docs/appearance/google-images#use-descriptive-alt-text',
  appliesTo: () => true,
  check({ page }) {
    const issues: Issue[] = [];
    for (const img of page.data.images)
      if (img.alt === null) issues.push({ message: `Image ${img.src || '(no src)'} has no alt attribute.` });
    return issues;
  },
};
export default rule;
