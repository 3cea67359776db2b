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
});
