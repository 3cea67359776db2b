import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { claimJobRun } from './claim-run';

const HOUR = 60 * 60 * 1000;

describeEachDatabase('claiming a periodic job run', (database) => {
  it('lets one of many simultaneous claims win, then none until the period has passed', async () => {
    const db = database().db;
    const at = new Date('2026-11-23T10:00:00Z');
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimJobRun(db, 'sweep-a', HOUR, at)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRun(db, 'sweep-a', HOUR, new Date(at.getTime() + HOUR - 1))).toBe(false);
    expect(await claimJobRun(db, 'sweep-a', HOUR, new Date(at.getTime() + HOUR))).toBe(true);
  });

  it('keeps each job to its own period', async () => {
    const db = database().db;
    const at = new Date('2026-11-23T12:00:00Z');
    expect(await claimJobRun(db, 'sweep-b', HOUR, at)).toBe(true);
    expect(await claimJobRun(db, 'sweep-c', HOUR, at)).toBe(true);
  });
});
