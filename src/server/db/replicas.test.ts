// Read replicas (decisions 147, 148) against a real streaming replica of the test PostgreSQL, which
// this file starts itself (test/support/server/streaming-replica.ts): browse reads go to it, a seller reads their
// own change from the primary while the replica is held behind, a replica that lags or crashes is
// skipped with one log line and costs no request a 5xx. The embedded database has no replicas.
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdDetail, ListingResponse, MyAdsResponse } from '../../domain/api';
import { loadConfig, ConfigError } from '../config';
import { READ_AFTER_COOKIE, readAfterPosition } from '../http/read-your-writes';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { createTestDatabase, describeEachDatabase } from '../../../test/support/server/databases';
import { validAdInput } from '../../../test/support/server/ad-input-factory';
import { postAd, uploadPhoto } from '../../../test/support/server/photos';
import { startStreamingReplica, type StreamingReplica } from '../../../test/support/server/streaming-replica';
import { openPostgres, type Database } from './client';
import { formatLsn, lagMs, parseLsn } from './replicas';

describe('WAL positions and lag', () => {
  it('reads and writes pg_lsn text, and orders positions across the 4 GB boundary', () => {
    expect(formatLsn(parseLsn('16/B374D848'))).toBe('16/B374D848');
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('nonsense')).toThrow();
  });

  it('counts a replica as behind since the oldest primary position it has not replayed', () => {
    const history = [
      { at: 1000, lsn: 10n },
      { at: 2000, lsn: 20n },
      { at: 3000, lsn: 30n },
    ];
    expect(lagMs(30n, history, 3500)).toBe(0);
    // An idle primary: nothing new however long ago the last write, so nothing behind.
    expect(lagMs(30n, [{ at: 0, lsn: 30n }], 60_000)).toBe(0);
    expect(lagMs(15n, history, 3500)).toBe(1500);
    expect(lagMs(5n, history, 3500)).toBe(2500);
  });
});

describe('the read-after cookie', () => {
  const key = Buffer.alloc(32, 7);
  it('is refused when forged, malformed or past its time', async () => {
    const { createHmac } = await import('node:crypto');
    const sign = (p: string) => createHmac('sha256', key).update(p).digest('base64url').slice(0, 32);
    const good = `0/16B3748.${Date.now() + 5000}`;
    expect(readAfterPosition(key, `${good}.${sign(good)}`, Date.now())).toBe(parseLsn('0/16B3748'));
    expect(readAfterPosition(key, `FFFF/0.${Date.now() + 5000}.${sign(good)}`, Date.now())).toBeUndefined();
    const old = `0/16B3748.${Date.now() - 1}`;
    expect(readAfterPosition(key, `${old}.${sign(old)}`, Date.now())).toBeUndefined();
    expect(readAfterPosition(key, 'x.y', Date.now())).toBeUndefined();
    expect(readAfterPosition(key, undefined, Date.now())).toBeUndefined();
  });
});

describe('DATABASE_REPLICA_URLS', () => {
  it('is refused with the embedded database, which has no replicas', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://r1/bs' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://r1/bs' })).toThrow(/needs DATABASE_URL/);
  });

  it('takes postgres:// URLs separated by commas, and a lag in milliseconds', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://primary/bs',
      DATABASE_REPLICA_URLS: ' postgres://r1/bs, postgres://r2/bs ',
      REPLICA_MAX_LAG_MS: '500',
    });
    expect(config.databaseReplicaUrls).toEqual(['postgres://r1/bs', 'postgres://r2/bs']);
    expect(config.replicaMaxLagMs).toBe(500);
    expect(loadConfig({}).databaseReplicaUrls).toEqual([]);
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://p/bs', DATABASE_REPLICA_URLS: 'mysql://r1/bs' }),
    ).toThrow(/postgres:\/\/ URLs/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://p/bs', REPLICA_MAX_LAG_MS: 'soon' })).toThrow(
      /REPLICA_MAX_LAG_MS/,
    );
  });
});

