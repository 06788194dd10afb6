/**
 * How the audit's server compresses text (https.ts), shared
 * with the rule that weighs each page's HTML as Lighthouse receives it
 * (budgets/document-weight). Quality 5 is what CDNs use for on-the-fly Brotli.
 */
import { brotliCompressSync, constants } from 'node:zlib';

export const BROTLI_QUALITY = 5;

export const brotliBytes = (content: string | Buffer): number =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length;
