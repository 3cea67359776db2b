// The edge check for texts PostgreSQL cannot store (decision 181): a NUL or a lone surrogate in any
// JSON body, query string or path parameter is a 400 in the person's words, never a 500. The routes
// are walked from the OpenAPI document, so a route added later is covered without anyone listing it.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/schemas';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { validAdInput } from '../../../test/support/server/ad-input-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { uploadFiles, uploadPhoto } from '../../../test/support/server/photos';
import { smallImage } from '../../../test/support/server/test-images';
import { openConversation } from '../../../test/support/server/chat';
import { findUnstorable, unstorableIn } from './storable-text';
import { escapeHtml } from './html';

const HALF = '\ud800';
const EMOJI = '\ud83d\ude00';

describe('unstorableIn', () => {
  it('finds a NUL and a lone high or low surrogate, and passes whole emoji', () => {
    expect(unstorableIn(`x${HALF}`)).toBe('surrogate');
    expect(unstorableIn('x\ude00y')).toBe('surrogate');
    expect(unstorableIn(`${EMOJI}${HALF}`)).toBe('surrogate');
    expect(unstorableIn('a\u0000b')).toBe('nul');
    for (const fine of ['', 'Galaxy S24', `Nice ${EMOJI} phone`, 'سستا فون', '\udbff\udfff', 'tab\tok'])
      expect(unstorableIn(fine), fine).toBeUndefined();
  });

  it('walks keys and values however deep, and says where', () => {
    expect(findUnstorable({ a: { b: ['ok', `x${HALF}`] } })).toEqual({
      path: ['a', 'b', '1'],
      what: 'surrogate',
    });
    expect(findUnstorable({ formData: { ['k\u0000']: 'v' } })).toEqual({
      path: ['formData', 'k\u0000'],
      what: 'nul',
    });
    expect(findUnstorable({ a: [1, true, null, { b: EMOJI }] })).toBeUndefined();
  });
});

interface Document {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
}

/** Our refusal: the 400 with one of the two messages, in the one error shape with its code. */
const REFUSALS: string[] = [MSG.nulCharacter, MSG.brokenCharacter];
const refusedHere = (res: { statusCode: number; body: string; json: () => unknown }) => {
  // A form posted without the app (decision 208) is refused as a page, in the same words.
  if (res.statusCode === 400 && res.body.startsWith('<!doctype html>'))
    return REFUSALS.some((message) => res.body.includes(`<h1>${escapeHtml(message)}</h1>`));
  if (res.statusCode !== 400 || !res.body.startsWith('{')) return false;
  const error = (res.json() as { error?: { message?: string; messageCode?: string } }).error;
  return REFUSALS.includes(error?.message ?? '') && error?.messageCode?.startsWith('form.') === true;
};

