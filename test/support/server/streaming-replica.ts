// A real streaming replica of the test PostgreSQL for the read-routing tests (decision 147): a copy of
// the whole cluster made with `pg_basebackup -R` (which writes standby.signal and primary_conninfo)
// into a temporary folder, started on a free port. Databases the tests create on the primary after
// the copy arrive on the replica through the WAL like any other write. The cluster must allow local
// replication connections (`host replication all 127.0.0.1/32 trust`; .ci/run adds the line).
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './test-browser';
import { postgresBinDir } from './throwaway-postgres';

export interface StreamingReplica {
  port: number;
  /** `url` (any database on the primary) with the replica's host and port. */
  urlFor(primaryDatabaseUrl: string): string;
  /** Holds replay where it is (pg_wal_replay_pause), so the replica falls behind every new write. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(primaryUrl: string): Promise<void>;
  /** `pg_ctl stop -m immediate`: the replica vanishes as a crash would, mid-query. */
  crash(): Promise<void>;
  destroy(): void;
}

async function settingsOf(url: string, names: string[]): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      'select name, setting from pg_settings where name = any($1)',
      [names],
    );
    return rows.map((r) => `-c ${r.name}=${r.setting}`).join(' ');
  } finally {
    await client.end();
  }
}

/** Copies the cluster at `primaryUrl` (host, port, user) and starts the copy as its replica. */
export async function startStreamingReplica(primaryUrl: string): Promise<StreamingReplica> {
  const bin = postgresBinDir();
  const primary = new URL(primaryUrl);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bs-replica-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
        gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
      }
    : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  // PostgreSQL refuses to run as root: as root, the tools run as the postgres user.
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args,
      { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
    );
  try {
    run('pg_basebackup', [
      '-D',
      data,
      '-R',
      '-X',
      'stream',
      '--checkpoint=fast',
      '--no-sync',
      '-h',
      primary.hostname,
      '-p',
      primary.port || '5432',
      '-U',
      decodeURIComponent(primary.username || 'postgres'),
    ]);
    // Debian keeps a cluster's configuration in /etc, outside the data folder the copy took: the
    // replica gets its own minimal files (the rest are the defaults and the options below).
    for (const [file, text] of [
      ['postgresql.conf', ''],
      ['pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n'],
      ['pg_ident.conf', ''],
    ] as const) {
      const target = path.join(data, file);
      if (!existsSync(target)) {
        writeFileSync(target, text);
        if (owner) chownSync(target, owner.uid, owner.gid);
      }
    }
    // A standby refuses to start with fewer of these than its primary has.
    const primarySettings = await settingsOf(primaryUrl, [
      'max_connections',
      'max_worker_processes',
      'max_wal_senders',
      'max_prepared_transactions',
      'max_locks_per_transaction',
    ]);
    const options =
      `${primarySettings} -p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB ` +
      // The tests read on the replica while replay is paused; no query is cancelled for a conflict.
      `-c max_standby_streaming_delay=-1 -c hot_standby=on -c wal_receiver_status_interval=1s`;
    run('pg_ctl', ['-D', data, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start']);
  } catch (error) {
    const stderr = [
      (error as { stderr?: Buffer }).stderr?.toString().trim(),
      existsSync(path.join(dir, 'log')) ? readFileSync(path.join(dir, 'log'), 'utf8').trim() : '',
    ]
      .filter(Boolean)
      .join('\n');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `Cannot start a streaming replica of ${primary.host}: ${stderr || (error as Error).message}. ` +
        `The cluster needs 'host replication all 127.0.0.1/32 trust' in pg_hba.conf (.ci/run adds it).`,
    );
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const query = async (text: string, at = url) => {
    const client = new pg.Client({ connectionString: at });
    await client.connect();
    try {
      return (await client.query(text)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };
  const started = Date.now();
  for (;;) {
    try {
      const [row] = await query('select pg_is_in_recovery() as r');
      if (row?.r === true) break;
    } catch {
      // still starting
    }
    if (Date.now() - started > 30_000) throw new Error(`the replica on port ${port} never came up`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    urlFor(primaryDatabaseUrl) {
      const u = new URL(primaryDatabaseUrl);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    pauseReplay: async () => void (await query('select pg_wal_replay_pause()')),
    resumeReplay: async () => void (await query('select pg_wal_replay_resume()')),
    async caughtUp(primaryDatabaseUrl) {
      const [row] = await query('select pg_current_wal_insert_lsn()::text as lsn', primaryDatabaseUrl);
      const target = String(row!.lsn);
      const since = Date.now();
      for (;;) {
        const [r] = await query(`select pg_last_wal_replay_lsn() >= '${target}'::pg_lsn as done`);
        if (r?.done === true) return;
        if (Date.now() - since > 30_000) throw new Error('the replica did not catch up in 30 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async crash() {
      const stop = [path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop'];
      await promisify(execFile)(
        asRoot ? 'runuser' : stop[0]!,
        asRoot ? ['-u', 'postgres', '--', ...stop] : stop.slice(1),
      );
    },
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
