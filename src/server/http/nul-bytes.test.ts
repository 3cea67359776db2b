// A NUL byte in any text: PostgreSQL refuses it inside text, so it must be
// a 400 in the person's words at the schemas, never a 500 from the database.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG } from '../../domain/schemas';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { validAdInput } from '../../../test/support/server/ad-input-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { uploadPhoto } from '../../../test/support/server/photos';
import { openConversation } from '../../../test/support/server/chat';

describeEachDatabase('NUL bytes in texts', (database) => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    app = await buildTestApp(database());
    ({ cookie } = await signedIn(database()));
  });
  afterAll(() => app.close());

  it('refuses %00 in a query parameter with a 400, on every browse endpoint', async () => {
    for (const url of [
      '/api/home?location=%00',
      '/api/search?q=abc&location=%00',
      '/api/search?q=ab%00c',
      '/api/suggestions?q=gal%00axy',
      '/api/ads?category=mobiles&q=a%00b',
      '/api/ads?category=mobiles&location=%00',
      '/api/ads/facets?category=mobiles&q=%00',
    ]) {
      const res = await request(app, { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('validation');
    }
  });

  it('refuses \\u0000 in a JSON body with a 400 naming the field', async () => {
    const images = [await uploadPhoto(app, cookie)];
    const input = validAdInput('mobiles', { images });
    const key = Object.keys(input.formData).find((k) => input.formData[k]!.startsWith('Well kept'))!;
    const payload = { ...input, formData: { ...input.formData, [key]: 'nice\u0000phone' } };
    const res = await request(app, { method: 'POST', url: '/api/ads', cookie, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[key]).toBe(MSG.nulCharacter);

    const settings = await request(app, {
      method: 'PATCH',
      url: '/api/me/settings',
      cookie,
      payload: { defaultPhone: '', defaultCity: 'Lah\u0000ore' },
    });
    expect(settings.statusCode).toBe(400);
  });

  /** A 400 in the one error shape, naming the field with the person's words. */
  const expectRefused = (res: { statusCode: number; json: () => unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'validation', message: MSG.nulCharacter, fields: { [field]: MSG.nulCharacter } },
    });
  };

  it('refuses \\u0000 in a chat message and in a chat report reason with a 400, storing nothing', async () => {
    const c = await openConversation(app, database());
    const url = `/api/chat/conversations/${c.id}`;
    const message = await request(app, {
      method: 'POST',
      url: `${url}/messages`,
      cookie: c.buyer.cookie,
      payload: { body: 'Is it still \u0000available?' },
    });
    expectRefused(message, 'body');
    const report = await request(app, {
      method: 'POST',
      url: `${url}/report`,
      cookie: c.seller.cookie,
      payload: { reason: 'spam\u0000' },
    });
    expectRefused(report, 'reason');
    const { rows } = await database().db.execute(
      sql`select (select count(*)::int from chat_messages where conversation_id = ${c.id}) as messages,
        (select count(*)::int from chat_reports where conversation_id = ${c.id}) as reports`,
    );
    expect(rows[0]).toEqual({ messages: 0, reports: 0 });
  });

  it('refuses \\u0000 in a saved search name, when saving and when renaming', async () => {
    const save = (name: string) =>
      request(app, {
        method: 'POST',
        url: '/api/saved-searches',
        cookie,
        payload: { params: { category: 'mobiles' }, name },
      });
    expectRefused(await save('Phones\u0000'), 'name');
    const saved = await save('Phones');
    expect(saved.statusCode).toBe(201);
    const rename = await request(app, {
      method: 'PATCH',
      url: `/api/saved-searches/${saved.json<{ id: string }>().id}`,
      cookie,
      payload: { name: 'Cheap\u0000phones' },
    });
    expectRefused(rename, 'name');
  });
});
