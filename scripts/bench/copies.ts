// `npm run bench:copies` (decision 072): the same endpoints served by one process (WEB_CONCURRENCY=1), by
// two workers of one server (WEB_CONCURRENCY=2, node:cluster) and by two copies behind HAProxy (Debian's
// haproxy) sharing PostgreSQL and Redis; then the realistic mix (mixed.ts: 90% reads, 10% writes)
// against one process and against the two copies.
//   --ads N (default 1,000,000)  --quick (10,000 ads, shorter runs)  --duration S (default 10)
//   --connections C (default 50)  --mixed S (seconds of the mix, default 60)
// Database: BENCH_INFRA_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bs_infra_bench).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../../test/support/server/test-browser';
import { startServer, type ServerProcess } from '../../test/support/server/server-process';
import { dropDatabase, dropRedisKeys, freshDatabase, seed } from './bench-db';
import { LoadGenerator, type Figures } from './load';
import { describeMixed, mixedFailed, runMixed, type MixedFigures } from './mixed';
import { anyFailed, table, type Row } from './report';
import * as T from './targets';

const { values } = parseArgs({
  options: {
    ads: { type: 'string' },
    quick: { type: 'boolean' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    mixed: { type: 'string' },
  },
});
const ADS = values.quick ? 10_000 : Number(values.ads ?? 1_000_000);
const SECONDS = Number(values.duration ?? (values.quick ? 4 : 10));
const CONNECTIONS = Number(values.connections ?? 50);
const MIXED_SECONDS = Number(values.mixed ?? (values.quick ? 10 : 60));
const URL_ = process.env.BENCH_INFRA_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bs_infra_bench';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

async function haproxy(
  port: number,
  ports: number[],
): Promise<{ url: string; child: ChildProcess; dir: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bs-haproxy-'));
  const servers = ports.map((p, i) => `  server copy${i} 127.0.0.1:${p} check inter 1s`).join('\n');
  writeFileSync(
    path.join(dir, 'haproxy.cfg'),
    `global\n  maxconn 4096\ndefaults\n  mode http\n  timeout connect 2s\n  timeout client 30s\n  timeout server 30s\n  option http-keep-alive\n` +
      `frontend web\n  bind 127.0.0.1:${port}\n  default_backend copies\n` +
      `backend copies\n  balance roundrobin\n  option httpchk GET /healthz\n${servers}\n`,
  );
  const child = spawn('haproxy', ['-f', path.join(dir, 'haproxy.cfg'), '-db'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (
      (await fetch(`${url}/healthz`)
        .then((r) => r.status)
        .catch(() => 0)) === 200
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, dir };
}

async function endpoints(generator: LoadGenerator, setup: string, baseUrl: string, out: Row[]) {
  // Each setup's rows are shown against its own /healthz (report.ts).
  let ceiling: Figures | undefined;
  const jobs: [string, string[]][] = [
    ['/healthz (ceiling)', ['/healthz']],
    ['listing p1', [T.LISTING]],
    ['listing p40 (deep)', [T.LISTING_DEEP]],
    ['home rows', ['/api/home']],
    ['search (45 terms in turn)', T.searchPaths()],
  ];
  for (const [name, paths] of jobs) {
    const job = {
      name: `${setup}: ${name}`,
      baseUrl,
      paths,
      mode: 'load' as const,
      seconds: SECONDS,
      connections: CONNECTIONS,
    };
    await generator.run({ ...job, seconds: 2 });
    const figures = await generator.run(job);
    ceiling ??= figures;
    out.push({ ...figures, ceiling });
    log(
      `  ${figures.name}: ${figures.rps.toFixed(0)} req/s, p95 ${figures.p95.toFixed(1)} ms${figures.failures ? `, ${figures.failures} FAILED` : ''}`,
    );
  }
}

const mixedRuns: MixedFigures[] = [];
const mixedLine = (setup: string, m: MixedFigures) => {
  mixedRuns.push(m);
  return `${describeMixed(setup, m)} (targets: listing and search p95 ≤ 50 ms, 0 5xx, 0 refused, 0 lost)`;
};

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bs-bench-copies-'));
  const prefix = `bs-bench-${randomBytes(4).toString('hex')}:`;
  log(
    `${ADS.toLocaleString('en-US')} ads: creating ${new URL(URL_).pathname.slice(1)} and seeding… (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const database = await freshDatabase(URL_);
  await seed(database, ADS, dataDir, log);
  const env = { DATABASE_URL: URL_, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEV_SIGN_IN: '0' };
  const generator = LoadGenerator.start();
  const rows: Row[] = [];
  const mixed: string[] = [];
  try {
    for (const workers of ['1', '2']) {
      log(`WEB_CONCURRENCY=${workers}`);
      const server = await startServer({ ...env, WEB_CONCURRENCY: workers });
      await endpoints(generator, `WEB_CONCURRENCY=${workers}`, server.url, rows);
      if (workers === '1') {
        log(`  the mix, ${MIXED_SECONDS} s, one process without Redis…`);
        mixed.push(
          mixedLine(
            'one process',
            await runMixed(database, server.url, {
              seconds: MIXED_SECONDS,
              connections: CONNECTIONS,
            }),
          ),
        );
      }
      await server.stop();
    }
    log('two copies behind HAProxy, sharing PostgreSQL and Redis');
    const copies: ServerProcess[] = [];
    // Both copies answer to the balancer's address (the origin check and sign-in redirects use it).
    const proxyPort = await freePort();
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    for (let i = 0; i < 2; i += 1)
      copies.push(await startServer({ ...env, REDIS_URL, REDIS_PREFIX: prefix, PUBLIC_URL: publicUrl }));
    const proxy = await haproxy(
      proxyPort,
      copies.map((c) => c.port),
    );
    await endpoints(generator, 'two copies + HAProxy', proxy.url, rows);
    log(`  the mix, ${MIXED_SECONDS} s, two copies behind HAProxy…`);
    mixed.push(
      mixedLine(
        'two copies + HAProxy',
        await runMixed(database, proxy.url, {
          seconds: MIXED_SECONDS,
          connections: CONNECTIONS,
        }),
      ),
    );
    proxy.child.kill();
    rmSync(proxy.dir, { recursive: true, force: true });
    for (const c of copies) await c.stop();
  } finally {
    generator.stop();
    await database.close();
    await dropDatabase(URL_);
    rmSync(dataDir, { recursive: true, force: true });
    await dropRedisKeys(REDIS_URL, prefix);
  }
  console.log(
    '\n' +
      table(
        `B/S API, ${ADS.toLocaleString('en-US')} ads on PostgreSQL; ${CONNECTIONS} connections, ${SECONDS} s each (load average at the end ${os.loadavg()[0]!.toFixed(1)})`,
        rows,
      ),
  );
  console.log(
    `\nThe mix (${MIXED_SECONDS} s, ${CONNECTIONS} connections, 90% reads, 10% creates/edits/deletes by 20 people):\n${mixed.join('\n')}`,
  );
  if (anyFailed(rows) || mixedRuns.some(mixedFailed)) {
    console.log('\nSome rows FAILED: requests were refused or errored, so their figures measure nothing.');
    process.exitCode = 1;
  }
}

await main();
