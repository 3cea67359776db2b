// Two copies proven: two server processes on one PostgreSQL, one Redis
// and one S3-protocol server (s3rver), driven through HTTP only, as a load balancer would spread one
// person's requests over them.
import type { ListingResponse } from '../domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from '../domain/limits';
import { sampleAdInput } from '../../test/support/domain/ad-input-sample';
import { Browser } from '../../test/support/server/test-browser';
import { dropRedisKeys, redisPrefix, TEST_REDIS_URL } from '../../test/support/server/redis';
import { startS3, type TestS3 } from '../../test/support/server/s3';
import { freshPostgres, startServer, type ServerProcess } from '../../test/support/server/server-process';
import { smallImage } from '../../test/support/server/test-images';

describe('two copies behind one address', () => {
  const prefix = redisPrefix();
  let s3: TestS3;
  let database: { url: string; drop(): Promise<void> };
  let a: ServerProcess;
  let b: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    [s3, database] = await Promise.all([startS3(), freshPostgres()]);
    const env = {
      ...s3.env,
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      SWEEPS_FIRST_RUN_SECONDS: '3',
    };
    a = await startServer(env);
    // Both copies answer to the same public address (A's, standing in for the load balancer's).
    b = await startServer({ ...env, PUBLIC_URL: a.url });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([s3?.close(), database?.drop(), dropRedisKeys(prefix)]);
  });

  const on = (server: ServerProcess, path: string) => new URL(path, server.url).href;

  it('finishes on B a sign-in started on A, and the session works on both', async () => {
    browser = new Browser(a.url);
    const login = await browser.fetch(on(a, '/auth/login?returnTo=/my-ads'));
    const authorize = new URL(login.headers.get('location')!);
    await browser.fetch(authorize.href);
    const posted = await browser.fetch(authorize.href.split('?')[0]!, {
      form: { ...Object.fromEntries(authorize.searchParams), email: 'two@copies.pk', name: 'Two Copies' },
    });
    const callback = new URL(posted.headers.get('location')!);
    const finished = await browser.fetch(on(b, callback.pathname + callback.search));
    expect(finished.headers.get('location')).toBe('/my-ads');
    for (const server of [a, b]) {
      const me = await (await browser.fetch(on(server, '/api/me'))).json();
      expect(me.user).toMatchObject({ email: 'two@copies.pk' });
    }
  });

  let adId = '';
  let photo = '';

  it('serves on B a photo uploaded on A, and lists on B at once an ad created on A', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await smallImage('jpeg'))], { type: 'image/jpeg' }),
      'a.jpg',
    );
    const uploaded = await fetch(on(a, '/api/images'), {
      method: 'POST',
      body: form,
      headers: { cookie: browser.cookieHeader(), origin: a.url },
    });
    expect(uploaded.status).toBe(201);
    photo = ((await uploaded.json()) as { id: string }).id;
    // Not yet in an ad, the photo is its uploader's alone (decision 181): B serves it to them.
    const served = await fetch(on(b, `/media/${photo}-400.webp`), {
      headers: { cookie: browser.cookieHeader() },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const listBefore = (await (await fetch(on(b, '/api/ads?category=mobiles'))).json()) as ListingResponse;
    const created = await fetch(on(a, '/api/ads'), {
      method: 'POST',
      body: JSON.stringify(sampleAdInput('mobiles', { images: [photo] })),
      headers: { cookie: browser.cookieHeader(), origin: a.url, 'content-type': 'application/json' },
    });
    expect(created.status).toBe(201);
    adId = ((await created.json()) as { id: string }).id;
    const listed = (await (await fetch(on(b, '/api/ads?category=mobiles'))).json()) as ListingResponse;
    expect(listed.items.map((i) => i.id)).toContain(adId);
    expect(listed.total).toBe(listBefore.total + 1);
  });

  it('shows on A at once the new price of an ad edited on B', async () => {
    const input = sampleAdInput('mobiles', { images: [photo], formData: { price: '77777' } });
    const edited = await fetch(on(b, `/api/ads/${adId}`), {
      method: 'PUT',
      body: JSON.stringify(input),
      headers: { cookie: browser.cookieHeader(), origin: a.url, 'content-type': 'application/json' },
    });
    expect(edited.status).toBe(200);
    const listed = (await (await fetch(on(a, '/api/ads?category=mobiles'))).json()) as ListingResponse;
    expect(listed.items.find((i) => i.id === adId)?.price).toBe(77777);
    const search = await (
      await fetch(on(a, `/api/search?q=${encodeURIComponent(listed.items[0]!.brand)}`))
    ).json();
    expect(JSON.stringify(search)).toContain('77777');
  });

  it('holds on B a rate limit spent on A', async () => {
    const attempt = (server: ServerProcess) => fetch(on(server, '/auth/login'), { redirect: 'manual' });
    // The sign-in above spent one attempt on A.
    for (let i = 1; i < SIGN_IN_ATTEMPTS_PER_MINUTE; i += 1) expect((await attempt(a)).status).toBe(302);
    const refused = await attempt(b);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('too_many_requests');
  });

  it('runs the photo sweep on one copy only', async () => {
    const ran = (s: ServerProcess) => s.output().split('photo sweep ran on this copy').length - 1;
    const deadline = Date.now() + 20_000;
    while (ran(a) + ran(b) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 1000));
    expect(ran(a) + ran(b)).toBe(1);
  });
});
