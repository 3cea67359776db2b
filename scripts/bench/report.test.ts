import { describe, expect, it } from 'vitest';
import type { Figures } from './load';
import { againstCeiling, anyFailed, table, verdict } from './report';

const row = (over: Partial<Figures> = {}): Figures => ({
  name: 'listing p1',
  rps: 900,
  p50: 4,
  p95: 9,
  p99: 12,
  failures: 0,
  requests: 9000,
  ...over,
});

describe('a benchmark row', () => {
  it('is MET or NOT MET by its figures when every request was answered', () => {
    expect(verdict(true, row())).toBe('MET');
    expect(verdict(false, row())).toBe('NOT MET');
  });

  it('FAILS, however fast, when any request it sent was refused or errored', () => {
    // Five uploads at once by one person: three 429s and two fast answers are not 'MET'.
    expect(verdict(true, row({ failures: 3, requests: 5 }))).toBe('FAILED (3 requests refused or errored)');
    expect(verdict(true, row(), row({ failures: 1 }))).toBe('FAILED (1 request refused or errored)');
    expect(verdict(true, row({ requests: 0 }))).toBe('FAILED (no request answered)');
    expect(anyFailed([row(), row({ failures: 1 })])).toBe(true);
    expect(anyFailed([row()])).toBe(false);
  });

  it('shows itself against the same run’s /healthz beside the absolute figures', () => {
    const healthz = row({ name: '/healthz (ceiling)', rps: 3600, p95: 3 });
    expect(againstCeiling(row(), healthz)).toBe('0.25× rps, 3.0× p95');
    expect(againstCeiling(healthz, healthz)).toBe('');
    const printed = table('t', [
      { ...healthz, ceiling: healthz },
      { ...row({ failures: 2 }), ceiling: healthz, target: 'p95 ≤ 25 ms' },
    ]);
    expect(printed).toMatch(
      /listing p1\s+900\s+4\.0\s+9\.0\s+12\.0\s+0\.25× rps, 3\.0× p95\s+2 FAILED\s+p95 ≤ 25 ms/,
    );
  });
});
