// The benchmark's printed table and the targets of issues 4 and 5 beside the figures.
import type { Figures } from './load';

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const num = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

export function table(title: string, rows: readonly (Figures & { target?: string })[]): string {
  const head = `${pad('endpoint', 34)} ${pad('req/s', 9)} ${pad('p50 ms', 8)} ${pad('p95 ms', 8)} ${pad('p99 ms', 8)} ${pad('fails', 6)} target`;
  const lines = rows.map(
    (r) =>
      `${pad(r.name, 34)} ${pad(num(r.rps, 0), 9)} ${pad(num(r.p50), 8)} ${pad(num(r.p95), 8)} ${pad(num(r.p99), 8)} ${pad(String(r.failures), 6)} ${r.target ?? ''}`,
  );
  return [title, head, '-'.repeat(head.length), ...lines].join('\n');
}

export const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
