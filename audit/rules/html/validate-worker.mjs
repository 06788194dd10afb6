// One html-validate instance per worker thread: validation is CPU work (about
// 0.1 s a page), and on the main thread it would starve the audit's local
// server and its keep-alive sockets. Plain JavaScript so it runs without tsx.
import { parentPort } from 'node:worker_threads';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { htmlValidateConfig } from './config.mjs';

const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig));

parentPort.on('message', async ({ id, html, name }) => {
  try {
    const report = await validator.validateString(html, name);
    parentPort.postMessage({
      id,
      messages: report.results.flatMap((r) =>
        r.messages.map((m) => ({ line: m.line, column: m.column, message: m.message, ruleId: m.ruleId })),
      ),
    });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
