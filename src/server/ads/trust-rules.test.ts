// Trust rules on the write path (docs/security.md): contact details refused in an ad's text
// (20 real-looking variants), duplicate ads refused, and the price anomaly judged against similar active ads.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AdDetail } from '../../domain/api';
import { PRICE_ANOMALY_MIN_ADS } from '../../domain/limits';
import { contactDetailsIn } from '../../domain/safety/contact-details';
import { contactMessage } from '../../domain/schemas/contact-rule';
import { CONTACT_VARIANTS } from '../../../test/support/domain/contact-variants';
import type { ModerationQueueResponse } from '../../domain/moderation-api';
import { ads, users } from '../db/schema';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { deleteAllAds, insertAds } from '../../../test/support/server/ad-factory';
import { validAdInput } from '../../../test/support/server/ad-input-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { uploadPhoto } from '../../../test/support/server/photos';
import { DUPLICATE_AD_MESSAGE } from './ad-service';

describeEachDatabase('Trust rules on posting', (db) => {
  let app: FastifyInstance;
  let me: { userId: string; cookie: string };
  beforeAll(async () => {
    app = await buildTestApp(db(), { adminEmails: ['mod@bs.pk'] });
    me = await signedIn(db(), 'Seller');
  });
  afterAll(() => app.close());
  beforeEach(() => deleteAllAds(db().db));

  const post = async (formData: Record<string, string>, cookie = me.cookie) =>
    request(app, {
      method: 'POST',
      url: '/api/ads',
      cookie,
      payload: validAdInput('mobiles', { formData, images: [await uploadPhoto(app, cookie)] }),
    });

  it(`refuses ${CONTACT_VARIANTS.length} ways of putting contact details in the title or description`, async () => {
    expect(CONTACT_VARIANTS.length).toBeGreaterThanOrEqual(20);
    const photo = await uploadPhoto(app, me.cookie);
    for (const [i, text] of CONTACT_VARIANTS.entries()) {
      const field = i % 2 === 0 ? 'description' : 'Title';
      const res = await request(app, {
        method: 'POST',
        url: '/api/ads',
        cookie: me.cookie,
        payload: validAdInput('mobiles', { formData: { [field]: text }, images: [photo] }),
      });
      expect(res.statusCode, text).toBe(400);
      const label = field === 'Title' ? 'Title' : 'Description';
      expect(res.json().error.fields[field], text).toBe(contactMessage(contactDetailsIn(text)!, label));
    }
    expect(await db().db.select().from(ads).where(eq(ads.userId, me.userId))).toHaveLength(0);
  });

  it('refuses contact details on edit too', async () => {
    const first = await post({ Title: 'Galaxy for sale' });
    expect(first.statusCode, first.body).toBe(201);
    const { id } = first.json();
    const [row] = await db().db.select().from(ads).where(eq(ads.id, id));
    const res = await request(app, {
      method: 'PUT',
      url: `/api/ads/${id}`,
      cookie: me.cookie,
      payload: validAdInput('mobiles', {
        formData: { description: 'WhatsApp +92 300 1234567' },
        images: row!.images,
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.description).toBe(contactMessage('phone', 'Description'));
  });

  it('refuses the same title, price and category from the same seller within a week', async () => {
    expect((await post({ Title: 'Galaxy S24 boxed', price: '150000' })).statusCode).toBe(201);
    const dup = await post({ Title: '  galaxy s24 BOXED ', price: '150000' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(DUPLICATE_AD_MESSAGE);
    // A different price, or another seller, is a different ad.
    expect((await post({ Title: 'Galaxy S24 boxed', price: '149000' })).statusCode).toBe(201);
    const other = await signedIn(db());
    expect((await post({ Title: 'Galaxy S24 boxed', price: '150000' }, other.cookie)).statusCode).toBe(201);
    // Over a week old: no longer a duplicate.
    await db().db.execute(
      sql`update ads set created_at = now() - interval '8 days' where user_id = ${me.userId}`,
    );
    expect((await post({ Title: 'Galaxy S24 boxed', price: '150000' })).statusCode).toBe(201);
  });

  it('flags a price below 40% of the median of at least 10 comparable ads, and warns', async () => {
    const seller = await signedIn(db(), 'Others');
    const sample = validAdInput('mobiles', { brand: 'Samsung', model: 'Galaxy S24' });
    // Comparable: the price guide's comparables (decision 193), so the same storage and PTA status
    // as the sample, posted within the last 90 days.
    const similar = (n: number, price: number) =>
      insertAds(
        db().db,
        seller.userId,
        Array.from({ length: n }, () => ({
          category: 'mobiles' as const,
          brand: 'Samsung',
          model: 'Galaxy S24',
          price,
          form: { storage: sample.formData.storage, ptaApproved: sample.formData.ptaApproved },
          createdAt: new Date(),
        })),
      );
    const cheap = async (price: string, title: string) => {
      const res = await request(app, {
        method: 'POST',
        url: '/api/ads',
        cookie: me.cookie,
        payload: {
          ...sample,
          formData: { ...sample.formData, price, Title: title },
          images: [await uploadPhoto(app, me.cookie)],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return (await request(app, { url: `/api/ads/${res.json().id}`, cookie: me.cookie })).json<AdDetail>();
    };
    // Nine similar ads are too few to judge.
    await similar(PRICE_ANOMALY_MIN_ADS - 1, 200000);
    expect((await cheap('50000', 'S24 first')).priceAnomaly).toBe(false);
    // Ten (the one above counts too now, but a hidden one does not).
    await similar(2, 200000);
    await db().db.execute(sql`update ads set status = 'hidden', listed = false where id = (
      select id from ads where user_id = ${seller.userId} order by created_at limit 1)`);
    const flagged = await cheap('50000', 'S24 second');
    expect(flagged.priceAnomaly).toBe(true);
    // 40% of the median or more is fine.
    expect((await cheap('80000', 'S24 third')).priceAnomaly).toBe(false);
    // Another model is compared with its own kind only.
    const queue = await request(app, { url: '/api/admin/reports', cookie: await modCookie() });
    const items = queue.json<ModerationQueueResponse>().items;
    expect(items.map((i) => [i.id, i.priceAnomaly, i.openReports])).toEqual([[flagged.id, true, 0]]);
  });

  async function modCookie() {
    const mod = await signedIn(db(), 'Mod');
    await db().db.update(users).set({ email: 'mod@bs.pk' }).where(eq(users.id, mod.userId));
    return mod.cookie;
  }
});
