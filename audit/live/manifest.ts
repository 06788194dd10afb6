/**
 * A deployed site's own audit manifest: a build that writes `audit-manifest.json` is deployed with
 * it (the file publishes nothing a page does not), so `--url` reads it from the site as `--dist`
 * reads it from the folder, and the audit knows the templates, canonicals, intended statuses and
 * redirect aliases of what it crawls. A site that serves none (a 404, or its app's page for any
 * address) is audited as any site.
 */
import { AUDIT_MANIFEST_FILE, parseManifest, type AuditManifest } from '../manifest';
import { liveAgents, liveGet } from './fetch';

export async function readServedManifest(url: string): Promise<AuditManifest | null> {
  const address = new URL(`/${AUDIT_MANIFEST_FILE}`, url);
  const agents = liveAgents(1);
  try {
    const answer = await liveGet(address, agents);
    if (answer.status !== 200) return null;
    let raw: unknown;
    try {
      raw = JSON.parse(answer.body.toString('utf8'));
    } catch {
      return null;
    }
    // Some other JSON at that address is no manifest; one that says it is one must be valid.
    if (typeof raw !== 'object' || raw === null || !('schemaVersion' in raw)) return null;
    return parseManifest(raw, address.href);
  } finally {
    agents.destroy();
  }
}
