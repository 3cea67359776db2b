// A PostgreSQL cluster of its own for the fault tests (initdb under /tmp, its own port), so stopping
// and starting it disturbs nobody else's tests. Runs the server binaries as the postgres user when the
// tests run as root (PostgreSQL refuses to run as root).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './test-browser';

export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root).sort((x, y) => Number(y) - Number(x))[0];
  if (!version || !existsSync(path.join(root, version, 'bin', 'initdb')))
    throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return path.join(root, version, 'bin');
}

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

export async function throwawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bs-infra-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args,
      {
        stdio: 'ignore',
        cwd: dir,
      },
    );
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start,
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
