/** An upgrade of vite-react-ssg is one file to revisit: this fails, naming src/ssg/adapter.tsx, until someone has. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SSG_VERSION } from '../../src/ssg/adapter';
import { SSG_STAMP_SCRIPT } from '../../core/build/ssg-output';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

describe('the vite-react-ssg adapter', () => {
  it('was written for the version package.json pins', () => {
    expect(
      pkg.dependencies['vite-react-ssg'],
      'vite-react-ssg changed: revisit every workaround in src/ssg/adapter.tsx, then set SSG_VERSION',
    ).toBe(SSG_VERSION);
  });

  it('recognises the build stamp the pinned version writes into each page', () => {
    const page = `<head>\n<script>window.__VITE_REACT_SSG_HASH__ = 'x1y2z3'</script></head>`;
    expect(page.replace(SSG_STAMP_SCRIPT, '')).toBe('<head></head>');
  });
});
