// No module of src reaches itself through its imports (docs/architecture.md §3): a loop makes the
// reader walk in circles and the bundler order modules by accident. Where two modules need each
// other's piece, the piece moves to a file both import (db/query-type.ts, images/create-image-store.ts,
// web/lib/api/session.ts are such files).
import path from 'node:path';
import { expect, it } from 'vitest';
import { fileImports, loops, sourceFiles } from './support/code/import-graph';

const SRC = path.resolve(__dirname, '../src');

it('has no loop of imports between the files of src, of any length', () => {
  const found = loops(fileImports(sourceFiles(SRC))).map((loop) =>
    loop.map((file) => path.relative(SRC, file)).join(' → '),
  );
  expect(found).toEqual([]);
});

it('reads type imports, re-exports and lazy imports as imports', () => {
  const graph = fileImports([path.join(SRC, 'server/db/replicas.ts'), path.join(SRC, 'web/app/router.tsx')]);
  expect([...graph.get(path.join(SRC, 'server/db/replicas.ts'))!]).toContain(
    path.join(SRC, 'server/db/query-type.ts'),
  );
  expect([...graph.get(path.join(SRC, 'web/app/router.tsx'))!].length).toBeGreaterThan(5);
});
