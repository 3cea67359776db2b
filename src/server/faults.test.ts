// Faults (`npm run chaos` runs this file and prints the figures):
// (a) kill -9 during a stream of creates with photos, on PGlite and on PostgreSQL: after a restart every
//     acknowledged ad is there with its photos, no photo row lacks its files, no ad lacks its rows;
// (b) PostgreSQL stopped and started under load: clean 503s in the error shape within 2 s, /healthz 503,
//     nobody signed out, serving again within 5 s of PostgreSQL coming back, without a restart;
// (c) SIGTERM under load: requests under way finish, late ones get 503 in the error shape, exit < 10 s.
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleAdInput } from '../../test/support/domain/ad-input-sample';
import { Browser } from '../../test/support/server/test-browser';
import { openPglite } from './db/client';
import { freshPostgres, startServer, type ServerProcess } from '../../test/support/server/server-process';
import { smallImage } from '../../test/support/server/test-images';
import { throwawayPostgres } from '../../test/support/server/throwaway-postgres';

const figures: string[] = [];
const report = (line: string) => {
  figures.push(line);
  console.info(`chaos: ${line}`);
};
afterAll(() => {
  if (figures.length) console.info(`\nchaos figures:\n  ${figures.join('\n  ')}\n`);
});

async function signIn(server: ServerProcess, email: string): Promise<Browser> {
  const browser = new Browser(server.url);
  const login = await browser.fetch('/auth/login');
  const authorize = new URL(login.headers.get('location')!);
  const posted = await browser.fetch(authorize.href.split('?')[0]!, {
    form: { ...Object.fromEntries(authorize.searchParams), email, name: 'Chaos Person' },
  });
  await browser.fetch(posted.headers.get('location')!);
  return browser;
}

