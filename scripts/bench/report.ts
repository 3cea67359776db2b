// The benchmark's printed table and the targets beside the figures. A figure is only as honest as
// its answers: a row whose requests were refused (429, 503…) or errored measured the refusal, not
// the work, so it is FAILED whatever its speed. Each row also shows itself against the same run's
// /healthz (the server's ceiling on this machine), so a figure reads the same on a busier machine.
import type { Figures } from './load';

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const num = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/** What a row is judged on: how many answers it got and how many of its requests failed. */
export interface Answered {
  failures: number;
  requests: number;
}

export type Row = Figures & { target?: string; /** The same run's /healthz row. */ ceiling?: Figures };

/** req/s as a share of /healthz's, and p95 as a multiple of /healthz's: '0.42× rps, 3.1× p95'. */
export function againstCeiling(row: Figures, ceiling: Figures | undefined): string {
  if (!ceiling || ceiling === row) return '';
  return `${num(row.rps / ceiling.rps, 2)}× rps, ${num(row.p95 / ceiling.p95, 1)}× p95`;
}

export function table(title: string, rows: readonly Row[]): string {
  const head = `${pad('endpoint', 40)} ${pad('req/s', 7)} ${pad('p50 ms', 7)} ${pad('p95 ms', 7)} ${pad('p99 ms', 7)} ${pad('vs /healthz', 22)} ${pad('fails', 11)} target`;
  const lines = rows.map(
    (r) =>
      `${pad(r.name, 40)} ${pad(num(r.rps, 0), 7)} ${pad(num(r.p50), 7)} ${pad(num(r.p95), 7)} ${pad(num(r.p99), 7)} ${pad(againstCeiling(r, r.ceiling), 22)} ${pad(r.failures ? `${r.failures} FAILED` : '0', 11)} ${r.target ?? ''}`,
  );
  return [title, head, '-'.repeat(head.length), ...lines].join('\n');
}

/**
 * A target's verdict: FAILED when any request of the rows it rests on was refused or errored, or
 * none was answered; otherwise MET or NOT MET by the figures.
 */
export function verdict(ok: boolean, ...rows: readonly Answered[]): string {
  const failed = rows.reduce((n, r) => n + r.failures, 0);
  if (failed > 0) return `FAILED (${failed} request${failed === 1 ? '' : 's'} refused or errored)`;
  if (rows.some((r) => r.requests === 0)) return 'FAILED (no request answered)';
  return ok ? 'MET' : 'NOT MET';
}

/** Whether any row failed, for the script's exit status. */
export const anyFailed = (rows: readonly Answered[]) => rows.some((r) => r.failures > 0 || r.requests === 0);
