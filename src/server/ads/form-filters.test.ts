// A listing's first page and count with form filters read the window's own ads first and ask the form
// index only when they hold too few (decision 211): each way gives what the plain query gives, on
// PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createSeller, deleteAllAds, insertAds } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { countFormUpTo, countUpTo, findNewestFormPage, findPage } from './listing-repository';
import { formCondition, formParams, listingConditions, type BrowseCriteria } from './listing-sql';

const criteria = (filters: Record<string, string>, location?: string): BrowseCriteria => ({
  category: 'mobiles',
  filters: { ...filters, ...(location ? { location } : {}) },
});

describeEachDatabase('form filters', (database) => {
  beforeAll(async () => {
    const db = database().db;
    await deleteAllAds(db);
    const seller = await createSeller(db, 'Form Counts');
    // Lahore: 12 approved and 3 not; Multan: 2 approved and 8 not.
    await insertAds(db, seller, [
      ...Array.from({ length: 12 }, () => ({ location: 'Lahore', form: { ptaApproved: 'PTA Approved' } })),
      ...Array.from({ length: 3 }, () => ({ location: 'Lahore', form: { ptaApproved: 'PTA Not Approved' } })),
      ...Array.from({ length: 2 }, () => ({ location: 'Multan', form: { ptaApproved: 'PTA Approved' } })),
      ...Array.from({ length: 8 }, () => ({ location: 'Multan', form: { ptaApproved: 'PTA Not Approved' } })),
    ]);
  });

  const both = async (c: BrowseCriteria, cap: number, walk: number) => {
    const db = database().db;
    const form = formCondition(c)!;
    const window = listingConditions(c, formParams(c));
    const plain = await countUpTo(db, listingConditions(c), cap);
    const walked = await countFormUpTo(db, window, form, cap, walk);
    // The first page of `cap` ads, newest first, the same both ways, ad for ad.
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    expect(ids((await findNewestFormPage(db, window, form, cap, walk)).rows)).toEqual(
      ids(await findPage(db, listingConditions(c), 'newest', cap, 0)),
    );
    return { plain, walked };
  };

  it('finds the value common in the window among its first ads, and stops at the cap', async () => {
    const c = criteria({ pta: 'Yes' }, 'Lahore');
    expect(formParams(c)).toEqual(['pta']);
    // 12 approved among Lahore's 15: the cap (5) is reached within a walk of 10.
    expect(await both(c, 5, 10)).toEqual({ plain: 5, walked: 5 });
  });

  it('says how far into the window a full first page was found', async () => {
    const db = database().db;
    const c = criteria({ pta: 'Yes' }, 'Lahore');
    const window = listingConditions(c, formParams(c));
    // Lahore newest first: its 3 not approved (the latest written), then the approved ones.
    expect((await findNewestFormPage(db, window, formCondition(c)!, 5, 10)).read).toBe(8);
    // A page that is not full says nothing: the count must not take the walk for granted.
    expect((await findNewestFormPage(db, window, formCondition(c)!, 50, 100)).read).toBeUndefined();
  });

  it('counts exactly when the window is smaller than the walk', async () => {
    // Multan has 10 ads, 8 of them not approved: all read, none left for the index.
    expect(await both(criteria({ pta: 'No' }, 'Multan'), 100, 50)).toEqual({ plain: 8, walked: 8 });
    expect(await both(criteria({ pta: 'Yes' }, 'Multan'), 100, 50)).toEqual({ plain: 2, walked: 2 });
  });

  it('asks the form index for a value rare among the first ads of a wider window', async () => {
    // Across the country: 11 not approved in 25 ads; a walk of 4 cannot tell, the index then counts.
    expect(await both(criteria({ pta: 'No' }), 100, 4)).toEqual({ plain: 11, walked: 11 });
    expect(await both(criteria({ pta: 'No' }), 6, 4)).toEqual({ plain: 6, walked: 6 });
  });

  it('leaves nothing listed out that the plain count has, and nothing unlisted in', async () => {
    const db = database().db;
    await db.execute(
      sql`update ads set listed = false where location = 'Multan' and form_data->>'ptaApproved' = 'PTA Approved'`,
    );
    expect(await both(criteria({ pta: 'Yes' }, 'Multan'), 100, 50)).toEqual({ plain: 0, walked: 0 });
    expect(await both(criteria({ pta: 'Yes' }), 100, 3)).toEqual({ plain: 12, walked: 12 });
  });
});
