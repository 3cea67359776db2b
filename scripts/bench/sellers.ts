// `npm run bench:sellers`: a seller's page at scale (decisions 183–185, 184). Seeds a fresh PostgreSQL
// with 1,000,000 ads of 1,000 sellers (the bulk seed's skew: a few own thousands), 99,000 more people
// who buy, 500,000 conversations with 2,000,000 messages between them, and a review after every answered
// conversation (~400,000); keeps the reply-time summaries and the ratings as the app would have. Then runs the real app
// on 127.0.0.1 and measures, signed in, the two requests a seller's page makes (the person with their
// reviews, and their ads' first page) one caller at a time and under 50 callers, against /healthz in the
// same run, and the ad page's request beside them. With --web DIR (a built web app, `WEB_DIR=DIR npx tsx
// scripts/build-web.ts`) it also measures the page the server draws, /seller/:id.
//   --ads N (default 1,000,000)  --duration S (default 10)  --connections C (default 50)  --web DIR
// Database: BENCH_SELLERS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bs_sellers_bench),
// made fresh and dropped at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { adPath, type CategoryKey } from '../../src/domain/categories';
import { buildApp } from '../../src/server/app';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { refreshSummaries } from '../../src/server/chat/reply-times';
import { benchAppConfig, dropDatabase, freshDatabase, seed } from './bench-db';
import { freePort } from './free-port';
import { LoadGenerator, type Figures, type LoadJob } from './load';
import { table, verdict, type Row } from './report';

const { values } = parseArgs({
  options: {
    ads: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    web: { type: 'string' },
  },
});
const ADS = Number(values.ads ?? 1_000_000);
const SECONDS = Number(values.duration ?? 10);
const CONNECTIONS = Number(values.connections ?? 50);
const BUYERS = 99_000;
const CONVERSATIONS = Math.min(500_000, ADS);
const URL_ = process.env.BENCH_SELLERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bs_sellers_bench';
const HEALTHZ = '/healthz (ceiling)';
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bs-bench-sellers-'));
log(`${ADS.toLocaleString('en-US')} ads: creating the database and seeding…`);
const database = await freshDatabase(URL_);
const seedSeconds = await seed(database, ADS, dataDir, log);
log(`  ads seeded in ${seedSeconds.toFixed(0)} s`);

const step = async (what: string, statement: ReturnType<typeof sql>) => {
  const t = Date.now();
  await database.db.execute(statement);
  log(`  ${what} in ${((Date.now() - t) / 1000).toFixed(0)} s`);
};
await step(
  `${BUYERS.toLocaleString('en-US')} more people`,
  sql`insert into users (issuer, subject, name, created_at)
    select 'urn:bs:bench-people', 'buyer-' || g, 'Buyer ' || g, now() - (g % 900) * interval '1 day'
    from generate_series(1, ${BUYERS}) g`,
);
// One conversation per ad for the newest ads, each with a buyer in turn; four in five answered, within
// two hours; over the last 80 days, so the reply times' 90-day window holds them.
await step(
  `${CONVERSATIONS.toLocaleString('en-US')} conversations`,
  sql`with p as (
      select id, row_number() over (order by subject) as n from users where issuer = 'urn:bs:bench-people'
    ), a as (
      select id, user_id, title, price, row_number() over (order by created_at desc, id) as n
      from ads where status = 'active' order by created_at desc, id limit ${CONVERSATIONS}
    )
    insert into chat_conversations (ad_id, buyer_id, seller_id, ad_title, ad_price, created_at, updated_at,
      buyer_first_at, seller_replied_at)
    select a.id, p.id, a.user_id, a.title, a.price, x.t, x.t, x.t,
      case when a.n % 5 = 0 then null else x.t + (a.n % 7200) * interval '1 second' end
    from a join p on p.n = (a.n % ${BUYERS}) + 1
    cross join lateral (select now() - (a.n % 80) * interval '1 day' - (a.n % 86400) * interval '1 second' as t) x`,
);
await step(
  `${(CONVERSATIONS * 4).toLocaleString('en-US')} messages`,
  sql`insert into chat_messages (conversation_id, sender_id, body, created_at, read_at)
    select c.id, case when k % 2 = 1 or c.seller_replied_at is null then c.buyer_id else c.seller_id end,
      'Is it still available? ' || k, c.created_at + k * interval '1 minute', c.created_at + k * interval '2 minutes'
    from chat_conversations c cross join generate_series(1, 4) k`,
);
await step(
  'a review after every answered conversation',
  sql`insert into reviews (conversation_id, reviewer_id, reviewee_id, rating, body, created_at)
    select c.id, c.buyer_id, c.seller_id, 1 + abs(hashtext(c.id::text)) % 5, 'Phone as described, met in person.',
      c.created_at + interval '1 day'
    from chat_conversations c where c.seller_replied_at is not null`,
);
// The kept ratings, as the app keeps them on each review (refreshRatings), here for all at once.
await step(
  'the kept ratings',
  sql`insert into seller_ratings (user_id, reviews, stars)
    select r.reviewee_id, count(*)::int, sum(r.rating)::int from reviews r group by r.reviewee_id`,
);
const { rows: sellerRows } = await database.db.execute(
  sql`select distinct seller_id as id from chat_conversations`,
);
const sellers = (sellerRows as { id: string }[]).map((r) => r.id);
{
  const t = Date.now();
  for (let i = 0; i < sellers.length; i += 100)
    await refreshSummaries(database.db, sellers.slice(i, i + 100));
  log(
    `  reply times of ${sellers.length.toLocaleString('en-US')} sellers in ${((Date.now() - t) / 1000).toFixed(0)} s`,
  );
}
await step('analyze', sql`analyze`);

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const app = await buildApp({
  config: benchAppConfig(port, dataDir, URL_, values.web ? { WEB_DIR: path.resolve(values.web) } : {}),
  database,
});
await app.listen({ host: '127.0.0.1', port });
const { rows: me } = await database.db.execute(
  sql`insert into users (issuer, subject, name) values ('urn:bs:bench', ${`bench-${Date.now()}`}, 'Bench Person') returning id`,
);
const cookie = `${SESSION_COOKIE}=${(await createSession(database.db, (me[0] as { id: string }).id)).token}`;
const { rows: buyerRows } = await database.db.execute(
  sql`select id from users where issuer = 'urn:bs:bench-people' order by random() limit 1000`,
);
// Every seller, and as many people who only buy (a page with no ads and a few reviews of them).
const people = [...sellers, ...(buyerRows as { id: string }[]).map((r) => r.id)];
const { rows: adRows } = await database.db.execute(
  sql`select id, category from ads where status = 'active' order by created_at desc limit 500`,
);

