import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases';
import { buildTestApp, request, signedIn } from '../test/app';

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
