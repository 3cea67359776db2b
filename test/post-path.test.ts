// Posting an ad passes few files (decision 204): scripts/post-path.ts counts, at run
// time, the files of src with a function that ran during a well-formed POST /api/ads with one photo.
// It runs in a process of its own under tsx, as the server runs: Vitest's module runner turns every
// read of an imported binding into a call, so in here every file a request touches would count.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { POST_PATH_MAX_FILES, printable } from '../scripts/post-path';

const ROOT = path.resolve(import.meta.dirname, '..');

it(`posting an ad runs functions of at most ${POST_PATH_MAX_FILES} files of src`, async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/post-path.ts', '--json'],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'test' } },
  );
  const files = JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
  // The count sees the request's own work, not just the app's plumbing.
  expect(files).toEqual(expect.arrayContaining(['server/ads/write-routes.ts', 'domain/schemas/ad-input.ts']));
  expect(files.length, printable(files)).toBeLessThanOrEqual(POST_PATH_MAX_FILES);
}, 120_000);
