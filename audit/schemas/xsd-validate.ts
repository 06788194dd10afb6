/**
 * Runs xmllint-wasm's validator in a worker started with no exec arguments:
 * xmllint-wasm spawns its own worker, which would otherwise inherit tsx's and
 * node-setup's `--import` flags and fail to load TypeScript.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);

const CODE = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData.lib).validateXML(workerData.options).then(
  (r) => parentPort.postMessage({ ok: true, valid: r.valid, errors: r.errors.map((e) => ({ message: e.message, line: e.loc ? e.loc.lineNumber : null })) }),
  (e) => parentPort.postMessage({ ok: false, message: String((e && e.message) || e) }),
);`;

export interface XsdResult {
  valid: boolean;
  errors: { message: string; line: number | null }[];
}

export function validateAgainstXsd(xml: string, xsd: string): Promise<XsdResult> {
  const options = {
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'schema.xsd', contents: xsd }],
    maxMemoryPages: 16 * 256,
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(CODE, {
      eval: true,
      execArgv: [],
      env: {},
      workerData: { lib: require.resolve('xmllint-wasm'), options },
    });
    worker.once('message', (m: ({ ok: true } & XsdResult) | { ok: false; message: string }) => {
      void worker.terminate();
      if (m.ok) resolve({ valid: m.valid, errors: m.errors });
      else reject(new Error(`xmllint: ${m.message}`));
    });
    worker.once('error', reject);
  });
}