const generator = LoadGenerator.start();
const rows = new Map<string, Figures>();
const job = (name: string, paths: string[], extra: Partial<LoadJob> = {}): LoadJob => ({
  name,
  baseUrl: origin,
  paths,
  headers: { cookie },
  mode: 'load',
  seconds: SECONDS,
  connections: CONNECTIONS,
  ...extra,
});
const run = async (j: LoadJob) => {
  if (j.mode === 'load') await generator.run({ ...j, seconds: Math.min(2, j.seconds) });
  const figures = await generator.run(j);
  rows.set(j.name, figures);
  log(
    `  ${j.name}: ${figures.rps.toFixed(0)} req/s, p95 ${figures.p95.toFixed(1)} ms${figures.failures ? `, ${figures.failures} FAILED` : ''}`,
  );
};
const one = { mode: 'sequential' as const, count: 1000, seconds: 30 };
const profilePaths = people.map((id) => `/api/sellers/${id}`);
const adsPaths = sellers.map((id) => `/api/sellers/${id}/ads?page=1`);
await run(job(HEALTHZ, ['/healthz']));
await run(job('one caller: seller (person + reviews)', profilePaths, one));
await run(job('one caller: seller ads, page 1', adsPaths, one));
await run(job('seller (person + reviews)', profilePaths));
await run(job('seller ads, page 1', adsPaths));
const adList = adRows as { id: string; category: CategoryKey }[];
await run(
  job(
    'ad page (signed in)',
    adList.map((r) => `/api/ads/${r.id}`),
  ),
);
if (values.web) {
  const pages = people.map((id) => `/seller/${id}`);
  await run(job('one caller: seller page, drawn', pages, one));
  await run(job('seller page, drawn', pages));
  // The ad page drawn the same way, for scale: what a server render of a page costs here.
  await run(
    job(
      'one caller: ad page, drawn',
      adList.map((r) => adPath(r.category, r.id)),
      one,
    ),
  );
  await run(
    job(
      'ad page, drawn',
      adList.map((r) => adPath(r.category, r.id)),
    ),
  );
}
generator.stop();
await app.close();
await database.close();
await dropDatabase(URL_);
rmSync(dataDir, { recursive: true, force: true });

const ceiling = rows.get(HEALTHZ)!;
const targets: Record<string, string> = {
  'one caller: seller (person + reviews)': 'p95 ≤ 25 ms',
  'one caller: seller ads, page 1': 'p95 ≤ 25 ms',
  'seller (person + reviews)': '≥ 25 % of /healthz req/s',
  'seller ads, page 1': '≥ 25 % of /healthz req/s',
};
const out: Row[] = [...rows.values()].map((r) => ({ ...r, target: targets[r.name], ceiling }));
console.log(
  '\n' +
    table(
      `Seller pages, ${ADS.toLocaleString('en-US')} ads, ${(BUYERS + 1000).toLocaleString('en-US')} people, ` +
        `${(CONVERSATIONS * 4).toLocaleString('en-US')} messages on PostgreSQL; ${CONNECTIONS} connections, ` +
        `${SECONDS} s each; "one caller" rows: sequential requests; load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      out,
    ),
);
console.log('\nTargets:');
for (const name of ['one caller: seller (person + reviews)', 'one caller: seller ads, page 1']) {
  const r = rows.get(name)!;
  console.log(`  ${name}: p95 ${r.p95.toFixed(1)} ms ≤ 25 ms: ${verdict(r.p95 <= 25, r)}`);
}
for (const name of ['seller (person + reviews)', 'seller ads, page 1']) {
  const r = rows.get(name)!;
  const share = r.rps / ceiling.rps;
  console.log(
    `  ${name}: ${(share * 100).toFixed(0)} % of /healthz req/s ≥ 25 %: ${verdict(share >= 0.25, r, ceiling)}`,
  );
}
const failed = [...rows.values()].some((r) => r.failures > 0 || r.requests === 0);
process.exit(failed ? 1 : 0);
