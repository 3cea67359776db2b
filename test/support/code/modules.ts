// Every module of a folder, for the tests that walk what a folder exports (every domain schema's text
// fields, every line icon). Imported by paths read from the folder, not with import.meta.glob: knip
// reads a glob as a use of every export it reaches, and then could not tell a dead one (decision 203).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// import.meta.dirname, not import.meta.url: under happy-dom the URL of a module is not a file's.
const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * [path inside `folder`, the module's exports] for each file of `folder` (from the repository's root,
 * subfolders included) whose name ends in one of `endings`, tests left out, in path order.
 */
export async function modulesIn(
  folder: string,
  endings: string[],
): Promise<[string, Record<string, unknown>][]> {
  const dir = path.join(ROOT, folder);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => endings.some((end) => file.endsWith(end)) && !/\.test\.tsx?$/.test(file))
    .sort();
  return Promise.all(
    files.map(async (file): Promise<[string, Record<string, unknown>]> => [
      file.split(path.sep).join('/'),
      (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>,
    ]),
  );
}
