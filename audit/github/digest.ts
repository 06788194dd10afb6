/**
 * The digest for people outside the repository: after a main-branch run, the verdict and the top
 * changes posted to a chat webhook as Slack-compatible JSON (`{ "text": … }`), when one variable,
 * SEO_AUDIT_WEBHOOK_URL, names the webhook. Node's own fetch; no client library needed for one POST.
 */
import type { AuditReport } from '../report-data';
import { digestText, type ReportLinks } from './text';

export const WEBHOOK_VARIABLE = 'SEO_AUDIT_WEBHOOK_URL';

export async function postDigest(url: string, report: AuditReport, links: ReportLinks): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: digestText(report, links) }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok)
    throw new Error(
      `the webhook answered ${response.status} ${response.statusText}: ${(await response.text()).slice(0, 200)}`,
    );
}
