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
