// First-load JavaScript of the home page (issue 4 "Performance"): the entry chunk, its static
// imports, and the home page's lazy chunk with its static imports, gzipped, read from the build's
// .vite/manifest.json (built with --manifest, so vite.config.ts stays as it is).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export const HOME_MODULE = 'features/home/home-page.tsx';

export interface FirstLoad {
  files: { file: string; gzipKB: number }[];
  jsKB: number;
  cssKB: number;
}

export function firstLoadOfHome(outDir: string): FirstLoad {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const homeKey = Object.keys(manifest).find((k) => k.endsWith(HOME_MODULE));
  if (!entryKey || !homeKey) throw new Error(`No entry or no ${HOME_MODULE} in the build manifest`);
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const k of manifest[key]!.imports ?? []) visit(k);
  };
  visit(entryKey);
  visit(homeKey);
  const gz = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024;
  const files = [...keys].map((k) => ({ file: manifest[k]!.file, gzipKB: gz(manifest[k]!.file) }));
  const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
  return {
    files,
    jsKB: files.reduce((s, f) => s + f.gzipKB, 0),
    cssKB: css.reduce((s, f) => s + gz(f), 0),
  };
}
