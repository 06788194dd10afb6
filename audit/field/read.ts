/**
 * Field vitals as a marketer downloads them from their analytics: a CSV (a GA4 exploration or
 * report export, comment lines starting with `#` allowed) or JSON (an array of rows, or of GA4
 * BigQuery export events with `event_params`). One row per event, or per group with an event
 * count. Columns are found by name, in any case and with spaces or underscores:
 * the metric (`event_name`, `metric_name`, `name`), the page (`page_path`, `page_location`, a full
 * URL is reduced to its path), the value (`metric_value`, else GA4's integer `value`, CLS in
 * thousandths) and optionally `debug_target` and an `event_count`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { FIELD_METRICS, fieldRowsSchema, type FieldMetric } from '../schema/field';
import { InvalidFileError, validated } from '../schema/read-json';

export interface FieldEvent {
  metric: FieldMetric;
  path: string;
  value: number;
  /** How many visits this row stands for (an aggregated export's event count). */
  count: number;
  target?: string;
}

export interface FieldRead {
  events: FieldEvent[];
  /** Rows that were not one of the five metrics, or had no page or value. */
  skipped: number;
}

const COLUMNS = {
  metric: ['event_name', 'event name', 'metric_name', 'metric name', 'metric', 'name'],
  path: [
    'page_path',
    'page path',
    'page path and screen class',
    'page_location',
    'page location',
    'page',
    'path',
    'url',
  ],
  metricValue: ['metric_value', 'metric value'],
  value: ['value', 'event value'],
  target: ['debug_target', 'debug target', 'target'],
  count: ['event_count', 'event count', 'count', 'events'],
};
const norm = (key: string) =>
  key
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .replace(/^customevent:/, '');
const pick = (row: Record<string, unknown>, names: string[]): unknown => {
  const wanted = names.map(norm);
  for (const [key, value] of Object.entries(row)) if (wanted.includes(norm(key))) return value;
  return undefined;
};
const number = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const n = Number(v.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
};

/** A page's path as the audit names pages: no origin, query or fragment, no trailing slash but on the home page. */
export function pagePath(raw: string): string {
  let path = raw.trim();
  try {
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    /* not a URL: taken as a path */
  }
  path = path.replace(/[?#].*$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** A GA4 BigQuery export event: its `event_params` flattened into the row. */
function flatten(row: Record<string, unknown>): Record<string, unknown> {
  const params = row.event_params;
  if (!Array.isArray(params)) return row;
  const out: Record<string, unknown> = { ...row };
  for (const p of params as { key?: string; value?: Record<string, unknown> }[]) {
    const v = p.value ?? {};
    if (p.key) out[p.key] = v.string_value ?? v.double_value ?? v.int_value ?? v.float_value;
  }
  return out;
}

function eventOf(row: Record<string, unknown>): FieldEvent | null {
  const metric = String(pick(row, COLUMNS.metric) ?? '').toUpperCase() as FieldMetric;
  if (!FIELD_METRICS.includes(metric)) return null;
  const rawPath = pick(row, COLUMNS.path);
  const exact = number(pick(row, COLUMNS.metricValue));
  const integer = number(pick(row, COLUMNS.value));
  const value = exact ?? (integer === null ? null : metric === 'CLS' ? integer / 1000 : integer);
  if (typeof rawPath !== 'string' || !rawPath.trim() || value === null || value < 0) return null;
  const count = number(pick(row, COLUMNS.count)) ?? 1;
  const target = pick(row, COLUMNS.target);
  return {
    metric,
    path: pagePath(rawPath),
    value,
    count: Math.max(1, Math.round(count)),
    ...(typeof target === 'string' && target.trim() ? { target: target.trim() } : {}),
  };
}

/**
 * CSV rows as arrays of fields (csv-parse): quoted fields may hold commas, quotes ("") and line
 * breaks; a byte-order mark, blank rows and comment lines (`#` first on the line, as GA4 writes its
 * export's heading) are dropped, and rows may differ in length.
 */
const csvRows = (text: string): string[][] =>
  parse(text, {
    bom: true,
    comment: '#',
    comment_no_infix: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
  });

/** Reads rows (objects) from CSV text: the header is the first row naming a metric column. */
function csvObjects(text: string): Record<string, unknown>[] {
  const rows = csvRows(text);
  const at = rows.findIndex((r) => r.some((f) => COLUMNS.metric.map(norm).includes(norm(f))));
  if (at < 0) return [];
  const header = rows[at]!;
  return rows.slice(at + 1).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

export function parseFieldData(text: string, name = 'field data'): FieldRead {
  const trimmed = text.trim();
  let rows: Record<string, unknown>[];
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    const json = JSON.parse(trimmed) as unknown;
    const list = Array.isArray(json)
      ? json
      : ((json as { rows?: unknown[]; events?: unknown[] }).rows ?? (json as { events?: unknown[] }).events);
    if (!Array.isArray(list)) throw new Error(`${name}: JSON field data is an array of rows (or { "rows": [...] }).`);
    rows = validated(fieldRowsSchema, list, 'field data', name).map(flatten);
  } else {
    rows = csvObjects(text);
  }
  const events: FieldEvent[] = [];
  let skipped = 0;
  for (const row of rows) {
    const event = eventOf(row);
    if (event) events.push(event);
    else skipped++;
  }
  if (!events.length)
    throw new Error(
      `${name}: no LCP, INP, CLS, FCP or TTFB event found; the file needs an event name, a page path and a value column (audit/samples/field-vitals.csv).`,
    );
  return { events, skipped };
}

/** The file given to `--field`; every error names the option and the file. */
export function readFieldData(file: string): FieldRead {
  if (!existsSync(file)) throw new Error(`--field ${file} does not exist.`);
  try {
    return parseFieldData(readFileSync(file, 'utf8'), `--field ${file}`);
  } catch (error) {
    if (error instanceof InvalidFileError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(message.startsWith('--field') ? message : `--field ${file}: ${message}`);
  }
}
