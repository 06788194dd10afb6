/**
 * Ends the current task: resolves in a new one, so the browser can paint and
 * answer input between two pieces of start-up. Module evaluation, the route
 * match, loading the page's chunks (already preloaded, so their promises
 * settle at once) and building the router otherwise run as one chain of
 * microtasks: 140–160 ms in one task at 4× CPU slowdown on a service page
 * (Chromium trace), which Total Blocking Time counts above its 50 ms. A
 * MessageChannel message is a macrotask that is neither clamped like
 * setTimeout nor faked by the tests' clocks.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
