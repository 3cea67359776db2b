import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '../../domain/categories';
import { ADS_PER_DAY, MAX_IMAGES } from '../../domain/limits';
import { MSG } from '../../domain/schemas';
import { adImages, ads } from '../db/schema';
import { validAdInput } from '../../../test/support/server/ad-input-factory';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { postAd, uploadPhoto } from '../../../test/support/server/photos';

describeEachDatabase('POST /api/ads', (db) => {
  let app: FastifyInstance;
  let me: { userId: string; cookie: string };
  beforeAll(async () => {
    app = await buildTestApp(db());
    me = await signedIn(db(), 'Ayesha Khan');
  });
  afterAll(() => app.close());

  const post = (cookie: string | undefined, payload: unknown) =>
    request(app, { method: 'POST', url: '/api/ads', cookie, payload: payload as object });
  const adsOf = (userId: string) => db().db.select().from(ads).where(eq(ads.userId, userId));

  it('refuses a signed-out person with the spec message', async () => {
    const res = await post(undefined, validAdInput('mobiles', { images: [crypto.randomUUID()] }));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please log in to submit your post.');
  });

  it('saves the ad and attaches its photos in order, with ids and owner from the server', async () => {
    const a = await uploadPhoto(app, me.cookie);
    const b = await uploadPhoto(app, me.cookie);
    const input = validAdInput('mobiles', { brand: 'samsung', images: [b, a] });
    const res = await post(me.cookie, input);
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toEqual({ id: expect.any(String), path: `/mobile-phones/${saved.id}` });

    const [row] = await db().db.select().from(ads).where(eq(ads.id, saved.id));
    expect(row).toMatchObject({
      userId: me.userId,
      category: 'mobiles',
      brand: 'Samsung',
      model: input.model,
      images: [b, a],
      price: 45000,
      location: 'Lahore',
      mobileNum: '0300-1234567',
      title: input.formData.Title,
    });
    expect(row!.formData).toMatchObject(input.formData);
    const photos = await db().db.select().from(adImages).where(eq(adImages.adId, saved.id));
    expect(Object.fromEntries(photos.map((p) => [p.id, p.position]))).toEqual({ [b]: 0, [a]: 1 });
  });

  it.each(CATEGORY_KEYS)('saves a %s ad', async (category) => {
    const saved = await postAd(app, me.cookie, category);
    const [row] = await db().db.select().from(ads).where(eq(ads.id, saved.id));
    expect(row!.category).toBe(category);
    expect(row!.title).not.toBe('');
  });

  it('keeps the brand and model in form_data where the spec lists them, and the variant for cars', async () => {
    // Its own price: the same car at the same price from the same person would be a duplicate.
    const car = await postAd(app, me.cookie, 'vehicles', {
      brand: 'Toyota',
      model: 'Corolla',
      formData: { price: '3100000' },
    });
    const [carRow] = await db().db.select().from(ads).where(eq(ads.id, car.id));
    expect(carRow!.formData).toMatchObject({ brand: 'Toyota', model: 'Corolla', variant: 'XLi' });
    expect(carRow!.variant).toBe('XLi');
    const rent = await postAd(app, me.cookie, 'propertyforrent', { formData: { rentPerMonth: '71000' } });
    const [rentRow] = await db().db.select().from(ads).where(eq(ads.id, rent.id));
    expect(rentRow!.formData.propertyType).toBe(rentRow!.brand);
  });

  it('stores a number typed as +92 300 1234567 as 0300-1234567, and finds a property by its society', async () => {
    // Another person: `me` posts up to the daily limit in the tests below.
    const seller = await signedIn(db(), 'Bilal Ahmed');
    const saved = await postAd(app, seller.cookie, 'propertyforsale', {
      formData: { contactNumber: '+92 300 1234567', society: 'Bahria Town' },
    });
    const [row] = await db().db.select().from(ads).where(eq(ads.id, saved.id));
    expect(row!.mobileNum).toBe('0300-1234567');
    expect(row!.formData.contactNumber).toBe('0300-1234567');
    const found = await request(app, { url: '/api/ads?category=propertyforsale&q=bahria%20town' });
    expect(found.json().items.map((i: { id: string; society?: string }) => [i.id, i.society])).toContainEqual(
      [saved.id, 'Bahria Town'],
    );
  });

  it("stores the custom names when 'Other' is chosen", async () => {
    const saved = await postAd(app, me.cookie, 'mobiles', {
      brand: 'Other',
      model: 'Other',
      formData: { brandName: 'Sparx', modelName: 'Neo 7 Ultra', Title: '' },
    });
    const [row] = await db().db.select().from(ads).where(eq(ads.id, saved.id));
    expect(row).toMatchObject({ brand: 'Sparx', model: 'Neo 7 Ultra', title: 'Sparx Neo 7 Ultra' });
  });

  describe('bad input: 400 with the field message, nothing saved', () => {
    let photo: string;
    let before: number;
    beforeAll(async () => {
      photo = await uploadPhoto(app, me.cookie);
    });
    const expectRefused = async (payload: unknown, fields: Record<string, string>) => {
      before = (await adsOf(me.userId)).length;
      const res = await post(me.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation', message: MSG.formInvalid, fields });
      expect(await adsOf(me.userId)).toHaveLength(before);
      const [row] = await db().db.select().from(adImages).where(eq(adImages.id, photo));
      expect(row!.adId).toBeNull();
    };
    const valid = (o: Parameters<typeof validAdInput>[1] = {}) =>
      validAdInput('mobiles', { images: [photo], ...o });

    it('a user_id, an id or a created_at in the body', async () => {
      const other = await signedIn(db());
      await expectRefused({ ...valid(), user_id: other.userId }, { user_id: MSG.unknownField('user_id') });
      await expectRefused(
        { ...valid(), id: crypto.randomUUID(), created_at: '2001-01-01' },
        { id: expect.any(String) as unknown as string },
      );
      expect(await adsOf(other.userId)).toHaveLength(0);
    });
    it('extra form fields', () =>
      expectRefused(valid({ formData: { featured: 'yes' } }), { featured: MSG.unknownField('featured') }));
    it('a brand of another category', () =>
      expectRefused(valid({ brand: 'Toyota', model: 'Corolla' }), { brand: MSG.brandUnknown }));
    it('a 1 MB description', () =>
      expectRefused(valid({ formData: { description: 'ab'.repeat(512 * 1024) } }), {
        description: MSG.tooLong('Description', 5000),
      }));
    it("the phone '0300-12345678'", () =>
      expectRefused(valid({ formData: { contactNumber: '0300-12345678' } }), {
        contactNumber: MSG.phoneInvalid,
      }));
    it('a title of emoji only, in the words the form uses', () =>
      expectRefused(valid({ formData: { Title: '🔥📱🔥📱🔥' } }), {
        Title: 'Please describe the item in words.',
      }));
    it('a negative price', () =>
      expectRefused(valid({ formData: { price: '-45000' } }), { price: MSG.priceDigits('Price') }));
    it('no photos, and six photos', async () => {
      await expectRefused(valid({ images: [] }), { images: 'Please upload at least one image' });
      const six = [photo, ...Array.from({ length: MAX_IMAGES }, () => crypto.randomUUID())];
      await expectRefused(valid({ images: six }), { images: 'You can upload a maximum of 5 images.' });
    });
    it('a body that is not JSON', async () => {
      const res = await request(app, {
        method: 'POST',
        url: '/api/ads',
        cookie: me.cookie,
        headers: { 'content-type': 'application/json' },
        payload: '{"category":',
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('photos that are not free to use', () => {
    it("refuses someone else's photo and leaves it theirs", async () => {
      const other = await signedIn(db());
      const theirs = await uploadPhoto(app, other.cookie);
      const before = (await adsOf(me.userId)).length;
      const res = await post(me.cookie, validAdInput('mobiles', { images: [theirs] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ images: MSG.imageUnavailable });
      expect(await adsOf(me.userId)).toHaveLength(before);
      const [row] = await db().db.select().from(adImages).where(eq(adImages.id, theirs));
      expect(row).toMatchObject({ userId: other.userId, adId: null });
    });

    it('refuses a photo already on another ad, and one that does not exist', async () => {
      const first = await postAd(app, me.cookie);
      for (const images of [[first.images[0]!], [crypto.randomUUID()]]) {
        const res = await post(me.cookie, validAdInput('mobiles', { images }));
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields.images).toBe(MSG.imageUnavailable);
      }
      const [row] = await db().db.select().from(adImages).where(eq(adImages.id, first.images[0]!));
      expect(row!.adId).toBe(first.id);
    });
  });

  it(`stops a person at ${ADS_PER_DAY} ads a day, counting only the last day`, async () => {
    const busy = await signedIn(db());
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const row = (createdAt: Date) => ({
      userId: busy.userId,
      category: 'mobiles',
      title: 'Old phone',
      createdAt,
    });
    await db()
      .db.insert(ads)
      .values(Array.from({ length: 5 }, () => row(old)));
    await db()
      .db.insert(ads)
      .values(Array.from({ length: ADS_PER_DAY - 1 }, () => row(new Date())));
    await postAd(app, busy.cookie); // the 20th of the day
    const photo = await uploadPhoto(app, busy.cookie);
    const res = await post(busy.cookie, validAdInput('mobiles', { images: [photo] }));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('You have posted 20 ads today. Please try again tomorrow.');
    expect(await adsOf(busy.userId)).toHaveLength(5 + ADS_PER_DAY);
  });
});
