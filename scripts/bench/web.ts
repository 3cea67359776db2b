// `npm run bench:web` (issue 4; decision 042): builds the web app into a temporary folder, prints
// the first-load JS of home against ≤ 170 kB gzipped, then serves it with demo data and runs
// Lighthouse 12.8 (mobile preset) on home, a listing and an ad page (signed in, through a session
// cookie), printing performance and accessibility against ≥ 0.9 and ≥ 0.95.
//   --runs N  Lighthouse runs per page, the median is printed (default 1)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { sql } from 'drizzle-orm';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { adPath, type CategoryKey } from '../../src/domain/categories';
import { buildApp } from '../../src/server/app';
import { precompress } from '../build-web';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { loadConfig } from '../../src/server/config';
import { openPglite } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { seedDemoIfEmpty } from '../../src/server/demo/seed-demo';
import { firstLoadOfHome } from './first-load';
import { verdict } from './report';

const { values } = parseArgs({ options: { runs: { type: 'string' } } });
const RUNS = Math.max(1, Number(values.runs ?? 1));
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const started = Date.now();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bs-bench-web-'));
const outDir = path.join(tmp, 'web');

console.log('Building the web app…');
const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--manifest', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
// The same pre-compressed files `npm start` serves (scripts/build-web.ts).
precompress(outDir);
const first = firstLoadOfHome(outDir);
console.log('\nFirst-load JS of home (gzipped):');
for (const f of first.files) console.log(`  ${f.file.padEnd(48)} ${f.gzipKB.toFixed(1)} kB`);
console.log(
  `  total ${first.jsKB.toFixed(1)} kB ≤ 170 kB: ${verdict(first.jsKB <= 170)} (CSS ${first.cssKB.toFixed(1)} kB more)`,
);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const config = loadConfig({
  DEMO_DATA: '1',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: origin,
  DATA_DIR: tmp,
  WEB_DIR: outDir,
});
const database = await openPglite(path.join(tmp, 'db'));
await database.migrate();
const app = await buildApp({ config, database });
console.log('\nStarting the server with demo data…');
await seedDemoIfEmpty(database.db, config, app.log);
await app.listen({ host: '127.0.0.1', port });

const [person] = await database.db
  .insert(users)
  .values({ issuer: 'urn:bs:bench', subject: `web-${Date.now()}`, name: 'Bench Person' })
  .returning();
const cookie = `${SESSION_COOKIE}=${(await createSession(database.db, person!.id)).token}`;
const { rows } = await database.db.execute(
  sql`select id, category from ads where category = 'mobiles' and cardinality(images) > 2 order by created_at desc limit 1`,
);
const ad = rows[0] as { id: string; category: CategoryKey };
const pages = [
  { name: 'home', url: `${origin}/` },
  { name: 'listing /mobile-phones', url: `${origin}/mobile-phones` },
  { name: 'ad page (signed in)', url: `${origin}${adPath(ad.category, ad.id)}`, cookie },
];

const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
/** Where the time goes, for whoever improves the score: the LCP element and the biggest savings. */
function explain(lhr: LighthouseResult): string {
  const items = (id: string) =>
    (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const lcpNode = items('largest-contentful-paint-element')[0] as
    { items?: { node?: { snippet?: string } }[] } | undefined;
  const snippet = lcpNode?.items?.[0]?.node?.snippet ?? '?';
  const savings = Object.values(lhr.audits)
    .filter((a) => (a.metricSavings?.LCP ?? 0) > 0 || (a.metricSavings?.TBT ?? 0) > 0)
    .sort((a, b) => (b.metricSavings?.LCP ?? 0) - (a.metricSavings?.LCP ?? 0))
    .slice(0, 4)
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return `LCP element ${snippet.slice(0, 90)}; opportunities: ${savings.join(', ') || 'none'}`;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const results: { name: string; performance: number; accessibility: number; lcp: string; tbt: string }[] = [];
try {
  for (const page of pages) {
    const perf: number[] = [];
    const a11y: number[] = [];
    let lcp = '';
    let tbt = '';
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
      });
      const lhr = result!.lhr;
      if (lhr.runtimeError)
        console.log(`  ${page.name}: Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const lcpError = lhr.audits['largest-contentful-paint']?.errorMessage;
      if (lcpError) console.log(`  ${page.name}: ${lcpError}`);
      if (i === RUNS - 1) console.log(`  ${page.name}: ${explain(lhr)}`);
      perf.push(lhr.categories.performance!.score ?? 0);
      a11y.push(lhr.categories.accessibility!.score ?? 0);
      lcp = lhr.audits['largest-contentful-paint']?.displayValue ?? '';
      tbt = lhr.audits['total-blocking-time']?.displayValue ?? '';
      const failing = Object.values(lhr.audits).filter(
        (a) => a.score === 0 && lhr.categories.accessibility!.auditRefs.some((r) => r.id === a.id),
      );
      if (failing.length)
        console.log(`  ${page.name}: accessibility findings: ${failing.map((a) => a.id).join(', ')}`);
    }
    results.push({ name: page.name, performance: median(perf), accessibility: median(a11y), lcp, tbt });
  }
} finally {
  await chrome.kill();
  await app.close();
  await database.close();
  rmSync(tmp, { recursive: true, force: true });
}

console.log(
  `\nLighthouse 12.8, mobile preset (simulated throttling)${RUNS > 1 ? `, median of ${RUNS}` : ''}:`,
);
console.log(`  ${'page'.padEnd(24)} performance (≥ 0.9)   accessibility (≥ 0.95)   LCP        TBT`);
for (const r of results)
  console.log(
    `  ${r.name.padEnd(24)} ${r.performance.toFixed(2)} ${verdict(r.performance >= 0.9).padEnd(15)} ${r.accessibility.toFixed(2)} ${verdict(r.accessibility >= 0.95).padEnd(18)} ${r.lcp.padEnd(10)} ${r.tbt}`,
  );
console.log(
  `\nFirst-load JS of home: ${first.jsKB.toFixed(1)} kB gzipped. Finished in ${((Date.now() - started) / 60_000).toFixed(1)} min.`,
);
process.exit(0);
