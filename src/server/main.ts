// The server's entry point: config → database → migrations → demo data → listen; one-line errors for
// the mistakes people make when setting it up. With WEB_CONCURRENCY above 1
// (decision 072) this process is the primary of a node:cluster: it migrates and seeds once, then forks
// that many workers which share the port, restarts a worker that dies, and passes SIGTERM on.
import cluster from 'node:cluster';
import { accessSync, constants, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseConnectError, openPglite, openPostgres, type Database } from './db/client';
import { seedDemoIfEmpty } from '../demo/seed-demo';
import { copyStore } from './images/copy-store';
import { DiskImageStore } from './images/disk-store';
import { createImageStore } from './images/create-image-store';

class StartupError extends Error {}

/** How long a stopping server may take to finish what it is doing (docs/architecture.md §5). */
const STOP_DEADLINE_MS = 10_000;

function ensureWritable(dir: string) {
  try {
    // A real write, not just access(): some paths (e.g. under /proc) pass access checks and then fail.
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    const probe = path.join(dir, `.write-probe-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    throw new StartupError(
      `DATA_DIR ${dir} is not writable: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

/** `log` given: this process serves, so it reads from the replicas (decision 147) and says how they are. */
async function openDatabase(config: Config, log?: FastifyBaseLogger): Promise<Database> {
  if (config.databaseUrl)
    return openPostgres(config.databaseUrl, {
      ...(log
        ? { replicas: { urls: config.databaseReplicaUrls, maxLagMs: config.replicaMaxLagMs, log } }
        : {}),
    });
  try {
    return await openPglite(path.join(config.dataDir, 'db'));
  } catch (error) {
    // PGlite cannot always open a folder a hard kill or power cut left mid-write (decision 073).
    throw new StartupError(
      `the embedded database in ${path.join(config.dataDir, 'db')} cannot be opened (${(error as Error).message}). ` +
        `If the server was killed or the machine lost power, restore DATA_DIR from your last backup, ` +
        `or move DATA_DIR/db aside to start empty; use DATABASE_URL (PostgreSQL) for data that must survive crashes`,
    );
  }
}

/** Migrations and demo data: once per start, before any worker serves. */
async function prepare(config: Config, database: Database, log: FastifyBaseLogger) {
  await database.migrate();
  if (!config.demoData) return;
  const seeded = await seedDemoIfEmpty(database.db, config, log);
  // Demo photos are drawn into DATA_DIR/media; with S3 they go on into the bucket.
  if (seeded.images > 0 && config.s3)
    await copyStore(new DiskImageStore(config.dataDir), createImageStore(config));
}

async function serve(config: Config, options: { prepared: boolean }) {
  const started = Date.now();
  const log = Fastify({ logger: { level: config.logLevel } }).log;
  const database = await openDatabase(config, log);
  // Migrations first, then the app: building it starts the background jobs (alerts, sweeps, the unread
  // notifier), which read tables an empty database does not have until the migrations have run.
  if (!options.prepared) await prepare(config, database, log);
  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  const who = cluster.isWorker ? `worker ${process.pid}` : `${database.driver}`;
  app.log.info(`B/S is ready at ${config.publicUrl} (${who}, ${Date.now() - started} ms)`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing requests under way, then closing`);
    const deadline = setTimeout(() => process.exit(1), STOP_DEADLINE_MS);
    deadline.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

async function runPrimary(config: Config) {
  ensureWritable(config.dataDir);
  const log = Fastify({ logger: { level: config.logLevel } }).log;
  const database = await openDatabase(config);
  await prepare(config, database, log);
  await database.close();
  log.info(`B/S starts ${config.webConcurrency} workers (WEB_CONCURRENCY)`);

  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < config.webConcurrency; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error(`B/S worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    setTimeout(fork, 500);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS + 1000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, { prepared: true });
  if (config.webConcurrency > 1) return runPrimary(config);
  ensureWritable(config.dataDir);
  return serve(config, { prepared: false });
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof DatabaseConnectError || error instanceof StartupError;
  console.error(known ? `B/S cannot start: ${(error as Error).message}` : error);
  process.exit(1);
});