describeEachDatabase('texts PostgreSQL cannot store', (database) => {
  let app: FastifyInstance;
  let cookie: string;
  let routes: { method: string; path: string }[];
  beforeAll(async () => {
    app = await buildTestApp(database(), { devSignIn: true });
    ({ cookie } = await signedIn(database()));
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(() => app.close());

  /** '/api/ads/{id}' with every parameter set to `value` (already written for a URL). */
  const fill = (path: string, value: string) => path.replace(/\{\w+\}/g, value);
  const ID = '00000000-0000-4000-8000-000000000000';
  const hasBody = (method: string) => !['GET', 'HEAD', 'DELETE'].includes(method);

  /** Each bad request a route can be sent: in the query, in a path parameter, in the JSON body. */
  const probes = (method: string, path: string, bad: { query: string; body: string }) => [
    { url: `${fill(path, ID)}?zz=${bad.query}` },
    ...(path.includes('{') ? [{ url: fill(path, bad.query) }] : []),
    ...(hasBody(method)
      ? [{ url: fill(path, ID), payload: bad.body, headers: { 'content-type': 'application/json' } }]
      : []),
  ];

  it('walks a real table', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/ads' });
    expect(routes).toContainEqual({ method: 'POST', path: '/api/saved-searches' });
  });

  for (const [what, bad] of [
    ['a NUL', { query: 'x%00', body: '{"text":"x\\u0000","params":{"q":"x\\u0000"}}' }],
    ['a lone surrogate', { query: 'x%00', body: '{"text":"x\\ud800","params":{"q":"x\\ud800"}}' }],
  ] as const)
    it(`refuses ${what} on every route with a 400, signed out or, past a guard, signed in`, async () => {
      const problems: string[] = [];
      for (const { method, path } of routes)
        for (const probe of probes(method, path, bad)) {
          const name = `${method} ${probe.url} ${probe.payload ?? ''}`;
          const send = (as?: string) =>
            request(app, { method: method as 'POST', ...probe, ...(as ? { cookie: as } : {}) });
          let res = await send();
          if (res.statusCode >= 500) problems.push(`${name}: ${res.statusCode} signed out`);
          // A guard may answer first (401, 403, 404): then the signed-in caller must meet the check.
          if ([401, 403, 404].includes(res.statusCode)) res = await send(cookie);
          if (!refusedHere(res)) problems.push(`${name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      expect(problems).toEqual([]);
    });

  it('lets the same requests through when their texts are whole, a paired emoji included', async () => {
    const good = { query: 'x', body: '{"text":"x\\ud83d\\ude00","params":{"q":"x\\ud83d\\ude00"}}' };
    const problems: string[] = [];
    for (const { method, path } of routes)
      for (const probe of probes(method, path, good)) {
        // A fresh person each time: some of these requests (sign out, delete my account) end a session.
        const { cookie: fresh } = await signedIn(database());
        const res = await request(app, { method: method as 'POST', ...probe, cookie: fresh });
        const name = `${method} ${probe.url}`;
        if (res.statusCode >= 500) problems.push(`${name}: ${res.statusCode}`);
        if (refusedHere(res)) problems.push(`${name}: refused by the edge check`);
      }
    expect(problems).toEqual([]);
  });

  it('refuses a title, brand or model name ending in half an emoji on POST and PUT /api/ads, storing nothing', async () => {
    const images = [await uploadPhoto(app, cookie)];
    const input = validAdInput('mobiles', { images });
    const before = await database().db.execute(sql`select count(*)::int as n from ads`);
    for (const change of [
      { formData: { ...input.formData, Title: `${input.formData.Title} ${EMOJI.slice(0, 1)}` } },
      {
        brand: 'Other',
        model: 'Other',
        formData: { ...input.formData, brandName: `Nokia${HALF}`, modelName: '3310' },
      },
      {
        brand: 'Other',
        model: 'Other',
        formData: { ...input.formData, brandName: 'Nokia', modelName: `3310${HALF}` },
      },
    ]) {
      const res = await request(app, {
        method: 'POST',
        url: '/api/ads',
        cookie,
        payload: { ...input, ...change },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation', message: MSG.brokenCharacter });
      expect(Object.values(res.json().error.fields)).toEqual([MSG.brokenCharacter]);
      expect(res.json().error.fieldCodes).toBeDefined();
    }
    const after = await database().db.execute(sql`select count(*)::int as n from ads`);
    expect(after.rows).toEqual(before.rows);

    // The well-formed ad, with a whole emoji in its title, is posted; its edit meets the same check.
    const withEmoji = {
      ...input,
      formData: { ...input.formData, Title: `${input.formData.Title} ${EMOJI}` },
    };
    const posted = await request(app, { method: 'POST', url: '/api/ads', cookie, payload: withEmoji });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json<{ id: string }>().id;
    const put = (title: string) =>
      request(app, {
        method: 'PUT',
        url: `/api/ads/${id}`,
        cookie,
        payload: { ...withEmoji, formData: { ...withEmoji.formData, Title: title } },
      });
    const refused = await put(`Galaxy phone ${HALF}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ Title: MSG.brokenCharacter });
    expect((await put(`Galaxy phone ${EMOJI}`)).statusCode).toBe(200);
  });

  it('refuses half an emoji in a saved search and in a chat message, and takes the whole one', async () => {
    const save = (q: string) =>
      request(app, {
        method: 'POST',
        url: '/api/saved-searches',
        cookie,
        payload: { params: { category: 'mobiles', q }, name: 'Phones' },
      });
    const refused = await save(`x${HALF}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ params: MSG.brokenCharacter });
    expect((await save(`x${EMOJI}`)).statusCode).toBe(201);

    const c = await openConversation(app, database());
    const send = (body: string) =>
      request(app, {
        method: 'POST',
        url: `/api/chat/conversations/${c.id}/messages`,
        cookie: c.buyer.cookie,
        payload: { body },
      });
    const half = await send(`Is it available? ${HALF}`);
    expect(half.statusCode).toBe(400);
    expect(half.json().error.fields).toEqual({ body: MSG.brokenCharacter });
    expect((await send(`Is it available? ${EMOJI}`)).statusCode).toBe(201);
    const { rows } = await database().db.execute(
      sql`select body from chat_messages where conversation_id = ${c.id}`,
    );
    expect(rows.map((r) => r.body)).toEqual([`Is it available? ${EMOJI}`]);
  });

  it('refuses a NUL in an upload part’s file name, and takes a name with a whole emoji', async () => {
    const bytes = await smallImage('jpeg');
    const refused = await uploadFiles(app, cookie, [{ filename: 'photo\u0000.jpg', bytes }]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'validation', message: MSG.nulCharacter });
    const taken = await uploadFiles(app, cookie, [{ filename: `photo ${EMOJI}.jpg`, bytes }]);
    expect(taken.statusCode, taken.body).toBe(201);
  });
});
