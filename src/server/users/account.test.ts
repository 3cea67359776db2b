// The signed-in person's own account: settings, signing out everywhere, deleting the account.
import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { adImages, ads, sessions, users } from '../db/schema';
import { createSession, SESSION_COOKIE } from '../auth/sessions';
import { renditionFile, RENDITION_WIDTHS, writeRendition } from '../images/store';
import { MSG } from '../../domain/schemas';
import type { Database } from '../db/client';

/** An ad with one photo (row and files on disk), owned by `userId`. */
async function adWithPhoto(database: Database, dataDir: string, userId: string) {
  const [ad] = await database.db
    .insert(ads)
    .values({
      userId,
      category: 'mobiles',
      title: 'Galaxy A55',
      location: 'Lahore',
      mobileNum: '0300-1234567',
    })
    .returning();
  const imageId = crypto.randomUUID();
  await database.db
    .insert(adImages)
    .values({ id: imageId, userId, adId: ad!.id, width: 400, height: 300, bytes: 10 });
  for (const w of RENDITION_WIDTHS) await writeRendition(dataDir, imageId, w, Buffer.from('webp'));
  return { adId: ad!.id, imageId };
}

describeEachDatabase('account settings', (database) => {
  it('saves a default number and city that /api/me then carries', async () => {
    const app = await buildTestApp(database());
    const { cookie } = await signedIn(database(), 'Hina');
    const saved = await request(app, {
      method: 'PATCH',
      url: '/api/me/settings',
      cookie,
      payload: { defaultPhone: '03001234567', defaultCity: 'Karachi' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({ defaultPhone: '0300-1234567', defaultCity: 'Karachi' });
    const me = await request(app, { url: '/api/me', cookie });
    expect(me.json().user).toMatchObject({
      name: 'Hina',
      defaultPhone: '0300-1234567',
      defaultCity: 'Karachi',
    });

    const cleared = await request(app, {
      method: 'PATCH',
      url: '/api/me/settings',
      cookie,
      payload: { defaultPhone: '', defaultCity: '' },
    });
    expect(cleared.json().user).toMatchObject({ defaultPhone: null, defaultCity: null });
    await app.close();
  });

  it('refuses a malformed number or an unknown city with the form messages', async () => {
    const app = await buildTestApp(database());
    const { cookie } = await signedIn(database());
    const bad = await request(app, {
      method: 'PATCH',
      url: '/api/me/settings',
      cookie,
      payload: { defaultPhone: '12345', defaultCity: 'Atlantis' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ defaultPhone: MSG.phoneInvalid, defaultCity: MSG.chooseCity });
    const extra = await request(app, {
      method: 'PATCH',
      url: '/api/me/settings',
      cookie,
      payload: { defaultPhone: '', defaultCity: '', name: 'Someone Else' },
    });
    expect(extra.statusCode).toBe(400);
    await app.close();
  });

  it('answers 401 to signed-out callers and 403 to other sites', async () => {
    const app = await buildTestApp(database());
    const payload = { defaultPhone: '', defaultCity: '' };
    expect((await request(app, { method: 'PATCH', url: '/api/me/settings', payload })).statusCode).toBe(401);
    expect((await request(app, { method: 'DELETE', url: '/api/me' })).statusCode).toBe(401);
    expect((await request(app, { method: 'POST', url: '/auth/logout-all' })).statusCode).toBe(401);
    const { cookie } = await signedIn(database());
    for (const [method, url] of [
      ['PATCH', '/api/me/settings'],
      ['DELETE', '/api/me'],
      ['POST', '/auth/logout'],
      ['POST', '/auth/logout-all'],
    ] as const) {
      const res = await request(app, {
        method,
        url,
        cookie,
        payload,
        headers: { origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
    }
    // Still signed in: none of the refused requests did anything.
    expect((await request(app, { url: '/api/me', cookie })).json().user).not.toBeNull();
    await app.close();
  });

  it('signs the person out on every device', async () => {
    const app = await buildTestApp(database());
    const { userId, cookie } = await signedIn(database());
    const other = await createSession(database().db, userId);
    const someoneElse = await signedIn(database());
    const res = await request(app, { method: 'POST', url: '/auth/logout-all', cookie });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    for (const c of [cookie, `${SESSION_COOKIE}=${other.token}`])
      expect((await request(app, { url: '/api/me', cookie: c })).json().user).toBeNull();
    expect((await request(app, { url: '/api/me', cookie: someoneElse.cookie })).json().user).not.toBeNull();
    await app.close();
  });

  it('deletes the account with its ads, photos and sessions, and nobody else’s', async () => {
    const app = await buildTestApp(database());
    const dataDir = app.config.dataDir;
    const me = await signedIn(database(), 'Leaving');
    const other = await signedIn(database(), 'Staying');
    const mine = await adWithPhoto(database(), dataDir, me.userId);
    const theirs = await adWithPhoto(database(), dataDir, other.userId);

    const res = await request(app, { method: 'DELETE', url: '/api/me', cookie: me.cookie });
    expect(res.statusCode).toBe(204);
    const { db } = database();
    expect(await db.select().from(users).where(eq(users.id, me.userId))).toEqual([]);
    expect(await db.select().from(ads).where(eq(ads.userId, me.userId))).toEqual([]);
    expect(await db.select().from(adImages).where(eq(adImages.userId, me.userId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.userId))).toEqual([]);
    for (const w of RENDITION_WIDTHS) expect(existsSync(renditionFile(dataDir, mine.imageId, w))).toBe(false);
    expect((await request(app, { url: '/api/me', cookie: me.cookie })).json().user).toBeNull();

    expect(await db.select().from(ads).where(eq(ads.id, theirs.adId))).toHaveLength(1);
    for (const w of RENDITION_WIDTHS)
      expect(existsSync(renditionFile(dataDir, theirs.imageId, w))).toBe(true);
    expect((await request(app, { url: '/api/me', cookie: other.cookie })).json().user.name).toBe('Staying');
    await app.close();
  });
});