// Without replicas (the embedded database, or PostgreSQL without the variable) every read is the
// primary's and no read-after cookie is set.
describeEachDatabase('reads without replicas', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db());
  });
  afterAll(() => app.close());

  it('go to the one database, and a change sets no read-after cookie', async () => {
    expect(app.readerFor().db).toBe(db().db);
    const seller = await signedIn(db());
    const res = await request(app, {
      method: 'POST',
      url: '/api/ads/00000000-0000-4000-8000-000000000000/contact',
      cookie: seller.cookie,
    });
    expect(res.statusCode).toBe(404);
    const ad = await postAd(app, seller.cookie);
    expect(ad.id).toBeTruthy();
    const posted = await request(app, { url: `/api/ads/${ad.id}`, cookie: seller.cookie });
    expect(posted.statusCode).toBe(200);
    expect(posted.cookies.find((c) => c.name === READ_AFTER_COOKIE)).toBeUndefined();
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !adminUrl)
  throw new Error('CI must set TEST_DATABASE_URL: the read-replica tests need PostgreSQL (.ci/run does)');

describe.runIf(adminUrl)('read replicas [postgres]', () => {
  let replica: StreamingReplica;
  let primaryUrl: string;
  let dbName: string;
  const opened: { database: Database; app: FastifyInstance }[] = [];

  beforeAll(async () => {
    // Any failure here fails every test below, loudly: in CI the replica must start.
    replica = await startStreamingReplica(adminUrl!);
    ({ url: primaryUrl, name: dbName } = await createTestDatabase(adminUrl!));
    const setup = await openPostgres(primaryUrl, { max: 2 });
    await setup.migrate();
    await setup.close();
    await replica.caughtUp(primaryUrl);
  }, 180_000);

  afterAll(async () => {
    for (const { app, database } of opened) {
      await app.close();
      await database.close();
    }
    replica?.destroy();
    if (dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  });

  /** An app whose browse reads may go to the replica, with the replica's log lines collected. */
  async function appWithReplica(maxLagMs: number) {
    const lines: string[] = [];
    const log = {
      info: (m: string) => lines.push(`info: ${m}`),
      warn: (m: string) => lines.push(`warn: ${m}`),
    };
    const replicaUrl = replica.urlFor(primaryUrl);
    // The production pool size: when the replica dies its reads land here, and a smaller pool on this
    // busy machine would turn the queue into 503s that have nothing to do with the replica.
    const database = await openPostgres(primaryUrl, {
      max: 10,
      replicas: { urls: [replicaUrl], maxLagMs, log },
    });
    const app = await buildTestApp(database, {
      databaseUrl: primaryUrl,
      databaseReplicaUrls: [replicaUrl],
      replicaMaxLagMs: maxLagMs,
      metricsToken: 'replica-metrics',
    });
    opened.push({ database, app });
    return { database, app, lines };
  }

  const readAfter = (res: { cookies: { name: string; value: string }[] }) => {
    const c = res.cookies.find((x) => x.name === READ_AFTER_COOKIE);
    if (!c) throw new Error('the change set no read-after cookie');
    return `${READ_AFTER_COOKIE}=${c.value}`;
  };
  const ids = (res: { json<T>(): T }) => res.json<ListingResponse>().items.map((i) => i.id);

  it('sends browse reads to the replica, and a seller reads their new ad and their edit from the primary while replay is held', async () => {
    // A long allowed lag: the replica held behind stays in rotation, so what it serves shows.
    const { app, database, lines } = await appWithReplica(60_000);
    expect(database.replicas!.states()).toEqual([expect.objectContaining({ state: 'ok' })]);
    expect(lines).toEqual([
      expect.stringMatching(/^info: read replica 127\.0\.0\.1:\d+\/bs_test_\w+ is in rotation$/),
    ]);
    const seller = await signedIn(database, 'Seller');
    const buyer = await signedIn(database, 'Buyer');
    await replica.caughtUp(primaryUrl);
    await database.replicas!.probe();

    await replica.pauseReplay();
    try {
      const input = validAdInput('mobiles', { images: [await uploadPhoto(app, seller.cookie)] });
      const posted = await request(app, {
        method: 'POST',
        url: '/api/ads',
        cookie: seller.cookie,
        payload: input,
      });
      expect(posted.statusCode, posted.body).toBe(201);
      const adId = posted.json<{ id: string }>().id;
      const sellerCookie = `${seller.cookie}; ${readAfter(posted)}`;

      // The buyer browses from the replica, which has not replayed the new ad.
      const browse = await request(app, { url: '/api/ads?category=mobiles', cookie: buyer.cookie });
      expect(browse.statusCode).toBe(200);
      expect(ids(browse)).not.toContain(adId);
      expect((await request(app, { url: `/api/ads/${adId}`, cookie: buyer.cookie })).statusCode).toBe(404);

      // The seller sees it at once: ad page, listing and My Ads.
      const page = await request(app, { url: `/api/ads/${adId}`, cookie: sellerCookie });
      expect(page.statusCode).toBe(200);
      expect(page.json<AdDetail>()).toMatchObject({ id: adId, isOwner: true });
      expect(ids(await request(app, { url: '/api/ads?category=mobiles', cookie: sellerCookie }))).toContain(
        adId,
      );
      const mine = await request(app, { url: '/api/my-ads', cookie: seller.cookie });
      expect(mine.json<MyAdsResponse>().items.map((i) => i.id)).toContain(adId);

      // And their edit, too.
      const edited = await request(app, {
        method: 'PUT',
        url: `/api/ads/${adId}`,
        cookie: sellerCookie,
        payload: { ...input, formData: { ...input.formData, price: '41000' } },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const afterEdit = `${seller.cookie}; ${readAfter(edited)}`;
      const reread = await request(app, { url: `/api/ads/${adId}`, cookie: afterEdit });
      expect(reread.json<AdDetail>().price).toBe(41000);
    } finally {
      await replica.resumeReplay();
    }
    // Once the replica has replayed the change, the buyer sees it from there too.
    await replica.caughtUp(primaryUrl);
    await database.replicas!.probe();
    const later = await request(app, { url: '/api/ads?category=mobiles', cookie: buyer.cookie });
    expect(ids(later)).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('warn'))).toEqual([]);
    const metrics = await request(app, {
      url: '/metrics',
      headers: { authorization: 'Bearer replica-metrics' },
    });
    expect(metrics.body).toMatch(
      /bs_db_replica_lag_ms\{replica="127\.0\.0\.1:\d+\/bs_test_\w+",pid="\d+"\} \d+/,
    );
  });

  it('skips a replica further behind than REPLICA_MAX_LAG_MS with one log line, and takes it back when it catches up', async () => {
    const { app, database, lines } = await appWithReplica(300);
    const seller = await signedIn(database, 'Lag seller');
    await replica.caughtUp(primaryUrl);
    await database.replicas!.probe();
    await replica.pauseReplay();
    try {
      const ad = await postAd(app, seller.cookie, 'vehicles');
      // Well past the allowed lag, with several probes in between.
      await new Promise((r) => setTimeout(r, 1200));
      expect(database.replicas!.states()[0]).toMatchObject({ state: 'lagging' });
      // A stranger's browse falls back to the primary, so it has the new ad.
      const res = await request(app, { url: '/api/ads?category=vehicles' });
      expect(ids(res)).toContain(ad.id);
    } finally {
      await replica.resumeReplay();
    }
    await replica.caughtUp(primaryUrl);
    await new Promise((r) => setTimeout(r, 300));
    expect(database.replicas!.states()[0]).toMatchObject({ state: 'ok' });
    const warnings = lines.filter((l) => l.startsWith('warn'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /skipped, reads go to the primary: \d+ ms behind, more than REPLICA_MAX_LAG_MS=300/,
    );
    expect(lines.at(-1)).toMatch(/is in rotation again/);
  });

  // Last: it stops the replica for good.
  it('answers every read while the replica is stopped mid-load, from the primary', async () => {
    const { app, database, lines } = await appWithReplica(60_000);
    // Every listing asked once, so none is answered by the browse caches: each one reads a database,
    // and those after the crash find the replica gone (a cached answer would leave it unnoticed until
    // the next probe, a second later).
    let asked = 0;
    const burst = (n: number) =>
      Array.from({ length: n }, (_, i) => {
        asked += 1;
        const url = i % 2 ? `/api/ads?category=mobiles&maxPrice=${100_000 + asked}` : '/api/home';
        return request(app, { url }).then((r) => r.statusCode);
      });
    const first = burst(25);
    await new Promise((r) => setTimeout(r, 5));
    const crashed = replica.crash();
    const during = burst(25);
    await crashed;
    const after = burst(25);
    const statuses = await Promise.all([...first, ...during, ...after]);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(database.replicas!.states()[0]).toMatchObject({ state: 'down' });
    const warnings = lines.filter((l) => l.startsWith('warn'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/read replica .* skipped, reads go to the primary/);
  });
});
