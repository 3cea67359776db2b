// Every request of the web app is made in an api module (docs/architecture.md §4): a feature's
// `features/<feature>/api/`, or `lib/api/` for what shared components read. Components, pages and the
// rest of lib call their hooks, so a request, its query key and what it invalidates are found in one
// place. The tree is walked, so a request written into a component later fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const WEB = path.resolve(__dirname, '../..');
const isApiModule = (rel: string) => /^lib\/api\//.test(rel) || /^features\/[^/]+\/api\//.test(rel);

/** What asks the server: `api(` or `api<T>(`, `apiErrorOf(` (a hand-made request's answer), fetch, XHR, beacons. */
const REQUEST =
  /\bapi(?:<[^>()]*(?:<[^>()]*>[^>()]*)*>)?\(|\bapiErrorOf\(|\bfetch\(|\bXMLHttpRequest\b|\bsendBeacon\(/;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [path.join(dir, e.name)]
        : [],
  );

const requestsIn = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) =>
      REQUEST.test(line) && !/^\s*(\/\/|\*)/.test(line) ? [`${i + 1}: ${line.trim()}`] : [],
    );

const files = sources(WEB).map((file) => ({ file, rel: path.relative(WEB, file).split(path.sep).join('/') }));

it('makes no request outside an api module', () => {
  const offenders = files
    .filter(({ rel }) => !isApiModule(rel))
    .flatMap(({ file, rel }) => requestsIn(file).map((line) => `${rel}:${line}`));
  expect(offenders).toEqual([]);
});

it('sees the requests the api modules make', () => {
  // The scan is live: it finds posting's request, the hearts' and a feature's reading.
  const found = (rel: string) => requestsIn(path.join(WEB, rel)).length;
  expect(found('features/sell/api/save-ad.ts')).toBe(2);
  expect(found('lib/api/saved-ads.ts')).toBe(2);
  expect(found('features/listings/api/use-listing.ts')).toBe(1);
  expect(found('features/sell/api/upload-image.ts')).toBeGreaterThan(0);
});
