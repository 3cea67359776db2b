// A search box sent as a form (decision 221): the server sends the browser to the page the app would
// have opened for the words, never to another site, and refuses words too long with a page in the
// person's words and a way back. Each refusal beside its well-formed twin, which is taken.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEARCH_FORM_PATH } from '../../domain/search/search-form';
import { formSearchTarget } from '../../domain/search/search-targets';
import { Q_MAX_LENGTH } from '../../domain/limits';
import { UR_MESSAGES } from '../../domain/messages-ur';
import { buildTestApp, request } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';

describeEachDatabase('A search box sent as a form', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db());
  });
  afterAll(() => app.close());

  const send = (fields: Record<string, string>, cookie?: string) =>
    request(app, { method: 'GET', url: `${SEARCH_FORM_PATH}?${new URLSearchParams(fields)}`, cookie });
  const goesTo = async (fields: Record<string, string>, location: string) => {
    const res = await send(fields);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(location);
    expect(res.headers['cache-control']).toBe('no-store');
  };

  it("home's box: words and a place to home's results, a category's words to its listing", async () => {
    await goesTo({ location: 'Lahore', q: 'galaxy' }, '/?q=galaxy&location=Lahore');
    await goesTo({ q: 'galaxy in karachi under 50k' }, '/?q=galaxy&location=Karachi&maxPrice=50000');
    await goesTo({ location: 'Lahore', q: 'cars' }, '/motors?location=Lahore');
    await goesTo({ q: 'iphone 13 128gb pta' }, '/mobile-phones?q=iphone+13&storage=128GB&pta=Yes');
    // Nothing typed: home with the place chosen, as the app's own submit.
    await goesTo({ location: 'Multan', q: '' }, '/?location=Multan');
    await goesTo({}, '/');
    // Urdu words come back as a browser sends an address: percent-encoded.
    await goesTo({ q: 'گاڑی' }, formSearchTarget('گاڑی', '/'));
  });

  it('the bar narrows the listing it was on and keeps its filters, or leaves it for a category named', async () => {
    await goesTo(
      { q: 'corolla under 40 lac', back: '/motors?brand=Toyota&page=3' },
      '/motors?brand=Toyota&q=corolla&maxPrice=4000000',
    );
    await goesTo({ q: 'house for rent', back: '/mobile-phones?brand=Samsung' }, '/houses');
    // On a page that is no listing, the bar searches home.
    await goesTo({ q: 'galaxy', back: '/saved' }, '/?q=galaxy');
  });

  it('never leaves the site, whatever back says', async () => {
    for (const back of [
      '//evil.com',
      'https://evil.com/motors',
      '/\\evil.com',
      '/.//evil.com',
      'javascript:alert(1)',
    ])
      await goesTo({ q: 'galaxy', back }, '/?q=galaxy');
    // The same search from this site's listing stays on it.
    await goesTo({ q: 'galaxy', back: '/mobile-phones' }, '/mobile-phones?q=galaxy');
  });

  it('answers words too long, or a header smuggled in, with a page and a way back; saves nothing', async () => {
    const long = await send({ q: 'a'.repeat(Q_MAX_LENGTH + 1), back: '/motors' });
    expect(long.statusCode).toBe(400);
    expect(long.headers['content-type']).toMatch(/^text\/html/);
    expect(long.headers.location).toBeUndefined();
    expect(long.body).toContain(`Search text can be at most ${Q_MAX_LENGTH} characters`);
    expect(long.body).toContain('<a href="/motors">');
    await goesTo({ q: 'a'.repeat(Q_MAX_LENGTH), back: '/motors' }, `/motors?q=${'a'.repeat(Q_MAX_LENGTH)}`);

    const smuggled = await request(app, {
      method: 'GET',
      url: `${SEARCH_FORM_PATH}?q=galaxy%0d%0aSet-Cookie:x`,
    });
    expect(smuggled.statusCode).toBe(400);
    expect(smuggled.headers['set-cookie']).toBeUndefined();
    await goesTo({ q: 'galaxy Set-Cookie:x' }, formSearchTarget('galaxy Set-Cookie:x', '/'));
  });

  it("says so in the person's language", async () => {
    const res = await send({ q: 'a'.repeat(Q_MAX_LENGTH + 1) }, 'bs_lang=ur');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<html lang="ur" dir="rtl">');
    expect(res.body).toContain(UR_MESSAGES['search.textTooLong']);
  });
});
