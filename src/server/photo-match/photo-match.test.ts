// Photos that belong to the ad (decision 194), on PGlite and PostgreSQL: a near copy of a photo on
// another seller's ad puts both ads in the moderators' queue; a different photo, the seller's own
// other ad and an ad gone for longer than PHOTO_MATCH_REMOVED_DAYS do not; a product photo on the
// ads of PHOTO_COMMON_SELLERS sellers is marked common and raises nothing more.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ModerationQueueResponse } from '../../domain/moderation-api';
import {
  DAY_MS,
  PHOTO_COMMON_SELLERS,
  PHOTO_MATCH_MAX_DISTANCE,
  PHOTO_MATCH_REMOVED_DAYS,
} from '../../domain/limits';
import { say } from '../../domain/messages';
import { adImages, ads, photoMatches, users } from '../db/schema';
import { findNearPhotos } from './photo-match-repository';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { deleteAllAds } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { postAd, uploadFiles, uploadPhoto } from '../../../test/support/server/photos';
import { cameraJpeg, smallImage } from '../../../test/support/server/test-images';

const ADMIN = 'photo-mod@bs.pk';
type Person = { userId: string; cookie: string };

describeEachDatabase('Photo matches', (db) => {
  let app: FastifyInstance;
  let mod: Person;
  let photo: Buffer;
  let nearCopy: Buffer;
  let other: Buffer;
  let price = 20000;
  beforeAll(async () => {
    app = await buildTestApp(db(), { adminEmails: [ADMIN] });
    mod = await signedIn(db(), 'Moderator');
    await db().db.update(users).set({ email: ADMIN }).where(eq(users.id, mod.userId));
    photo = await cameraJpeg({ width: 800, height: 600, seed: 11 });
    // The same photo saved again smaller and at another quality, as a copier's phone would.
    nearCopy = await sharp(photo).resize(720).jpeg({ quality: 70 }).toBuffer();
    other = await cameraJpeg({ width: 800, height: 600, seed: 12 });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await deleteAllAds(db().db);
    await db().db.execute(sql`delete from photo_matches`);
  });

  const seller = (name = 'Seller') => signedIn(db(), name);
  /** Posts an ad with this photo; each ad its own price, so no two look like one ad posted twice. */
  const postWith = async (person: Person, bytes: Buffer) => {
    price += 1000;
    const image = await uploadPhoto(app, person.cookie, bytes);
    return postAd(app, person.cookie, 'mobiles', { images: [image], formData: { price: String(price) } });
  };
  const queue = async (cookie = mod.cookie) => {
    const res = await request(app, { method: 'GET', url: '/api/admin/reports', cookie });
    expect(res.statusCode).toBe(200);
    return res.json<ModerationQueueResponse>().photoMatches;
  };
  const matchCount = async () => (await db().db.select().from(photoMatches)).length;

  it('stores a hash with each photo and its four bands', async () => {
    const a = await seller();
    const id = await uploadPhoto(app, a.cookie, photo);
    const [row] = await db().db.select().from(adImages).where(eq(adImages.id, id));
    expect(typeof row!.phash).toBe('bigint');
    const h = BigInt.asUintN(64, row!.phash!);
    expect([row!.phashB0, row!.phashB1, row!.phashB2, row!.phashB3]).toEqual(
      [48n, 32n, 16n, 0n].map((s) => Number((h >> s) & 0xffffn)),
    );
  });

  it("puts both ads in the moderators' queue, side by side with the photos, when a second seller posts a near copy", async () => {
    const a = await seller('Asad Ali');
    const b = await seller('Bilal Khan');
    const first = await postWith(a, photo);
    expect(await queue()).toEqual([]);
    const second = await postWith(b, nearCopy);
    const items = await queue();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      ad: { id: second.id, seller: { id: b.userId, name: 'Bilal Khan' }, status: 'active' },
      matchedAd: { id: first.id, seller: { id: a.userId, name: 'Asad Ali' }, status: 'active' },
      photos: [{ imageId: second.images[0], matchedImageId: first.images[0] }],
    });
    expect(items[0]!.photos[0]!.distance).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
    // Editing the ad again does not put the pair in twice.
    const edit = await request(app, {
      method: 'PUT',
      url: `/api/ads/${second.id}`,
      cookie: b.cookie,
      payload: (await import('../../../test/support/server/ad-input-factory')).validAdInput('mobiles', {
        images: second.images,
        formData: { price: String(price + 500) },
      }),
    });
    expect(edit.statusCode).toBe(200);
    expect(await matchCount()).toBe(1);
  });

  it('finds nothing for a different photo, or for the same seller posting the photo on another ad', async () => {
    const a = await seller();
    const b = await seller();
    await postWith(a, photo);
    await postWith(b, other);
    await postWith(a, nearCopy);
    expect(await queue()).toEqual([]);
    // The same photo from someone else is found, so the search itself works.
    await postWith(b, photo);
    expect(await queue()).toHaveLength(2);
  });

  it(`counts an ad gone within ${PHOTO_MATCH_REMOVED_DAYS} days, not one gone before`, async () => {
    const a = await seller();
    const old = await seller();
    const b = await seller();
    const recent = await postWith(a, photo);
    const gone = await postWith(old, photo);
    await db().db.execute(sql`delete from photo_matches`);
    const at = (days: number) => new Date(Date.now() - days * DAY_MS);
    await db()
      .db.update(ads)
      .set({ status: 'sold', soldAt: at(30), updatedAt: at(30), listed: false })
      .where(eq(ads.id, recent.id));
    await db()
      .db.update(ads)
      .set({
        status: 'expired',
        expiresAt: at(PHOTO_MATCH_REMOVED_DAYS + 10),
        updatedAt: at(PHOTO_MATCH_REMOVED_DAYS + 40),
        listed: false,
      })
      .where(eq(ads.id, gone.id));
    const mine = await postWith(b, nearCopy);
    const items = await queue();
    expect(items.map((i) => [i.ad.id, i.matchedAd.id, i.matchedAd.status])).toEqual([
      [mine.id, recent.id, 'sold'],
    ]);
  });

  it(`marks a photo on the ads of ${PHOTO_COMMON_SELLERS} sellers common and raises no more`, async () => {
    const sellers = await Promise.all(Array.from({ length: PHOTO_COMMON_SELLERS + 2 }, () => seller()));
    for (const s of sellers.slice(0, PHOTO_COMMON_SELLERS)) await postWith(s, photo);
    const flagged = await matchCount();
    // Each later seller was flagged against each earlier one: 1 + 2 + 3 + 4.
    expect(flagged).toBe((PHOTO_COMMON_SELLERS * (PHOTO_COMMON_SELLERS - 1)) / 2);
    const sixth = await postWith(sellers[PHOTO_COMMON_SELLERS]!, nearCopy);
    expect(await matchCount()).toBe(flagged);
    const [sixthPhoto] = await db().db.select().from(adImages).where(eq(adImages.adId, sixth.id));
    expect(sixthPhoto!.phashCommon).toBe(true);
    const common = await db().db.select().from(adImages).where(eq(adImages.phashCommon, true));
    expect(common.length).toBe(PHOTO_COMMON_SELLERS + 1);
    // A common photo flags nothing from then on, however few sellers it is compared with.
    await postWith(sellers[PHOTO_COMMON_SELLERS + 1]!, photo);
    expect(await matchCount()).toBe(flagged);
  });

  it('stores a tiny photo with a hash, refuses a corrupt one as before, and posts an ad whose photo has no hash', async () => {
    const a = await seller();
    const b = await seller();
    const tiny = await smallImage('png', { width: 2, height: 2 });
    const tinyId = await uploadPhoto(app, a.cookie, tiny);
    const [tinyRow] = await db().db.select().from(adImages).where(eq(adImages.id, tinyId));
    expect(tinyRow!.phash).not.toBeNull();
    const corrupt = await uploadFiles(app, a.cookie, [
      { filename: 'photo.jpg', bytes: photo.subarray(0, photo.length / 2) },
    ]);
    expect(corrupt.statusCode).toBe(400);
    // A photo stored before hashes, or one that could not be hashed, has none: the ad still posts.
    await postWith(a, photo);
    const unhashed = await uploadPhoto(app, b.cookie, photo);
    await db().db.update(adImages).set({ phash: null }).where(eq(adImages.id, unhashed));
    const [band] = await db().db.select().from(adImages).where(eq(adImages.id, unhashed));
    expect(band!.phashB0).toBeNull();
    price += 1000;
    await postAd(app, b.cookie, 'mobiles', { images: [unhashed], formData: { price: String(price) } });
    expect(await queue()).toEqual([]);
  });

  it('finds a hash whose differing bits are spread over all four bands, up to the distance and no further', async () => {
    const a = await seller();
    const b = await seller();
    const ad = await postWith(a, photo);
    const h = BigInt.asIntN(64, 0x0123456789abcdefn);
    await db().db.update(adImages).set({ phash: h }).where(eq(adImages.id, ad.images[0]!));
    // Two bits in each of three bands and none whole: only the one-bit probe of the fourth finds it.
    const bits = (...positions: number[]) => positions.reduce((m, p) => m | (1n << BigInt(p)), 0n);
    const six = BigInt.asIntN(64, h ^ bits(63, 50, 40, 33, 20, 2));
    const seven = BigInt.asIntN(64, h ^ bits(63, 50, 40, 33, 20, 17, 2));
    const options = { sellerId: b.userId, maxDistance: PHOTO_MATCH_MAX_DISTANCE, leftSince: new Date(0) };
    const found = await findNearPhotos(db().db, six, options);
    expect(found).toEqual([
      { imageId: ad.images[0], adId: ad.id, sellerId: a.userId, common: false, distance: 6 },
    ]);
    expect(await findNearPhotos(db().db, seven, options)).toEqual([]);
    expect(await findNearPhotos(db().db, six, { ...options, sellerId: a.userId })).toEqual([]);
  });

  it('tells the seller nothing: no notice, and their own pages show no match', async () => {
    const a = await seller();
    const b = await seller();
    await postWith(a, photo);
    const mine = await postWith(b, nearCopy);
    expect(await queue()).toHaveLength(1);
    const notices = await request(app, { method: 'GET', url: '/api/notifications', cookie: b.cookie });
    expect(notices.statusCode).toBe(200);
    expect(JSON.stringify(notices.json())).not.toMatch(/photo/i);
    const myAds = await request(app, { method: 'GET', url: '/api/my-ads', cookie: b.cookie });
    expect(myAds.statusCode).toBe(200);
    expect(JSON.stringify(myAds.json())).not.toMatch(/match/i);
    const page = await request(app, { method: 'GET', url: `/api/ads/${mine.id}`, cookie: b.cookie });
    expect(JSON.stringify(page.json())).not.toMatch(/match/i);
  });

  it('lets only moderators read and dismiss a match; a dismissed pair stays dismissed', async () => {
    const a = await seller();
    const b = await seller();
    await postWith(a, photo);
    const mine = await postWith(b, nearCopy);
    const [item] = await queue();
    const dismiss = (cookie: string | undefined) =>
      request(app, {
        method: 'POST',
        url: `/api/admin/photo-matches/${item!.id}/dismiss`,
        cookie,
        payload: {},
      });
    // The admin area answers 'Not found.' to everyone else, signed out included (decision 142).
    expect((await request(app, { method: 'GET', url: '/api/admin/reports' })).statusCode).toBe(404);
    expect(
      (await request(app, { method: 'GET', url: '/api/admin/reports', cookie: b.cookie })).statusCode,
    ).toBe(404);
    expect((await dismiss(undefined)).statusCode).toBe(404);
    expect((await dismiss(b.cookie)).statusCode).toBe(404);
    expect(await queue()).toHaveLength(1);
    expect((await dismiss(mod.cookie)).statusCode).toBe(200);
    expect(await queue()).toEqual([]);
    const again = await dismiss(mod.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(say('moderation.photoMatchNotFound'));
    const bad = await request(app, {
      method: 'POST',
      url: '/api/admin/photo-matches/not-an-id/dismiss',
      cookie: mod.cookie,
      payload: {},
    });
    expect(bad.statusCode).toBeLessThan(500);
    // Saving the ad again does not bring the dismissed pair back.
    const edit = await request(app, {
      method: 'PUT',
      url: `/api/ads/${mine.id}`,
      cookie: b.cookie,
      payload: (await import('../../../test/support/server/ad-input-factory')).validAdInput('mobiles', {
        images: mine.images,
        formData: { price: String(price + 700) },
      }),
    });
    expect(edit.statusCode).toBe(200);
    expect(await queue()).toEqual([]);
  });
});
