/**
 * The package's `./text` export: words and word shingles, Jaccard similarity and the near-duplicate
 * search the content rules use, from the shared package `@bay-appliance/common` (packages/common/text.ts,
 * which `npm run validate` uses too). The build bundles them in.
 */
export * from '@bay-appliance/common/text';
