/**
 * React DOM creates five errors as it starts, never to show them: sentinels it throws and compares
 * by identity (a suspended render, a hydration mismatch...). When a browser is driven over the
 * DevTools protocol, as Lighthouse, PageSpeed Insights and Playwright drive it, V8 records where
 * each new error was made, and for that re-parses react-dom's whole 170 KB module function to find
 * its source positions: 10 to 12 ms on one task at full speed (Chromium trace,
 * `V8.CollectSourcePositions`), 70 to 120 ms at the 7 to 10× CPU slowdown Lighthouse's guidance
 * gives this machine, most of it counted as Total Blocking Time. (A visitor's browser, with no
 * DevTools client, may not pay it; that cannot be measured without the protocol.) This build makes the five
 * sentinels ordinary objects that inherit from `Error.prototype`, with the same message and no
 * stack: React only ever throws them and compares them with `===`. docs/performance.md, "What keeps
 * the app cheap", has the measurement.
 *
 * The sites are matched exactly; when a React update moves or renames them the build fails here,
 * naming the file, rather than silently keeping the cost.
 */
import type { Plugin } from 'vite';

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
/** `name = Error(formatProdErrorMessage(code))` at the module's top level, as React 19 writes them. */
const SENTINEL =
  /\b(HydrationMismatchException|SuspenseException|SuspenseyCommitException|SuspenseActionException|SelectiveHydrationException) = Error\(formatProdErrorMessage\((\d+)\)\)/g;
const EXPECTED = 5;
/** Appended (a function declaration is hoisted), so the file's "use strict" directive stays its first statement. */
const HELPER =
  '\nfunction stacklessSentinel$(message) { var sentinel = Object.create(Error.prototype); sentinel.message = message; return sentinel; }\n';

export function stacklessSentinels(code: string, file: string): string {
  let found = 0;
  const rewritten = code.replace(SENTINEL, (_match, name: string, errorCode: string) => {
    found++;
    return `${name} = stacklessSentinel$(formatProdErrorMessage(${errorCode}))`;
  });
  if (found !== EXPECTED)
    throw new Error(
      `${file}: expected React DOM's ${EXPECTED} sentinel errors (scripts/lib/stackless-sentinels-plugin.ts), found ${found}. React has changed: check what it creates at start-up and update the pattern.`,
    );
  return rewritten + HELPER;
}

/** Rewrites react-dom's client build in the browser bundle only (the prerender runs in Node, with no inspector). */
export function stacklessSentinelsPlugin(): Plugin {
  return {
    name: 'stackless-react-sentinels',
    apply: 'build',
    transform: {
      filter: { id: REACT_DOM_CLIENT },
      handler(code, id, options) {
        if (options?.ssr) return null;
        return { code: stacklessSentinels(code, id), map: null };
      },
    },
  };
}
