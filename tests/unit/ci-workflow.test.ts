/**
 * The GitHub workflows (.github/workflows/*.yml) hold together, offline: each is valid GitHub Actions
 * syntax (the workflow JSON schema, by @action-validator/core); every npm script, job and artifact
 * a workflow names exists where it is looked for (package.json's scripts as they are when the test
 * runs, the workflow's jobs, the artifacts its other jobs upload); Playwright runs as package.json
 * runs it; and a pull request runs the SEO audit once. The audit's own flags are checked by the
 * audit's tests (audit/test/workflow-commands.test.ts). What the workflows do is not restated here:
 * docs/ci.md says that.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateWorkflow, type ValidationError } from '@action-validator/core';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  uses?: string;
  strategy?: { matrix?: Record<string, unknown> };
  steps?: Step[];
}
interface Workflow {
  file: string;
  source: string;
  on: unknown;
  jobs: Record<string, Job>;
}

const DIR = '.github/workflows';

/** YAML through gray-matter's parser (js-yaml), a dependency already; a workflow holds no `---` line. */
const parseYaml = (source: string) => matter(`---\n${source}\n---\n`).data as Omit<Workflow, 'file' | 'source'>;

const workflows: Workflow[] = readdirSync(DIR)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort()
  .map((file) => {
    const source = readFileSync(join(DIR, file), 'utf8');
    return { file, source, ...parseYaml(source) };
  });

/** package.json's scripts now, not when this test was written: another change may add or rename them. */
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

const describeErrors = (errors: ValidationError[]): string[] =>
  errors.map((e) => `${'path' in e ? e.path : ''} ${e.title}${e.detail ? `: ${e.detail}` : ''}`);

const jobsOf = (w: Workflow) => Object.entries(w.jobs);
const stepsOf = (job: Job) => job.steps ?? [];
/** A step's shell commands, with `\`-continued lines joined. */
const commandLines = (step: Step) => (step.run ?? '').replace(/\\\n\s*/g, ' ').split('\n');
const needsOf = (job: Job) => (job.needs === undefined ? [] : [job.needs].flat());
const usesAction = (step: Step, action: string) => step.uses?.startsWith(`${action}@`) ?? false;
const triggers = (on: unknown): string[] =>
  typeof on === 'string' ? [on] : Array.isArray(on) ? (on as string[]) : Object.keys(on as object);

/**
 * An artifact name with `${{ matrix.<key> }}` filled in: one name per value of the job's matrix when
 * the matrix lists them, else (a matrix computed at run time) one name with a stand-in value.
 */
function artifactNames(template: string, job: Job): string[] {
  const keys = [...new Set([...template.matchAll(/\$\{\{\s*matrix\.(\w+)\s*\}\}/g)].map((m) => m[1]))];
  const values = keys.length === 1 ? job.strategy?.matrix?.[keys[0]] : undefined;
  const fill = (value: string) => template.replace(/\$\{\{[^}]*\}\}/g, value);
  return Array.isArray(values) ? values.map((v) => fill(String(v))) : [fill('1')];
}

/** download-artifact's `pattern` (a glob) as a regular expression. */
const globRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  );

/** Every artifact the workflow uploads: its names (matrix expanded) and the folder uploaded, by job. */
const uploads = (w: Workflow) =>
  jobsOf(w).flatMap(([id, job]) =>
    stepsOf(job)
      .filter((s) => usesAction(s, 'actions/upload-artifact'))
      .map((s) => ({ job: id, names: artifactNames(String(s.with?.name), job), path: String(s.with?.path ?? '') })),
  );

