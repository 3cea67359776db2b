// `npm run seed -- --ads N [--database-url postgres://…] [--data-dir DIR] [--seed S]`: adds N realistic
// ads for benchmarks (decision 041). Default database: DATABASE_URL, else the PGlite in DATA_DIR (stop
// the server first: PGlite is one process's). Prints progress and the total time.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openPglite, openPostgres } from '../src/server/db/client';
import { bulkSeed } from '../src/demo/bulk-seed';

const { values } = parseArgs({
  options: {
    ads: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    seed: { type: 'string' },
  },
});
const count = Number(values.ads);
if (!Number.isInteger(count) || count < 1) {
  console.error('Usage: npm run seed -- --ads N [--database-url postgres://…] [--data-dir DIR] [--seed S]');
  process.exit(2);
}
const config = loadConfig({ ...process.env, DEMO_DATA: '0' });
const dataDir = path.resolve(values['data-dir'] ?? config.dataDir);
const url = values['database-url'] ?? config.databaseUrl;
if (!url) mkdirSync(dataDir, { recursive: true });
const database = url ? await openPostgres(url, { max: 4 }) : await openPglite(path.join(dataDir, 'db'));
await database.migrate();

const started = Date.now();
let lastPrint = 0;
const fmt = (n: number) => n.toLocaleString('en-US');
console.log(`Seeding ${fmt(count)} ads into ${url ? 'PostgreSQL' : `PGlite in ${dataDir}`}…`);
const result = await bulkSeed(database.db, {
  ads: count,
  dataDir,
  seed: values.seed ? Number(values.seed) : undefined,
  onProgress(done, total) {
    const now = Date.now();
    if (done < total && now - lastPrint < 5000) return;
    lastPrint = now;
    const s = (now - started) / 1000;
    console.log(
      `  ${fmt(done)} / ${fmt(total)} ads (${Math.round((done / total) * 100)}%), ${s.toFixed(1)} s, ${fmt(Math.round(done / s))} ads/s`,
    );
  },
  onIndexes(phase) {
    const s = ((Date.now() - started) / 1000).toFixed(1);
    console.log(phase === 'start' ? `  building indexes… (${s} s)` : `  indexes built (${s} s)`);
  },
});
await database.close();
console.log(
  `Done: ${fmt(result.ads)} ads in ${((Date.now() - started) / 1000).toFixed(1)} s${result.rebuiltIndexes ? ' (indexes built after the load)' : ''}`,
);
