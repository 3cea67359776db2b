// `npm run bench:mixed` (decision 173): the realistic mix (mixed.ts: 90% reads, 10% creates, edits,
// deletes, saves and chat messages) against the real server, first one process on PostgreSQL alone,
// then two workers (WEB_CONCURRENCY=2) with Redis and one streaming replica of the database for the
// reads. Each setup is measured against its own /healthz in the same minute: read p95 ≤ 4× /healthz
// p95, no 5xx, nothing refused, no acknowledged write missing afterwards.
//   --ads N (default 100,000)  --seconds S (the mix, default 60)  --connections C (default 50)
// Database: BENCH_MIXED_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bs_mixed_bench), made
// fresh and dropped at the end. The replica is a copy of the whole local cluster (pg_basebackup), so
// it takes longer on a cluster that holds other big databases; the cluster must allow local
// replication connections (.ci/run adds the line).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPostgres } from '../../src/server/db/client';
import { startServer, type ServerProcess } from '../../test/support/server/server-process';
import { startStreamingReplica, type StreamingReplica } from '../../test/support/server/streaming-replica';
import { dropDatabase, dropRedisKeys, freshDatabase, seed } from './bench-db';
import { LoadGenerator, type Figures } from './load';
import { describeMixed, mixedFailed, runMixed, type MixedFigures } from './mixed';

const { values } = parseArgs({
  options: {
    ads: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string' },
  },
});
const ADS = Number(values.ads ?? 100_000);
const SECONDS = Number(values.seconds ?? 60);
const CONNECTIONS = Number(values.connections ?? 50);
const URL_ = process.env.BENCH_MIXED_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bs_mixed_bench';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The mix's reads may take this many times /healthz's p95 in the same run. */
const READ_P95_OVER_HEALTHZ = 4;

const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface Outcome {
  setup: string;
  ceiling: Figures;
  mix: MixedFigures;
}

async function measure(generator: LoadGenerator, setup: string, server: ServerProcess): Promise<Outcome> {
  log(`${setup}: /healthz for 5 s…`);
  const ceiling = await generator.run({
    name: '/healthz (ceiling)',
    baseUrl: server.url,
    paths: ['/healthz'],
    mode: 'load',
    seconds: 5,
    connections: CONNECTIONS,
  });
  log(`  ${ceiling.rps.toFixed(0)} req/s, p95 ${ceiling.p95.toFixed(1)} ms; the mix for ${SECONDS} s…`);
  const database = await openPostgres(URL_, { max: 4 });
  try {
    const mix = await runMixed(database, server.url, { seconds: SECONDS, connections: CONNECTIONS });
    log(describeMixed(setup, mix));
    return { setup, ceiling, mix };
  } finally {
    await database.close();
  }
}

function verdict(o: Outcome): string {
  const limit = READ_P95_OVER_HEALTHZ * o.ceiling.p95;
  const readsMet = o.mix.reads.p95 <= limit;
  const clean = !mixedFailed(o.mix) && o.ceiling.failures === 0;
  return (
    `${o.setup}: /healthz ${o.ceiling.rps.toFixed(0)} req/s, p95 ${o.ceiling.p95.toFixed(1)} ms; ` +
    `reads p95 ${o.mix.reads.p95.toFixed(1)} ms (n ${o.mix.reads.n}) ≤ ${READ_P95_OVER_HEALTHZ}× = ${limit.toFixed(1)} ms: ` +
    `${readsMet ? 'MET' : 'NOT MET'}; ${o.mix.serverErrors} 5xx, ${o.mix.refused} refused, ` +
    `${o.mix.otherFailures} other failures, ${o.mix.lost} of ${o.mix.acknowledged} acknowledged writes lost: ` +
    `${clean ? 'MET' : 'NOT MET'}`
  );
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bs-bench-mixed-'));
  const prefix = `bs-bench-mixed-${randomBytes(4).toString('hex')}:`;
  log(`${ADS.toLocaleString('en-US')} ads: creating the database and seeding… (load average ${load()})`);
  const database = await freshDatabase(URL_);
  await seed(database, ADS, dataDir, log);
  await database.close();
  const env = { DATABASE_URL: URL_, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEV_SIGN_IN: '0' };
  const generator = LoadGenerator.start();
  const outcomes: Outcome[] = [];
  let replica: StreamingReplica | undefined;
  try {
    const one = await startServer({ ...env, WEB_CONCURRENCY: '1' });
    try {
      outcomes.push(await measure(generator, 'one process, PostgreSQL alone', one));
    } finally {
      await one.stop();
    }
    log('starting a streaming replica of the cluster…');
    replica = await startStreamingReplica(URL_);
    await replica.caughtUp(URL_);
    const two = await startServer({
      ...env,
      WEB_CONCURRENCY: '2',
      REDIS_URL,
      REDIS_PREFIX: prefix,
      DATABASE_REPLICA_URLS: replica.urlFor(URL_),
    });
    try {
      outcomes.push(await measure(generator, 'two workers, Redis, one replica', two));
    } finally {
      await two.stop();
    }
  } finally {
    generator.stop();
    replica?.destroy();
    await dropDatabase(URL_);
    rmSync(dataDir, { recursive: true, force: true });
    await dropRedisKeys(REDIS_URL, prefix);
  }
  console.log(
    `\nThe mix at ${ADS.toLocaleString('en-US')} ads, ${SECONDS} s, ${CONNECTIONS} connections, 90% reads ` +
      `(listing page 1, home search) and 10% writes (create with a photo, edit, delete, save, message); ` +
      `load average at the end ${load()} on ${os.cpus().length} cores:`,
  );
  for (const o of outcomes) console.log(`  ${verdict(o)}`);
  if (outcomes.some((o) => mixedFailed(o.mix) || o.ceiling.failures > 0)) {
    console.log(
      '\nSome requests failed or were refused, or writes were lost: the mix measures nothing then.',
    );
    process.exitCode = 1;
  }
}

await main();
