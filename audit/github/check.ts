/**
 * One check run for the whole audit (not a status per URL): its verdict, the run's text as the
 * summary and an annotation per failing page and rule. GitHub takes at most 50 annotations per
 * request, so the check is created with the first 50 and updated with the rest, 50 at a time
 * (each update adds to the annotations already there).
 */
import type { Octokit } from '@octokit/rest';
import type { Repo } from './comment';
import type { Annotation } from './text';

export const ANNOTATIONS_PER_REQUEST = 50;

export async function publishCheck(
  octokit: Octokit,
  where: Repo & { headSha: string },
  check: { name: string; ok: boolean; title: string; summary: string; annotations: Annotation[] },
): Promise<{ id: number; url: string; requests: number }> {
  const batches: Annotation[][] = [];
  for (let i = 0; i < check.annotations.length; i += ANNOTATIONS_PER_REQUEST)
    batches.push(check.annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
  const output = (annotations: Annotation[] = []) => ({ title: check.title, summary: check.summary, annotations });
  const { data } = await octokit.rest.checks.create({
    owner: where.owner,
    repo: where.repo,
    name: check.name,
    head_sha: where.headSha,
    status: 'completed',
    conclusion: check.ok ? 'success' : 'failure',
    output: output(batches[0]),
  });
  for (const batch of batches.slice(1))
    await octokit.rest.checks.update({
      owner: where.owner,
      repo: where.repo,
      check_run_id: data.id,
      output: output(batch),
    });
  return { id: data.id, url: data.html_url ?? '', requests: Math.max(1, batches.length) };
}
