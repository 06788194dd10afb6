/**
 * The crawl of a deployed site (`seo-audit run --url`): requests over the network instead of to a
 * build served here, made politely. At most `concurrency` requests are in flight (crawl.ts's pool,
 * and the agents' sockets); robots.txt is read first and an address it disallows to `seo-audit`
 * (its own group, else `*`) is never requested, its `Crawl-delay` spaces the requests; at most
 * `maxPages` page addresses are requested (files a page loads, robots.txt and sitemaps do not
 * count). Only the site's own origin is crawled. What was left out is kept, with the reason, so
 * the report can say it was not checked.
 *
 * The files a page loads (scripts, stylesheets, images, fonts) are kept in a temporary folder
 * at their paths, as a build holds them, so the rules that weigh them (budgets/*) and the page
 * fingerprints read the files as served.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import robotsParser from 'robots-parser';
import { ROBOTS_AGENT, liveAgents, liveGet, type LiveAnswer } from './fetch';
import type { Resource } from '../types';

/** Politeness defaults: a small pool, a page limit (`--concurrency`, `--max-pages`). */
export const LIVE_DEFAULTS = { concurrency: 4, maxPages: 500 } as const;
/** The longest `Crawl-delay` honoured, in seconds: a larger one would keep the audit running for hours. */
const MAX_CRAWL_DELAY_S = 10;

/** As crawl.ts keeps bodies: text, XML and JSON. */
const TEXT = /^(text\/|application\/(xml|json|xhtml))/;
/** Addresses of files, not pages: they do not count toward the page limit. */
const FILE =
  /\.(m?js|css|png|jpe?g|gif|webp|avif|svg|ico|bmp|woff2?|ttf|otf|eot|mp4|webm|ogg|mp3|wav|pdf|zip|json|xml|txt|webmanifest|map)$/i;

export interface LiveOptions {
  /** The address given (`--url`): its origin is crawled. */
  url: string;
  maxPages: number;
  concurrency: number;
}

export interface LiveSession {
  /** The origin crawled. */
  base: string;
  /** The folder of the files fetched, at their paths. */
  files: string;
  /** Reads robots.txt's answer: from now on its rules apply. */
  useRobots(robots: Resource | null): void;
  /** Why an address is not to be requested (robots.txt, the page limit), or null; counts the pages that are. */
  refuse(path: string): string | null;
  /** Addresses not requested, with the reason. */
  notFetched: Map<string, string>;
  get(path: string): Promise<Resource>;
  /** Any absolute URL once, redirects not followed, nothing kept: another host of the site (http://, www). */
  probe(url: string): Promise<Resource>;
  close(): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function liveSession(options: LiveOptions): LiveSession {
  const base = new URL(options.url).origin;
  const agents = liveAgents(options.concurrency);
  const files = mkdtempSync(join(tmpdir(), 'seo-audit-live-'));
  const notFetched = new Map<string, string>();
  let robots: ReturnType<typeof robotsParser> | null = null;
  let delayMs = 0;
  let gate: Promise<void> = Promise.resolve();
  let pages = 0;

  const keepFile = (path: string, answer: LiveAnswer) => {
    const pathname = decodeURIComponent(path.split('?')[0]);
    if (answer.status !== 200 || !FILE.test(pathname)) return;
    const file = join(files, pathname);
    if (!file.startsWith(files + sep)) return;
    try {
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, answer.body);
    } catch {
      // A path that is a folder elsewhere on the site (`/a` and `/a/b`): that file is not weighed.
    }
  };

  const toResource = (path: string, answer: LiveAnswer): Resource => {
    const contentType = String(answer.headers['content-type'] ?? '');
    return {
      path,
      status: answer.status,
      location: answer.location,
      contentType,
      headers: answer.headers,
      body: TEXT.test(contentType) ? answer.body.toString('utf8') : '',
      bytes: answer.body.length,
      sources: new Set(),
      ...(answer.error ? { error: answer.error } : {}),
    };
  };

  /** Waits for the request's turn when robots.txt asks for a delay between requests. */
  const turn = async () => {
    if (!delayMs) return;
    const mine = gate.then(() => sleep(delayMs));
    gate = mine;
    await mine;
  };

  return {
    base,
    files,
    notFetched,
    useRobots(answer) {
      if (!answer || answer.status !== 200) return;
      robots = robotsParser(`${base}/robots.txt`, answer.body);
      const delay = Number(robots.getCrawlDelay(ROBOTS_AGENT) ?? 0);
      if (delay > 0) delayMs = Math.min(delay, MAX_CRAWL_DELAY_S) * 1000;
    },
    refuse(path) {
      if (robots && robots.isAllowed(`${base}${path}`, ROBOTS_AGENT) === false) {
        const reason = `robots.txt disallows it to ${ROBOTS_AGENT} (line ${robots.getMatchingLineNumber(`${base}${path}`, ROBOTS_AGENT)})`;
        notFetched.set(path, reason);
        return reason;
      }
      if (FILE.test(path.split('?')[0])) return null;
      if (pages >= options.maxPages) {
        const reason = `the page limit (${options.maxPages} pages, --max-pages) was reached`;
        notFetched.set(path, reason);
        return reason;
      }
      pages++;
      return null;
    },
    async get(path) {
      await turn();
      const answer = await liveGet(new URL(path, base), agents);
      keepFile(path, answer);
      return toResource(path, answer);
    },
    async probe(url) {
      await turn();
      const target = new URL(url);
      return toResource(`${target.pathname}${target.search}`, await liveGet(target, agents));
    },
    close() {
      agents.destroy();
      rmSync(files, { recursive: true, force: true });
    },
  };
}
