/**
 * Hydration in slices. In the browser the app runs on Preact
 * (scripts/lib/preact-client.ts), whose hydration is one synchronous pass over
 * the whole page: on a mid-range phone that single long task cost 70–100 ms
 * of Total Blocking Time, where React 19 slices its own hydration.
 *
 * `<HydrateLater>` marks a subtree that hydrates in a task of its own. During
 * the first hydration it suspends; Preact keeps the server-rendered DOM of a
 * suspended subtree untouched, and the subtrees are released one per task, in
 * document order, so the browser can answer input in between. The server
 * render, a React client (CLIENT_RUNTIME=react, `npm run dev`) and every
 * render after start-up pass the children straight through.
 *
 * The wrapped subtree must render exactly one root element: Preact keeps the
 * first DOM node of a suspended subtree.
 */
import { Suspense, useState, type ReactNode } from 'react';

declare const __PREACT_CLIENT__: boolean | undefined;

const SLICED = typeof window !== 'undefined' && typeof __PREACT_CLIENT__ !== 'undefined' && __PREACT_CLIENT__;

interface Gate { open: boolean; promise: Promise<void> }

const queue: (() => void)[] = [];
const onDone: (() => void)[] = [];
let starting = SLICED;
let scheduled = false;

/** A macrotask that is neither clamped nor throttled like setTimeout (and not faked by test clocks). */
function nextTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/** Opens one gate per task; when none is left, start-up is over. */
function release(): void {
  const open = queue.shift();
  if (open) {
    open();
    nextTask(release);
    return;
  }
  scheduled = false;
  starting = false;
  for (const callback of onDone.splice(0)) callback();
}

function createGate(): Gate | null {
  if (!starting) return null;
  const gate: Gate = { open: false, promise: Promise.resolve() };
  gate.promise = new Promise((resolve) =>
    queue.push(() => {
      gate.open = true;
      resolve();
    }),
  );
  if (!scheduled) {
    scheduled = true;
    nextTask(release);
  }
  return gate;
}

function Gate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.open) throw gate.promise;
  return <>{children}</>;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const [gate] = useState(createGate);
  if (!SLICED) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <Gate gate={gate}>{children}</Gate>
    </Suspense>
  );
}

/** Resolves in a new task: lets the browser paint and answer input before the next piece of start-up. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => nextTask(resolve));
}

/** Runs `callback` once every slice has hydrated (at once where hydration is not sliced). */
export function whenHydrated(callback: () => void): void {
  if (starting && (scheduled || queue.length)) onDone.push(callback);
  else callback();
}
