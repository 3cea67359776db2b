// Who may see a stored photo at /media (decisions 143, 181): a photo not yet in an ad or a message only
// its uploader; a chat photo only the two people of its conversation; a hidden ad's photos only its
// owner and the moderators; every other photo anyone, with a year-long public cache life.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { imageUrl } from '../../domain/media';
import { users } from '../db/schema';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { openConversation, sendText } from '../../../test/support/server/chat';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { postAd, uploadPhoto } from '../../../test/support/server/photos';

const ADMIN = 'photos-mod@bs.pk';
const PUBLIC = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-store';

describeEachDatabase('Who sees a photo at /media', (database) => {
  let app: FastifyInstance;
  let mod: { userId: string; cookie: string };
  let stranger: { userId: string; cookie: string };
  beforeAll(async () => {
    app = await buildTestApp(database(), { adminEmails: [ADMIN] });
    mod = await signedIn(database(), 'Moderator');
    await database().db.update(users).set({ email: ADMIN }).where(eq(users.id, mod.userId));
    stranger = await signedIn(database(), 'Stranger');
  });
  afterAll(() => app.close());

  /** Every rendition as one viewer sees it: the status codes, and the cache life of the answers. */
  async function seen(id: string, cookie: string | undefined) {
    const answers = await Promise.all(
      (['card', 'medium', 'detail'] as const).map((size) =>
        request(app, { url: imageUrl(id, size, '/media'), cookie }),
      ),
    );
    const codes = [...new Set(answers.map((a) => a.statusCode))];
    const caching = [
      ...new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.headers['cache-control'])),
    ];
    return { codes, caching };
  }

  it('serves a chat photo to the two people of the conversation only, never from a shared cache', async () => {
    const c = await openConversation(app, database());
    const photo = await uploadPhoto(app, c.buyer.cookie);
    const sent = await sendText(app, c.buyer.cookie, c.id, { imageId: photo });
    expect(sent.statusCode, sent.body).toBe(201);

    for (const person of [c.buyer, c.seller])
      expect(await seen(photo, person.cookie)).toEqual({ codes: [200], caching: [PRIVATE] });
    for (const outsider of [undefined, stranger.cookie, mod.cookie])
      expect(await seen(photo, outsider)).toEqual({ codes: [404], caching: [] });
  });

  it("answers 404 for a hidden ad's photos to all but its owner and the moderators, and serves them again on restore", async () => {
    const seller = await signedIn(database(), 'Seller');
    const ad = await postAd(app, seller.cookie);
    const photo = ad.images[0]!;
    expect(await seen(photo, undefined)).toEqual({ codes: [200], caching: [PUBLIC] });

    const hide = await request(app, {
      method: 'POST',
      url: `/api/admin/ads/${ad.id}/hide`,
      cookie: mod.cookie,
      payload: { reason: 'Fake photos' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    for (const outsider of [undefined, stranger.cookie])
      expect(await seen(photo, outsider)).toEqual({ codes: [404], caching: [] });
    for (const allowed of [seller.cookie, mod.cookie])
      expect(await seen(photo, allowed)).toEqual({ codes: [200], caching: [PRIVATE] });

    const restore = await request(app, {
      method: 'POST',
      url: `/api/admin/ads/${ad.id}/restore`,
      cookie: mod.cookie,
      payload: { reason: 'Checked' },
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await seen(photo, undefined)).toEqual({ codes: [200], caching: [PUBLIC] });
  });

  it('still serves a visible ad to anyone, with the public cache life', async () => {
    const seller = await signedIn(database(), 'Seller');
    const ad = await postAd(app, seller.cookie);
    expect(await seen(ad.images[0]!, stranger.cookie)).toEqual({ codes: [200], caching: [PUBLIC] });
  });

  it('serves a fresh upload to its uploader only, privately, until it is in an ad', async () => {
    const seller = await signedIn(database(), 'Seller');
    const upload = await uploadPhoto(app, seller.cookie);
    expect(await seen(upload, seller.cookie)).toEqual({ codes: [200], caching: [PRIVATE] });
    for (const outsider of [undefined, stranger.cookie, mod.cookie])
      expect(await seen(upload, outsider)).toEqual({ codes: [404], caching: [] });
    // Posted in an ad, it is the ad's, and public.
    await postAd(app, seller.cookie, 'mobiles', { images: [upload] });
    expect(await seen(upload, undefined)).toEqual({ codes: [200], caching: [PUBLIC] });
  });

  it('serves a photo uploaded for chat to its sender only until it is sent', async () => {
    const c = await openConversation(app, database());
    const photo = await uploadPhoto(app, c.buyer.cookie);
    expect(await seen(photo, c.buyer.cookie)).toEqual({ codes: [200], caching: [PRIVATE] });
    expect(await seen(photo, c.seller.cookie)).toEqual({ codes: [404], caching: [] });
    expect((await sendText(app, c.buyer.cookie, c.id, { imageId: photo })).statusCode).toBe(201);
    expect(await seen(photo, c.seller.cookie)).toEqual({ codes: [200], caching: [PRIVATE] });
  });
});
