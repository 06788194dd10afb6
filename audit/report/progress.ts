import type { AuditOptions } from '../collect';

/** The terminal progress bar: `axe ███████░░░░░ 58% 65/112 · 41 s left · /about`. */
export function progressLine(
  stage: string,
  done: number,
  total: number,
  elapsedMs: number,
  label: string,
  columns: number,
): string {
  const width = 24;
  const ratio = total ? Math.min(1, done / total) : 0;
  const filled = Math.round(ratio * width);
  const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
  const left =
    done > 0 && done < total
      ? ` · ${formatDuration((elapsedMs / done) * (total - done))} left`
      : done === total
        ? ' · done'
        : '';
  const line = `${stage.padEnd(10)} ${bar} ${String(Math.round(ratio * 100)).padStart(3)}% ${done}/${total}${left} · ${label}`;
  return line.length > columns - 1 ? `${line.slice(0, Math.max(0, columns - 2))}…` : line;
}

export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
}

/** The terminal's progress line (interactive) or one line per finished stage (CI, logs). */
export function terminalProgress(): Pick<AuditOptions, 'onProgress'> & {
  onBrowser: NonNullable<AuditOptions['browser']>['onProgress'];
} {
  const interactive = Boolean(process.stderr.isTTY) && !process.env.CI;
  let last = 0;
  const stageStarted: Record<string, number> = {};
  return {
    onBrowser: (stage, done, total, label) => {
      const now = Date.now();
      stageStarted[stage] ??= now;
      if (!interactive) {
        if (done === total && total > 0)
          console.error(`${stage}: ${total} done in ${Math.round((now - stageStarted[stage]) / 1000)} s`);
        return;
      }
      if (now - last < 100 && done < total) return;
      last = now;
      process.stderr.write(
        `\r\x1b[K${progressLine(stage === 'axe' ? 'axe' : 'Lighthouse', done, total, now - stageStarted[stage], label, process.stderr.columns ?? 100)}`,
      );
    },
    onProgress: interactive
      ? (phase, done, total) => {
          const now = Date.now();
          if (now - last < 50 && done < total) return;
          last = now;
          process.stderr.write(
            `\r\x1b[K${phase === 'fetch' ? 'Fetching' : 'Checking'} ${done}/${total}${phase === 'fetch' ? ' URLs' : ' rules'}`,
          );
        }
      : undefined,
  };
}
