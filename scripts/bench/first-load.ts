// First-load JavaScript of a route (decision 122): the entry chunk, its
// static imports, and the route's lazy page chunk with its static imports, gzipped, read from the
// build's .vite/manifest.json (scripts/build-web.ts builds with --manifest).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface FirstLoad {
  files: { file: string; gzipKB: number }[];
  jsKB: number;
  cssKB: number;
}

function readManifest(outDir: string): { manifest: Record<string, Chunk>; entryKey: string } {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('No entry in the build manifest');
  return { manifest, entryKey };
}

/** The chunks a key loads before it runs: itself and its static imports, all the way down. */
function staticClosure(manifest: Record<string, Chunk>, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const k of manifest[key]!.imports ?? []) visit(k);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The lazy page modules the app loads on demand: one per route (src/web/app/router.tsx). The router
 * lives in the shell's chunk (vite.config.ts), so they are the dynamic imports of the entry's whole
 * first load, not of the entry chunk alone.
 */
export function pageModules(outDir: string): string[] {
  const { manifest, entryKey } = readManifest(outDir);
  const first = staticClosure(manifest, [entryKey]);
  return [...new Set([...first].flatMap((k) => manifest[k]!.dynamicImports ?? []))].filter(
    (k) => !first.has(k),
  );
}

export function firstLoadOf(outDir: string, pageModule: string): FirstLoad {
  const { manifest, entryKey } = readManifest(outDir);
  const pageKey = Object.keys(manifest).find((k) => k.endsWith(pageModule));
  if (!pageKey) throw new Error(`No ${pageModule} in the build manifest`);
  const keys = staticClosure(manifest, [entryKey, pageKey]);
  const gz = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024;
  const files = [...keys].map((k) => ({ file: manifest[k]!.file, gzipKB: gz(manifest[k]!.file) }));
  const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
  return {
    files,
    jsKB: files.reduce((s, f) => s + f.gzipKB, 0),
    cssKB: css.reduce((s, f) => s + gz(f), 0),
  };
}
