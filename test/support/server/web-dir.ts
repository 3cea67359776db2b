// A built web app on disk for server tests, as scripts/build-web.ts leaves one in WEB_DIR: the app
// shell's index.html, any other files at its root, and, when a render's source is given, the server
// render (.ssr/entry-server.js, an ES module) that src/server/http/server-render.ts loads.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SHELL = '<!doctype html><html><head><title>B/S</title></head><body><div id="root"></div></body></html>';

export function builtWebDir(
  options: { render?: string | undefined; files?: Record<string, string> } = {},
): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bs-web-'));
  writeFileSync(path.join(dir, 'index.html'), SHELL);
  for (const [name, text] of Object.entries(options.files ?? {})) writeFileSync(path.join(dir, name), text);
  if (options.render !== undefined) {
    mkdirSync(path.join(dir, '.ssr'));
    writeFileSync(path.join(dir, '.ssr', 'package.json'), '{"type":"module"}');
    writeFileSync(path.join(dir, '.ssr', 'entry-server.js'), options.render);
  }
  return dir;
}
