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

/** The lazy page modules the entry loads on demand: one per route (src/web/app/router.tsx). */
export function pageModules(outDir: string): string[] {
  const { manifest, entryKey } = readManifest(outDir);
  return manifest[entryKey]!.dynamicImports ?? [];
}

export function firstLoadOf(outDir: string, pageModule: string): FirstLoad {
  const { manifest, entryKey } = readManifest(outDir);
  const pageKey = Object.keys(manifest).find((k) => k.endsWith(pageModule));
  if (!pageKey) throw new Error(`No ${pageModule} in the build manifest`);
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const k of manifest[key]!.imports ?? []) visit(k);
  };
  visit(entryKey);
  visit(pageKey);
  const gz = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024;
  const files = [...keys].map((k) => ({ file: manifest[k]!.file, gzipKB: gz(manifest[k]!.file) }));
  const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
  return {
    files,
    jsKB: files.reduce((s, f) => s + f.gzipKB, 0),
    cssKB: css.reduce((s, f) => s + gz(f), 0),
  };
}
