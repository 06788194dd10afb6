// One html-validate instance per worker thread: validation is CPU work (about
// 0.1 s a page), and on the main thread it would starve the audit's local
// server and its keep-alive sockets. Plain JavaScript so it runs without tsx; pooled by
// tinypool (valid.ts), which calls the default export once a page.
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { htmlValidateConfig } from './config.mjs';

const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig));

/** One page's messages; a page html-validate cannot read throws. */
export default async function validate({ html, name }) {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((r) =>
    r.messages.map((m) => ({ line: m.line, column: m.column, message: m.message, ruleId: m.ruleId })),
  );
}