const folder = (path: string) => path.replace(/^\.\//, '').replace(/\/+$/, '');

/** A command's arguments that are neither options nor an option's value (`--x v`, `-x v`, `--x=v`), as folders. */
const positional = (args: string) =>
  args
    .trim()
    .split(/\s+/)
    .filter((arg, i, all) => !arg.startsWith('-') && !(all[i - 1]?.startsWith('-') && !all[i - 1].includes('=')))
    .map(folder);

/** Running the SEO audit (not its GitHub reporter): `npx seo-audit …` or an npm script `audit…`. */
const RUNS_AUDIT = /\bnpx seo-audit(\s|$)|\bnpm run audit\b/;
const runsAudit = (w: Workflow) => jobsOf(w).some(([, job]) => stepsOf(job).some((s) => RUNS_AUDIT.test(s.run ?? '')));

describe('the workflows', () => {
  it('are found', () => {
    expect(workflows.map((w) => w.file)).toContain('test-full.yml');
  });

  it.each(workflows.map((w) => [w.file, w.source]))('%s is valid GitHub Actions workflow syntax', (_, source) => {
    expect(describeErrors(validateWorkflow(source).errors)).toEqual([]);
  });

  it('would fail the check if one were not (the validator reads them)', () => {
    const broken = workflows[0].source.replace('runs-on:', 'runs_on:');
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });

  it("run only npm scripts package.json has (as it is now: it can be another change's)", () => {
    const missing = workflows.flatMap((w) =>
      jobsOf(w).flatMap(([id, job]) =>
        stepsOf(job).flatMap((s) =>
          [...(s.run ?? '').matchAll(/\bnpm (?:run(?:-script)? ([\w:.-]+)|(test|start)\b)/g)]
            .map((m) => m[1] ?? m[2])
            .filter((script) => !(script in scripts))
            .map((script) => `${w.file} ${id}: npm run ${script}`),
        ),
      ),
    );
    expect(missing, 'scripts the workflows run that package.json does not have').toEqual([]);
  });

  it('wait only for jobs their workflow has (needs:)', () => {
    const unknown = workflows.flatMap((w) =>
      jobsOf(w).flatMap(([id, job]) =>
        needsOf(job)
          .filter((need) => !(need in w.jobs))
          .map((need) => `${w.file} ${id} needs ${need}`),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('download only artifacts a job of the same workflow uploads', () => {
    const orphans = workflows.flatMap((w) => {
      const names = uploads(w).flatMap((u) => u.names);
      return jobsOf(w).flatMap(([id, job]) =>
        stepsOf(job)
          .filter((s) => usesAction(s, 'actions/download-artifact'))
          .filter((s) => {
            const wanted = s.with?.pattern ? globRegExp(String(s.with.pattern)) : undefined;
            return wanted ? !names.some((n) => wanted.test(n)) : !names.includes(String(s.with?.name));
          })
          .map((s) => `${w.file} ${id}: ${String(s.with?.pattern ?? s.with?.name)}`),
      );
    });
    expect(orphans).toEqual([]);
  });

  it('run Playwright with the NODE_OPTIONS package.json runs it with', () => {
    const expected = new Set(
      Object.values(scripts)
        .filter((s) => /\bplaywright test\b/.test(s))
        .flatMap((s) => [...(/NODE_OPTIONS=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(s) ?? [])].slice(1).filter(Boolean)),
    );
    expect(expected.size, 'a package.json script running `playwright test` with NODE_OPTIONS=…').toBeGreaterThan(0);
    const runs = workflows.flatMap((w) =>
      jobsOf(w).flatMap(([id, job]) =>
        stepsOf(job)
          .filter((s) => /\bplaywright test\b/.test(s.run ?? ''))
          .map((s) => ({ where: `${w.file} ${id}`, nodeOptions: s.env?.NODE_OPTIONS })),
      ),
    );
    for (const run of runs) expect([...expected], run.where).toContain(run.nodeOptions);
  });

  it('run the SEO audit once per pull request (audit.yml is the full tier audit lane)', () => {
    const onPullRequest = workflows.filter((w) => triggers(w.on).includes('pull_request'));
    const calls = (w: Workflow) =>
      jobsOf(w)
        .map(([, job]) => job.uses?.replace(/^\.\//, ''))
        .filter((path): path is string => !!path)
        .map((path) => workflows.find((c) => join(DIR, c.file) === path))
        .filter((called): called is Workflow => !!called && runsAudit(called));
    const audits = onPullRequest.flatMap((w) => [...(runsAudit(w) ? [w.file] : []), ...calls(w).map((c) => c.file)]);
    expect(audits, 'pull-request workflows that run the audit').toHaveLength(1);
  });
});

describe('the sharded Playwright run', () => {
  const sharded = workflows.flatMap((w) =>
    jobsOf(w)
      .filter(([, job]) => stepsOf(job).some((s) => /\bplaywright test\b.*--shard\b/.test(s.run ?? '')))
      .map(([id, job]) => ({ w, id, job })),
  );

  it('exists (test-full.yml)', () => {
    expect(sharded.length, 'a job running `playwright test --shard`').toBeGreaterThan(0);
  });

  it.each(sharded.map((s) => [`${s.w.file} ${s.id}`, s]))(
    '%s: the merge job reads every shard blob report and nothing else',
    (_, { w, id, job }) => {
      const run = stepsOf(job).find((s) => /\bplaywright test\b/.test(s.run ?? ''))!;
      expect(run.run, 'shards write blob reports').toMatch(/--reporter[= ]blob\b/);
      const blobDir = String(run.env?.PLAYWRIGHT_BLOB_OUTPUT_DIR ?? 'blob-report');
      const uploaded = uploads(w);
      const shardUpload = uploaded.find((u) => u.job === id && folder(u.path) === blobDir);
      expect(shardUpload, `an upload of ${blobDir}/ in ${id}`).toBeDefined();

      const merges = jobsOf(w).filter(([, j]) =>
        stepsOf(j).some((s) => /\bplaywright merge-reports\b/.test(s.run ?? '')),
      );
      expect(merges, `one job merging ${id}'s reports`).toHaveLength(1);
      const [mergeId, merge] = merges[0];
      expect(needsOf(merge), `${mergeId} waits for the shards`).toContain(id);

      const download = stepsOf(merge).find((s) => usesAction(s, 'actions/download-artifact'));
      expect(download?.with?.pattern, `${mergeId} downloads by pattern`).toBeDefined();
      const pattern = globRegExp(String(download!.with!.pattern));
      const others = uploaded.filter((u) => u !== shardUpload);
      expect({
        shardsMissed: shardUpload!.names.filter((n) => !pattern.test(n)),
        othersTaken: others.flatMap((u) => u.names).filter((n) => pattern.test(n)),
      }).toEqual({ shardsMissed: [], othersTaken: [] });
      // Without merge-multiple each artifact lands in its own subfolder, where merge-reports does not look.
      expect(download!.with!['merge-multiple']).toBe(true);

      const mergeLine = stepsOf(merge)
        .flatMap(commandLines)
        .find((l) => /\bplaywright merge-reports\b/.test(l))!;
      expect(positional(mergeLine.split(/\bmerge-reports\b/)[1]), "merge-reports reads the shards' folder").toEqual([
        folder(String(download!.with!.path)),
      ]);
    },
  );
});
