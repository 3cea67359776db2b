import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingResponse, SavedSearchItem, SavedSearchesResponse } from '../../domain/api';
import { SAVED_SEARCHES_MAX } from '../../domain/limits';
import { drainAlertQueue } from '../alerts/alert-job';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { postAd } from '../../../test/support/server/photos';
import { countNewAds } from './repository';

describeEachDatabase('Saved searches', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db());
  });
  afterAll(() => app.close());

  const create = (cookie: string, params: Record<string, string>, name?: string) =>
    request(app, {
      method: 'POST',
      url: '/api/saved-searches',
      cookie,
      payload: { params, ...(name ? { name } : {}) },
    });
  const list = async (cookie: string) =>
    (await request(app, { url: '/api/saved-searches', cookie })).json<SavedSearchesResponse>().items;

  it('stores the category, q and every filter in canonical spelling, with a name made from them', async () => {
    const me = await signedIn(db());
    const res = await create(me.cookie, {
      category: 'vehicles',
      brand: 'toyota',
      model: 'corolla',
      location: 'lahore',
      maxPrice: '4000000',
      transmission: 'Automatic',
      q: 'gli',
      page: '3',
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json<SavedSearchItem>();
    expect(saved).toMatchObject({
      name: '"gli" Toyota Corolla Automatic in Lahore under Rs. 40 lac',
      category: 'vehicles',
      newCount: 0,
    });
    const href = new URL(saved.href, 'http://x');
    expect(href.pathname).toBe('/motors');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      q: 'gli',
      maxPrice: '4000000',
      brand: 'Toyota',
      model: 'Corolla',
      location: 'Lahore',
      transmission: 'Automatic',
    });
    expect((await list(me.cookie)).map((s) => s.id)).toEqual([saved.id]);
  });

  it('returns the first search when the same one is saved again', async () => {
    const me = await signedIn(db());
    const first = await create(me.cookie, { category: 'mobiles', brand: 'Samsung' });
    const again = await create(me.cookie, { category: 'mobiles', brand: 'samsung', sort: 'newest' });
    expect(again.statusCode).toBe(200);
    expect(again.json<SavedSearchItem>().id).toBe(first.json<SavedSearchItem>().id);
  });

  it('refuses unknown filters, bad values and a missing category with clear messages', async () => {
    const me = await signedIn(db());
    const unknown = await create(me.cookie, { category: 'mobiles', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: {
        code: 'validation',
        message: 'This search has filters we do not know. Please save it again from the listing.',
        fields: { colour: "'colour' is not a filter of this listing" },
      },
    });
    // transmission belongs to vehicles, not mobiles
    expect((await create(me.cookie, { category: 'mobiles', transmission: 'Manual' })).statusCode).toBe(400);
    const badValue = await create(me.cookie, { category: 'mobiles', storage: '3GB' });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().error.message).toBe('Choose a storage from the list');
    const noCategory = await create(me.cookie, { brand: 'Samsung' });
    expect(noCategory.json().error.message).toBe('Choose a category from the list');
    const badPrice = await create(me.cookie, { category: 'mobiles', minPrice: 'cheap' });
    expect(badPrice.json().error.fields).toEqual({
      minPrice: 'Minimum price must be a number of rupees, like 25000 or 4.5 lac',
    });
    const extraBody = await request(app, {
      method: 'POST',
      url: '/api/saved-searches',
      cookie: me.cookie,
      payload: { params: { category: 'mobiles' }, userId: me.userId },
    });
    expect(extraBody.statusCode).toBe(400);
    expect(await list(me.cookie)).toEqual([]);
    expect((await create('', { category: 'mobiles' })).statusCode).toBe(401);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per person, even when saved in parallel`, async () => {
    const me = await signedIn(db());
    const results = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_MAX + 5 }, (_, i) =>
        create(me.cookie, { category: 'mobiles', minPrice: String(1000 + i) }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(SAVED_SEARCHES_MAX);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(refused[0]!.json().error.message).toBe(
      `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Please delete one before saving another.`,
    );
    expect(await list(me.cookie)).toHaveLength(SAVED_SEARCHES_MAX);
    // Someone else is not held back by my limit.
    const other = await signedIn(db());
    expect((await create(other.cookie, { category: 'mobiles' })).statusCode).toBe(201);
  });

  describe('one person’s searches', () => {
    it('are renamed, opened and deleted by their owner only; others get 404 and nothing changes', async () => {
      const me = await signedIn(db());
      const other = await signedIn(db());
      const mine = (await create(me.cookie, { category: 'bikes', brand: 'Honda' })).json<SavedSearchItem>();
      const url = `/api/saved-searches/${mine.id}`;

      for (const [method, path, payload] of [
        ['PATCH', url, { name: 'Stolen' }],
        ['DELETE', url, undefined],
        ['POST', `${url}/visit`, undefined],
      ] as const) {
        const res = await request(app, { method, url: path, cookie: other.cookie, payload });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Saved search not found.');
      }
      const { rows } = await db().db.execute(sql`select name from saved_searches where id = ${mine.id}`);
      expect(rows).toEqual([{ name: 'Honda' }]);
      expect(await list(other.cookie)).toEqual([]);

      const renamed = await request(app, {
        method: 'PATCH',
        url,
        cookie: me.cookie,
        payload: { name: '  CD 70s ' },
      });
      expect(renamed.json<SavedSearchItem>().name).toBe('CD 70s');
      const blank = await request(app, { method: 'PATCH', url, cookie: me.cookie, payload: { name: ' ' } });
      expect(blank.json().error.message).toBe('Please give the search a name');
      expect((await request(app, { method: 'DELETE', url, cookie: me.cookie })).statusCode).toBe(204);
      expect(await list(me.cookie)).toEqual([]);
      expect(
        (await request(app, { method: 'DELETE', url: '/api/saved-searches/nope', cookie: me.cookie }))
          .statusCode,
      ).toBe(404);
    });

    it('count the new matching ads since they were last opened', async () => {
      const buyer = await signedIn(db());
      const seller = await signedIn(db());
      const search = (
        await create(buyer.cookie, { category: 'mobiles', brand: 'Samsung', location: 'Karachi' })
      ).json<SavedSearchItem>();
      await postAd(app, seller.cookie, 'mobiles', { formData: { location: 'Karachi' } });
      await postAd(app, seller.cookie, 'mobiles', { formData: { location: 'Karachi' } });
      await postAd(app, seller.cookie, 'mobiles', { formData: { location: 'Lahore' } });
      await drainAlertQueue(db().db);
      expect((await list(buyer.cookie))[0]).toMatchObject({ id: search.id, newCount: 2 });

      const visit = await request(app, {
        method: 'POST',
        url: `/api/saved-searches/${search.id}/visit`,
        cookie: buyer.cookie,
      });
      expect(visit.statusCode).toBe(200);
      expect((await list(buyer.cookie))[0]!.newCount).toBe(0);
      await postAd(app, seller.cookie, 'mobiles', { formData: { location: 'Karachi' } });
      await drainAlertQueue(db().db);
      expect((await list(buyer.cookie))[0]!.newCount).toBe(1);
    });

    it('count as new exactly what opening the search lists among the ads posted since, without the job', async () => {
      const buyer = await signedIn(db());
      const seller = await signedIn(db());
      const params = { category: 'mobiles', location: 'Multan', maxPrice: '60000' };
      await postAd(app, seller.cookie, 'mobiles', { formData: { location: 'Multan', price: '50000' } });
      const search = (await create(buyer.cookie, params)).json<SavedSearchItem>();
      await postAd(app, seller.cookie, 'mobiles', { formData: { location: 'Multan', price: '40000' } });
      await postAd(app, seller.cookie, 'mobiles', { formData: { location: 'Multan', price: '70000' } });
      await postAd(app, seller.cookie, 'mobiles', { formData: { location: 'Quetta', price: '40000' } });
      // The owner's own ad is in the listing, so it is new there too (alerts skip it, not the page).
      await postAd(app, buyer.cookie, 'mobiles', { formData: { location: 'Multan', price: '45000' } });
      const gone = await postAd(app, seller.cookie, 'mobiles', {
        formData: { location: 'Multan', price: '30000' },
      });
      await request(app, { method: 'DELETE', url: `/api/ads/${gone.id}`, cookie: seller.cookie });

      const listing = (
        await request(app, { url: `/api/ads?${new URLSearchParams(params).toString()}` })
      ).json<ListingResponse>();
      const shownNew = listing.items.filter((a) => a.createdAt > search.lastVisitedAt);
      expect(shownNew.map((a) => a.price)).toEqual([45000, 40000]);
      expect((await list(buyer.cookie))[0]).toMatchObject({ id: search.id, newCount: shownNew.length });
    });

    it('stop counting one past the cap, and only for the searches of the person asking', async () => {
      const buyer = await signedIn(db());
      const other = await signedIn(db());
      const seller = await signedIn(db());
      const search = (await create(buyer.cookie, { category: 'booksandhobbies' })).json<SavedSearchItem>();
      for (let i = 0; i < 3; i++)
        await postAd(app, seller.cookie, 'booksandhobbies', { formData: { price: String(93000 + i) } });
      const all = [{ id: search.id, conditions: [sql`a.listed`, sql`a.category = 'booksandhobbies'`] }];
      expect(await countNewAds(db().db, buyer.userId, all, 2)).toEqual(new Map([[search.id, 2]]));
      expect(await countNewAds(db().db, other.userId, all, 2)).toEqual(new Map());
      expect((await list(buyer.cookie))[0]!.newCount).toBe(3);
    });
  });
});
