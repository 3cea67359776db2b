// `npx tsx scripts/post-path.ts`: the files of src that posting an ad passes (docs/architecture.md
// "Posting an ad", decision 204). Counted at run time, not read from the imports: the app runs in this
// process on PGlite, one POST /api/ads warms it (every module loaded, every cache filled), a photo is
// uploaded as the form uploads it, and then V8's precise coverage lists each file of src with a function
// that ran during a second, well-formed POST /api/ads carrying that photo. A file imported only for a
// type, or for a constant read at load time, does not count; a file whose function ran does.
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../src/server/db/client';
import { buildTestApp, request, signedIn } from '../test/support/server/app';
import { validAdInput } from '../test/support/server/ad-input-factory';
import { uploadPhoto } from '../test/support/server/photos';

/**
 * The most files of src posting an ad may pass (docs/architecture.md "Posting an ad"): the count after
 * the folds of decision 204 (47 before them). The issue asked for 15; what stands between is the
 * request's plumbing, the contact and number rules every text field passes, and the caches a new ad
 * makes stale, each a file with readers of its own (decision 204 lists them).
 */
export const POST_PATH_MAX_FILES = 45;

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

interface ScriptCoverage {
  url: string;
  functions: { ranges: { count: number }[] }[];
}

/** The files of src (relative to it, sorted) with a function that ran since the last take. */
async function ranSinceLastTake(session: Session): Promise<string[]> {
  const { result } = (await session.post('Profiler.takePreciseCoverage')) as unknown as {
    result: ScriptCoverage[];
  };
  const files = new Set<string>();
  for (const script of result) {
    const file = script.url.startsWith('file:') ? fileURLToPath(script.url) : script.url;
    if (!file.startsWith(SRC + path.sep)) continue;
    if (script.functions.some((f) => f.ranges[0]!.count > 0)) files.add(path.relative(SRC, file));
  }
  return [...files].sort();
}

/** The files of src a well-formed POST /api/ads with one photo runs, after a first one warmed the app. */
async function serverPostPath(): Promise<string[]> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  const database = await openPglite();
  await database.migrate();
  const app = await buildTestApp(database);
  try {
    const me = await signedIn(database, 'Ayesha Khan');
    const post = async (images: string[], title: string) => {
      const payload = validAdInput('mobiles', { images, formData: { Title: title } });
      const res = await request(app, { method: 'POST', url: '/api/ads', cookie: me.cookie, payload });
      if (res.statusCode !== 201) throw new Error(`POST /api/ads: ${res.statusCode} ${res.body}`);
    };
    await post([await uploadPhoto(app, me.cookie)], 'Samsung Galaxy A55 boxed');
    const photo = await uploadPhoto(app, me.cookie);
    await ranSinceLastTake(session);
    await post([photo], 'Vivo Y17 with charger');
    return await ranSinceLastTake(session);
  } finally {
    await session.post('Profiler.stopPreciseCoverage');
    session.disconnect();
    await app.close();
    await database.close();
  }
}

/** The list as the docs show it: grouped by room, one file a line. */
export function printable(files: string[]): string {
  const rooms = ['domain', 'server'].map((room) => {
    const own = files.filter((f) => f.startsWith(`${room}/`)).map((f) => f.slice(room.length + 1));
    return `${room} (${own.length})\n${own.map((f) => `  ${f}`).join('\n')}`;
  });
  return `${rooms.join('\n')}\n${files.length} files`;
}

// `--json` prints the bare list, for test/post-path.test.ts: it runs this script in a process of its own,
// as Vitest's module runner turns every read of an imported binding into a call and would count them all.
if (import.meta.url === `file://${process.argv[1]}`) {
  const files = await serverPostPath();
  console.log(process.argv.includes('--json') ? JSON.stringify(files) : printable(files));
}
