// Server features depend one way (docs/architecture.md §3): if ads imports images, images never
// imports ads, directly or through any other feature. A shared piece moves down to the room both may
// use (db, http, auth, shared). Files at the top of src/server (app.ts wires every feature, config.ts
// is read by all) are not a feature and are left out.
import path from 'node:path';
import { expect, it } from 'vitest';
import { fileImports, groupGraph, loops, sourceFiles } from '../../test/support/code/import-graph';

const SERVER = path.resolve(__dirname);

/** The feature folder a file of src/server belongs to, or undefined for the top-level files. */
function featureOf(file: string): string | undefined {
  if (!file.startsWith(SERVER + path.sep)) return undefined;
  const parts = path.relative(SERVER, file).split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}

const featureImports = () => groupGraph(fileImports(sourceFiles(SERVER)), featureOf);

it('finds the imports between features', () => {
  // The walk itself works: ads reads the database and answers through http.
  expect([...(featureImports().get('ads') ?? [])]).toEqual(expect.arrayContaining(['db', 'http']));
});

it('has no loop of features, of any length', () => {
  expect(loops(featureImports()).map((loop) => loop.join(' → '))).toEqual([]);
});

it('sees a loop of three features, the kind two-by-two checks missed', () => {
  const graph = new Map([
    ['ads', new Set(['alerts', 'db'])],
    ['alerts', new Set(['saved-searches'])],
    ['saved-searches', new Set(['ads'])],
    ['db', new Set<string>()],
  ]);
  expect(loops(graph).map((loop) => loop.join(' → '))).toEqual(['ads → alerts → saved-searches → ads']);
  graph.get('ads')!.delete('alerts');
  expect(loops(graph)).toEqual([]);
});
