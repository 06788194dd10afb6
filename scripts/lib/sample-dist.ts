/**
 * Where the complete sample configuration's build (tests/fixtures/sample-owner/, `npm run build:sample`)
 * goes beside a build in `dist`: dist/ → dist-sample/. `npm test` builds it there (scripts/test-tier.ts)
 * and Playwright's `sample` project serves it (playwright.config.ts), so a DIST_DIR given to a tier moves
 * both builds together and the sample never overwrites the default one.
 */
export const sampleDistDir = (dist: string): string => `${dist}-sample`;
