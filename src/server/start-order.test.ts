// The server migrates an empty database before any background job runs: a job that ran first logged
// 'relation "job_runs" does not exist' on every tick until the migrations were done. The real entry
// point is started on an empty PGlite folder and, when TEST_DATABASE_URL is set, an empty PostgreSQL
// database, with the alert job ticking every few milliseconds so it would meet the migrations.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/server/databases';

const START_TIMEOUT_MS = 120_000;

/** Starts src/server/main.ts, waits until it is ready and has ticked a while, stops it; its log. */
function startAndStop(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO_DATA: '0',
        LOG_LEVEL: 'info',
        WEB_DIR: '/nonexistent',
        ALERT_JOB_EVERY_MS: '5',
        ...env,
      },
    });
    let log = '';
    const timeout = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`not ready in time:\n${log}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      const before = log;
      log += chunk.toString();
      if (!before.includes('B/S is ready') && log.includes('B/S is ready'))
        setTimeout(() => child.kill('SIGTERM'), 1500);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => {
      clearTimeout(timeout);
      resolve(log);
    });
  });
}

const expectQuietStart = (log: string) => {
  expect(log).toContain('B/S is ready');
  expect(log).not.toMatch(/does not exist/);
};

describe('starting on an empty database', { timeout: START_TIMEOUT_MS + 10_000 }, () => {
  it('migrates before the jobs run (PGlite)', async () => {
    expectQuietStart(await startAndStop({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bs-start-')) }));
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.runIf(adminUrl)('migrates before the jobs run (PostgreSQL)', async () => {
    const { url, name } = await createTestDatabase(adminUrl!);
    try {
      expectQuietStart(
        await startAndStop({ DATABASE_URL: url, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bs-start-')) }),
      );
    } finally {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
