import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/schemas';
import { adInputSchema } from '../../domain/schemas/ad-input';
import { registerContract, typed } from './contract';
import { ApiError, errorBody, notFound, registerErrorHandling, tooMany } from './errors';

describe('the error body', () => {
  it('carries the code and values of its message beside the English text', () => {
    expect(errorBody('too_many_requests', MSG.adsPerDay)).toEqual({
      error: { code: 'too_many_requests', message: MSG.adsPerDay, messageCode: 'ad.perDay' },
    });
    const title = MSG.tooShort('Title', 5);
    expect(errorBody('validation', MSG.formInvalid, { Title: title, other: 'A text of no code' })).toEqual({
      error: {
        code: 'validation',
        message: 'You are forgetting some fields.',
        messageCode: 'form.invalid',
        fields: { Title: title, other: 'A text of no code' },
        fieldCodes: { Title: { code: 'form.tooShort', values: { label: 'Title', min: 5 } } },
      },
    });
    expect(errorBody('bad_request', 'Some text of no code')).toEqual({
      error: { code: 'bad_request', message: 'Some text of no code' },
    });
  });

  it('goes out with a validation error of POST /api/ads, a not found and a rate limit', async () => {
    const app = Fastify();
    await registerContract(app);
    registerErrorHandling(app);
    typed(app).post('/ads', { schema: { body: adInputSchema } }, () => ({}));
    app.get('/missing', () => {
      throw notFound(MSG.adNotFound);
    });
    app.get('/fast', () => {
      throw tooMany(MSG.uploadsPerHour);
    });
    app.get('/other', () => {
      throw new ApiError(400, 'bad_image', MSG.imageType('cat.gif'));
    });
    const ads = await app.inject({ method: 'POST', url: '/ads', payload: { category: 'nothing' } });
    expect(ads.statusCode).toBe(400);
    const body = ads.json<{ error: Record<string, unknown> }>().error;
    expect(body).toMatchObject({ code: 'validation', messageCode: 'form.invalid' });
    expect(body.fieldCodes).toMatchObject({ category: { code: 'form.categoryUnknown' } });
    expect((await app.inject('/missing')).json()).toMatchObject({
      error: { code: 'not_found', message: 'Ad not found.', messageCode: 'ad.notFound' },
    });
    expect((await app.inject('/fast')).json()).toMatchObject({ error: { messageCode: 'image.perHour' } });
    expect((await app.inject('/other')).json()).toMatchObject({
      error: { messageCode: 'image.type', values: { name: 'cat.gif' } },
    });
    await app.close();
  });

  it('is a page for a page the browser went to, and JSON for /api even then', async () => {
    const app = Fastify();
    await app.register(import('@fastify/cookie'));
    registerErrorHandling(app);
    for (const url of ['/auth/somewhere', '/api/somewhere'])
      app.get(url, () => {
        throw notFound(MSG.adNotFound);
      });
    const navigate = { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' };
    const page = await app.inject({ url: '/auth/somewhere', headers: navigate });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Ad not found.');
    // A drawn page's in-process calls carry its navigation's headers, and must read JSON.
    const api = await app.inject({ url: '/api/somewhere', headers: navigate });
    expect(api.json()).toMatchObject({ error: { messageCode: 'ad.notFound' } });
    // The app's own call to the same address is JSON.
    const call = await app.inject({ url: '/auth/somewhere', headers: { 'sec-fetch-mode': 'cors' } });
    expect(call.json()).toMatchObject({ error: { messageCode: 'ad.notFound' } });
    await app.close();
  });
});
