// Server features depend one way (docs/architecture.md §3): if ads imports images, images never
// imports ads, directly. A shared piece moves down to the room both may use (db, http, auth, shared).
// Files at the top of src/server (app.ts wires every feature, config.ts is read by all) are not a
// feature and are left out. ESLint sees one file at a time, so this walks the whole tree instead.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SERVER = path.resolve(__dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The feature folder a file of src/server belongs to, or undefined for the top-level files. */
function featureOf(file: string): string | undefined {
  const parts = path.relative(SERVER, file).split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}

function featureImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(SERVER)) {
    const from = featureOf(file);
    if (!from) continue;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), spec!);
      if (!target.startsWith(SERVER + path.sep)) continue;
      const to = featureOf(target);
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

it('finds the imports between features', () => {
  // The walk itself works: ads reads the database and answers through http.
  expect([...(featureImports().get('ads') ?? [])]).toEqual(expect.arrayContaining(['db', 'http']));
});

it('has no two features that import each other', () => {
  const edges = featureImports();
  const pairs = [...edges].flatMap(([from, tos]) =>
    [...tos].filter((to) => from < to && edges.get(to)?.has(from)).map((to) => `${from} <-> ${to}`),
  );
  expect(pairs).toEqual([]);
});