async function createWithPhoto(server: ServerProcess, browser: Browser, photo: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'p.jpg');
  const headers = { cookie: browser.cookieHeader(), origin: server.url };
  const up = await fetch(`${server.url}/api/images`, { method: 'POST', body: form, headers });
  if (up.status !== 201) throw new Error(`upload ${up.status}`);
  const { id } = (await up.json()) as { id: string };
  const res = await fetch(`${server.url}/api/ads`, {
    method: 'POST',
    body: JSON.stringify(sampleAdInput('mobiles', { images: [id] })),
    headers: { ...headers, 'content-type': 'application/json' },
  });
  if (res.status !== 201) throw new Error(`create ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

async function checkIntegrity(query: Query, dataDir: string, acknowledged: string[]) {
  const ads = (await query('select id, images from ads')).rows as { id: string; images: string[] }[];
  const ids = new Set(ads.map((a) => a.id));
  const lost = acknowledged.filter((id) => !ids.has(id));
  const rows = (await query('select id, ad_id from ad_images')).rows as {
    id: string;
    ad_id: string | null;
  }[];
  const rowIds = new Set(rows.map((r) => r.id));
  const rowsWithoutFiles = rows.filter(
    (r) =>
      !existsSync(path.join(dataDir, 'media', `${r.id}-1600.webp`)) ||
      !existsSync(path.join(dataDir, 'media', `${r.id}-400.webp`)),
  );
  const adsMissingPhotos = ads.filter((a) => a.images.some((id) => !rowIds.has(id)));
  return { ads: ads.length, lost, rowsWithoutFiles, adsMissingPhotos };
}

async function expectIntact(
  label: string,
  query: Query,
  dataDir: string,
  acknowledged: string[],
  restartMs: number,
) {
  const result = await checkIntegrity(query, dataDir, acknowledged);
  report(
    `kill -9 on ${label}: ${acknowledged.length} acknowledged, ${result.lost.length} lost, ` +
      `${result.rowsWithoutFiles.length} photo rows without files, ${result.adsMissingPhotos.length} ads missing photo rows, restart ${restartMs} ms`,
  );
  expect(result.lost).toEqual([]);
  expect(result.rowsWithoutFiles).toEqual([]);
  expect(result.adsMissingPhotos).toEqual([]);
}

async function killDuringCreates(env: Record<string, string>, dataDir: string, label: string) {
  const photo = await smallImage('jpeg');
  let server = await startServer({ ...env, DATA_DIR: dataDir });
  const browser = await signIn(server, `chaos-${label}@example.pk`);
  const acknowledged: string[] = [];
  let stop = false;
  const worker = async () => {
    while (!stop) {
      try {
        acknowledged.push(await createWithPhoto(server, browser, photo));
      } catch {
        return; // the process is gone
      }
    }
  };
  const workers = [worker(), worker(), worker()];
  while (acknowledged.length < 12) await new Promise((r) => setTimeout(r, 20));
  server.child.kill('SIGKILL');
  stop = true;
  await Promise.all(workers);
  await server.exited;
  const started = Date.now();
  server = await startServer({ ...env, DATA_DIR: dataDir }, server.port);
  const restartMs = Date.now() - started;
  // Through HTTP: each acknowledged ad and its photo are served.
  for (const id of acknowledged) {
    const ad = await fetch(`${server.url}/api/ads/${id}`, { headers: { cookie: browser.cookieHeader() } });
    expect(ad.status, id).toBe(200);
    const { images } = (await ad.json()) as { images: string[] };
    expect((await fetch(`${server.url}/media/${images[0]}-400.webp`)).status).toBe(200);
  }
  await server.stop();
  return { acknowledged, restartMs };
}

describe('faults', () => {
  it('keeps every acknowledged ad and its photos through kill -9 on PGlite', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bs-chaos-pglite-'));
    const { acknowledged, restartMs } = await killDuringCreates({}, dataDir, 'pglite');
    const database = await openPglite(path.join(dataDir, 'db'));
    try {
      const query: Query = (t) => database.db.execute(t as never) as never;
      await expectIntact('PGlite', query, dataDir, acknowledged, restartMs);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('keeps every acknowledged ad and its photos through kill -9 on PostgreSQL', async () => {
    const database = await freshPostgres();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bs-chaos-pg-'));
    try {
      const { acknowledged, restartMs } = await killDuringCreates(
        { DATABASE_URL: database.url },
        dataDir,
        'pg',
      );
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await expectIntact('PostgreSQL', (t) => client.query(t), dataDir, acknowledged, restartMs);
      } finally {
        await client.end();
      }
    } finally {
      await database.drop();
    }
  }, 240_000);

  it('answers 503 in the error shape while PostgreSQL is down, signs nobody out, and recovers by itself', async () => {
    const postgres = await throwawayPostgres();
    const server = await startServer({
      DATABASE_URL: postgres.url,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bs-chaos-')),
    });
    try {
      const browser = await signIn(server, 'outage@example.pk');
      const cookie = browser.cookieHeader();
      const seen: { status: number; ms: number; code?: string; at: number }[] = [];
      let running = true;
      const load = async (url: string) => {
        while (running) {
          const t = Date.now();
          const res = await fetch(`${server.url}${url}`, { headers: { cookie } }).catch(() => undefined);
          const body = res ? await res.text() : '';
          let code: string | undefined;
          try {
            code = (JSON.parse(body) as { error?: { code?: string } }).error?.code;
          } catch {
            code = undefined;
          }
          seen.push({ status: res?.status ?? 0, ms: Date.now() - t, code, at: Date.now() });
        }
      };
      const loaders = [
        load('/api/me'),
        load('/api/ads?category=mobiles'),
        load('/api/my-ads'),
        load('/healthz'),
      ];
      await new Promise((r) => setTimeout(r, 500));
      const stoppedAt = Date.now();
      postgres.stop();
      await new Promise((r) => setTimeout(r, 3000));
      const during = seen.filter((s) => s.at > stoppedAt + 200);
      postgres.start();
      const backAt = Date.now();
      let servingAfterMs = -1;
      while (Date.now() - backAt < 15_000) {
        const res = await fetch(`${server.url}/api/my-ads`, { headers: { cookie } }).catch(() => undefined);
        if (res?.status === 200) {
          servingAfterMs = Date.now() - backAt;
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      running = false;
      await Promise.all(loaders);
      const slowest = Math.max(...during.map((s) => s.ms));
      const statuses = [...new Set(during.map((s) => s.status))].sort();
      report(
        `PostgreSQL stopped under load: ${during.length} requests during the outage, statuses ${statuses.join('/')}, ` +
          `slowest ${slowest} ms, serving again ${servingAfterMs} ms after PostgreSQL was back`,
      );
      expect(during.length).toBeGreaterThan(0);
      expect(during.filter((s) => s.status === 503).length).toBeGreaterThan(0);
      for (const s of during) {
        expect([200, 503]).toContain(s.status);
        if (s.status === 503) expect(s.code).toBe('unavailable');
        expect(s.ms).toBeLessThan(2000);
      }
      expect(seen.some((s) => s.status === 401)).toBe(false);
      expect(servingAfterMs).toBeGreaterThanOrEqual(0);
      expect(servingAfterMs).toBeLessThan(5000);
      const me = await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json();
      expect(me.user).toMatchObject({ email: 'outage@example.pk' });
    } finally {
      await server.stop();
      postgres.destroy();
    }
  }, 240_000);

  it('drains on SIGTERM under load: work under way finishes, late requests get 503s, exit within 10 s', async () => {
    const server = await startServer({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bs-chaos-term-')) });
    const statuses: number[] = [];
    const codes = new Set<string>();
    let running = true;
    const agent = async () => {
      while (running) {
        const res = await fetch(`${server.url}/api/ads?category=mobiles`).catch(() => undefined);
        if (!res) return;
        statuses.push(res.status);
        if (res.status !== 200) codes.add(((await res.json()) as { error: { code: string } }).error.code);
        else await res.arrayBuffer();
      }
    };
    const agents = Array.from({ length: 8 }, agent);
    await new Promise((r) => setTimeout(r, 500));
    const sent = Date.now();
    const exited = server.stop('SIGTERM');
    const code = await exited;
    const exitMs = Date.now() - sent;
    running = false;
    await Promise.all(agents);
    const others = statuses.filter((s) => s !== 200 && s !== 503);
    report(
      `SIGTERM under load: ${statuses.filter((s) => s === 200).length} answered, ${statuses.filter((s) => s === 503).length} 503s, ` +
        `${others.length} others, exit code ${code} after ${exitMs} ms`,
    );
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    expect(others).toEqual([]);
    for (const c of codes) expect(c).toBe('unavailable');
  }, 120_000);
});
