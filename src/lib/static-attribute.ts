/**
 * Marks an element whose children React leaves to the browser: a kept part of the first page
 * (src/lib/first-visit.tsx) or rendered Markdown (src/components/sections/blog/Prose.tsx). The
 * image fallback (src/lib/image-fallback.ts) looks after the images inside such elements.
 */
export const STATIC_ATTRIBUTE = 'data-static';
