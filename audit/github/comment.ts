/**
 * One pull-request comment per pull request, updated in place on every push: found by its hidden
 * marker among the pull request's comments, edited if there, created if not.
 */
import type { Octokit } from '@octokit/rest';
import { COMMENT_MARKER } from './text';

export interface Repo {
  owner: string;
  repo: string;
}

export async function upsertComment(
  octokit: Octokit,
  where: Repo & { issueNumber: number },
  text: string,
): Promise<{ action: 'created' | 'updated'; id: number; url: string }> {
  const body = `${COMMENT_MARKER}\n${text}`;
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    owner: where.owner,
    repo: where.repo,
    issue_number: where.issueNumber,
    per_page: 100,
  });
  const mine = comments.find((c) => c.body?.includes(COMMENT_MARKER));
  if (mine) {
    const { data } = await octokit.rest.issues.updateComment({
      owner: where.owner,
      repo: where.repo,
      comment_id: mine.id,
      body,
    });
    return { action: 'updated', id: data.id, url: data.html_url };
  }
  const { data } = await octokit.rest.issues.createComment({
    owner: where.owner,
    repo: where.repo,
    issue_number: where.issueNumber,
    body,
  });
  return { action: 'created', id: data.id, url: data.html_url };
}
