// The html-validate configuration of the audit's `html/valid` rule: the
// `standard` preset (the HTML standard's content models, attributes and
// nesting; no style rules) plus the project's own rules for what the preset
// cannot express (dl-content.mjs). Shared by the worker threads and the tests.
import { sitePlugin } from './dl-content.mjs';

export const htmlValidateConfig = {
  extends: ['html-validate:standard'],
  plugins: [sitePlugin],
  rules: { 'site/dl-content': 'error' },
};
