/**
 * Answers a page's requests to configured outside services (the geolocation lookup and the like) from
 * fixtures, through the DevTools protocol's Fetch domain: both Lighthouse workers (lighthouse-worker.mjs,
 * interaction-worker.mjs) audit offline, so nothing reaches the internet. Other requests continue as sent.
 *
 * @param {import('puppeteer-core').Page} page
 * @param {{ prefix: string, status: number, headers: Record<string, string>, body: string }[]} fixtures
 */
export async function routeFixtures(page, fixtures) {
  if (!fixtures.length) return;
  const session = await page.createCDPSession();
  session.on('Fetch.requestPaused', (event) => {
    const hit = fixtures.find((f) => event.request.url.startsWith(f.prefix));
    const reply = hit
      ? session.send('Fetch.fulfillRequest', {
          requestId: event.requestId,
          responseCode: hit.status,
          responseHeaders: Object.entries(hit.headers).map(([name, value]) => ({ name, value })),
          body: Buffer.from(hit.body).toString('base64'),
        })
      : session.send('Fetch.continueRequest', { requestId: event.requestId });
    reply.catch(() => undefined); // the page may already be gone
  });
  await session.send('Fetch.enable', {
    patterns: fixtures.map((f) => ({ urlPattern: `${f.prefix}*`, requestStage: 'Request' })),
  });
}
