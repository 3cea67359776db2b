// Start-up mistakes people make get one clear line and a non-zero exit.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function start(env: Record<string, string>) {
  const started = Date.now();
  const result = spawnSync('npx', ['tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', DEMO_DATA: '0', LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  const lines = result.stderr.split('\n').filter((l) => l.trim() && !l.includes('npm warn'));
  return { status: result.status, lines, ms: Date.now() - started };
}

describe('starting the server with bad settings', () => {
  it('names the host and the cause when PostgreSQL cannot be reached, within 10 s', () => {
    const { status, lines, ms } = start({
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/bs',
      DATA_DIR: '/tmp',
    });
    expect(status).not.toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^B\/S cannot start: Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/bs: .*ECONNREFUSED/,
    );
    expect(ms).toBeLessThan(10_000);
  });

  it('says when DATA_DIR is not writable', () => {
    const { status, lines } = start({ DATA_DIR: '/etc/hostname/data' });
    expect(status).not.toBe(0);
    expect(lines).toEqual([
      expect.stringMatching(/^B\/S cannot start: DATA_DIR \/etc\/hostname\/data is not writable: ENOTDIR/),
    ]);
  });

  it('refuses to start in production without a Google client', () => {
    const { status, lines } = start({ NODE_ENV: 'production', DATA_DIR: '/tmp' });
    expect(status).not.toBe(0);
    expect(lines).toEqual([
      expect.stringMatching(
        /^B\/S cannot start: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required in production/,
      ),
    ]);
  });
});
