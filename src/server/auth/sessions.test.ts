import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS } from '../../domain/limits';
import { createSession, findSessionUser, sweepSessions } from './sessions';

describeEachDatabase('sessions', (database) => {
  it('knows who is signed in from the cookie', async () => {
    const app = await buildTestApp(database());
    const { cookie } = await signedIn(database(), 'Bilal');
    const me = await request(app, { url: '/api/me', cookie });
    expect(me.json().user.name).toBe('Bilal');
    expect(me.headers['cache-control']).toBe('no-store');
    await app.close();
  });
  it('treats a tampered or unknown cookie as signed out, never a 500', async () => {
    const app = await buildTestApp(database());
    for (const cookie of ['bs_session=abc', 'bs_session=' + 'x'.repeat(43), 'bs_session=%00%ff']) {
      const me = await request(app, { url: '/api/me', cookie });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ user: null });
    }
    await app.close();
  });
});

describeEachDatabase('session lifetimes', (database) => {
  const DAY = 86_400_000;
  it('ends a session idle past the timeout or past its lifetime, and the sweep removes it', async () => {
    const { db } = database();
    const { userId } = await signedIn(database(), 'Idle');
    const start = new Date();
    const idle = await createSession(db, userId, start);
    const busy = await createSession(db, userId, start);
    // Used every 20 days: never idle for 30, but the 90-day lifetime still ends it.
    for (const day of [20, 40, 60, 80])
      expect(await findSessionUser(db, busy.token, new Date(start.getTime() + day * DAY))).not.toBeNull();
    expect(
      await findSessionUser(db, idle.token, new Date(start.getTime() + (SESSION_IDLE_DAYS + 1) * DAY)),
    ).toBeNull();
    const end = new Date(start.getTime() + (SESSION_ABSOLUTE_DAYS + 1) * DAY);
    expect(await findSessionUser(db, busy.token, end)).toBeNull();

    await sweepSessions(db, end);
    const left = await db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(left).toEqual([]);
  });
});
