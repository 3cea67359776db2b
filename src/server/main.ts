// The server's entry point: config → database → migrations → demo data → listen; one-line errors for
// the mistakes people make when setting it up (issue 2, "Bad input").
import { accessSync, constants, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseConnectError, openPglite, openPostgres, type Database } from './db/client';
import { seedDemoIfEmpty } from './demo/seed-demo';

class StartupError extends Error {}

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

async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(path.join(config.dataDir, 'db'));
}

async function main() {
  const started = Date.now();
  const config = loadConfig();
  ensureWritable(config.dataDir);
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.demoData) await seedDemoIfEmpty(database.db, config, app.log);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`B/S is ready at ${config.publicUrl} (${database.driver}, ${Date.now() - started} ms)`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing`);
    const deadline = setTimeout(() => process.exit(1), 10_000);
    deadline.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof DatabaseConnectError || error instanceof StartupError;
  console.error(known ? `B/S cannot start: ${(error as Error).message}` : error);
  process.exit(1);
});
