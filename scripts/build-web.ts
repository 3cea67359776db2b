// Builds the web app when its sources changed since the last build (a hash of src/web, src/domain and
// the build config, kept in dist/web/.build-hash). `npm start` and the journeys both call it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { minify } from 'vite';

const INPUTS = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'];
/** Where the build goes: WEB_DIR (the server reads the same variable), default dist/web. */
const OUT = process.env.WEB_DIR ?? 'dist/web';
const STAMP = `${OUT}/.build-hash`;

function files(p: string): string[] {
  if (!existsSync(p)) return [];
  if (statSync(p).isFile()) return [p];
  return readdirSync(p)
    .sort()
    .flatMap((name) => files(path.join(p, name)));
}

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const f of INPUTS.flatMap(files)) {
    if (f.endsWith('.test.ts') || f.endsWith('.test.tsx')) continue;
    hash.update(f).update(readFileSync(f));
  }
  return hash.digest('hex');
}

/**
 * Writes .br and .gz beside every text asset, once at build time, so the server sends compressed
 * files without compressing per request (@fastify/static's preCompressed). On a slow phone
 * connection this is the biggest single saving: the JS shrinks to about a third.
 */
export function precompress(dir: string): void {
  for (const file of files(dir)) {
    // The server render is read from disk by the server, never sent to a browser.
    if (file.includes(`${path.sep}${SSR_DIR}${path.sep}`)) continue;
    if (!/\.(js|css|svg|html|json|txt)$/.test(file) || statSync(file).size < 1024) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

/** Where the server render goes inside a build; src/server/http/spa.ts loads it from there. */
export const SSR_DIR = '.ssr';

/**
 * Two Vite builds into `outDir`: the browser app (with .vite/manifest.json, which the server reads to
 * preload a page's chunk and the JS budget check reads to measure it), then the server render
 * (src/web/entry-server.tsx) into outDir/.ssr. Returns false when either fails.
 */
export async function buildWeb(outDir: string, logLevel = 'warn'): Promise<boolean> {
  const vite = (args: string[]) =>
    spawnSync('npx', ['vite', 'build', '--logLevel', logLevel, ...args], { stdio: 'inherit' }).status === 0;
  const built =
    vite(['--manifest', '--outDir', path.resolve(outDir)]) &&
    vite(['--ssr', 'entry-server.tsx', '--outDir', path.resolve(outDir, SSR_DIR)]);
  return built && (await minifyBoot(outDir));
}

/**
 * public/boot.js is copied as written, with the comments that explain it, and it is the one script a
 * drawn page waits for in <head> (decision 166): the build sends it minified (12.6 kB → 3.9 kB, gzipped
 * 4.7 kB → 1.9 kB; Lighthouse flagged it). False when it does not parse.
 */
async function minifyBoot(outDir: string): Promise<boolean> {
  const file = path.join(outDir, 'boot.js');
  const { code, errors } = await minify('boot.js', readFileSync(file, 'utf8'), {
    compress: true,
    mangle: true,
  });
  if (errors.length) {
    console.error(`boot.js did not minify: ${errors.map((e) => e.message).join('; ')}`);
    return false;
  }
  writeFileSync(file, code);
  return true;
}

export async function buildWebIfStale(): Promise<void> {
  const hash = sourceHash();
  const built = [`${OUT}/index.html`, `${OUT}/${SSR_DIR}/entry-server.js`, STAMP].every((f) => existsSync(f));
  if (built && readFileSync(STAMP, 'utf8') === hash) return;
  console.log('Building the web app…');
  if (!(await buildWeb(OUT))) process.exit(1);
  precompress(OUT);
  writeFileSync(STAMP, hash);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildWebIfStale();
