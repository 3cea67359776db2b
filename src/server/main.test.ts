// Start-up mistakes people make get one clear line and a non-zero exit.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Generous: on a busy machine compiling and loading the server alone can take tens of seconds, and a
// start-up killed by this timeout would print nothing and fail for the wrong reason.
const START_TIMEOUT_MS = 120_000;

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', DEMO_DATA: '0', LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent', ...env },
    encoding: 'utf8',
    timeout: START_TIMEOUT_MS,
  });
  const lines = result.stderr.split('\n').filter((l) => l.trim() && !l.includes('npm warn'));
  return { status: result.status, lines };
}

describe('starting the server with bad settings', { timeout: START_TIMEOUT_MS + 10_000 }, () => {
  it('names the host and the cause when PostgreSQL cannot be reached', () => {
    const { status, lines } = start({
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/bs',
      DATA_DIR: '/tmp',
    });
    expect(status).not.toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^B\/S cannot start: Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/bs: .*ECONNREFUSED/,
    );
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
