// The production web build served with demo data on a free port, for the browser benchmarks
// (`npm run bench:web`, `npm run bench:first-tap`): PGlite in a temporary folder, the same server
// `npm start` runs, and a signed-in person whose session cookie a browser can carry.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { adPath, type CategoryKey } from '../../src/domain/categories';
import { buildApp } from '../../src/server/app';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { loadConfig } from '../../src/server/config';
import { openPglite } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { seedDemoIfEmpty } from '../../src/demo/seed-demo';
import { freePort } from './free-port';

export interface DemoWebServer {
  origin: string;
  /** `name=value` of a fresh person's session: the person owns no ad. */
  cookie: { name: string; value: string };
  /** The newest mobile phone ad with more than two photos (a demo seller's). */
  adUrl: string;
  /**
   * A new person's session cookie, made in the database: each run of a signed-in page starts as a new
   * person (nothing saved yet), without going through the sign-in pages, whose rate limit a benchmark
   * of many runs would reach.
   */
  newPerson(name: string): Promise<{ name: string; value: string }>;
  close(): Promise<void>;
}

/** Serves `webDir` (a finished build) with demo data; the database lives in `dataDir`. */
export async function startDemoWebServer(webDir: string, dataDir: string): Promise<DemoWebServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DEMO_DATA: '1',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
  });
  const database = await openPglite(path.join(dataDir, 'db'));
  await database.migrate();
  const app = await buildApp({ config, database });
  await seedDemoIfEmpty(database.db, config, app.log);
  await app.listen({ host: '127.0.0.1', port });

  let people = 0;
  const newPerson = async (name: string) => {
    const [person] = await database.db
      .insert(users)
      .values({ issuer: 'urn:bs:bench', subject: `web-${Date.now()}-${++people}`, name })
      .returning();
    const { token } = await createSession(database.db, person!.id);
    return { name: SESSION_COOKIE, value: token };
  };
  const cookie = await newPerson('Bench Person');
  const { rows } = await database.db.execute(
    sql`select id, category from ads where category = 'mobiles' and cardinality(images) > 2 order by created_at desc limit 1`,
  );
  const ad = rows[0] as { id: string; category: CategoryKey };
  return {
    origin,
    cookie,
    newPerson,
    adUrl: `${origin}${adPath(ad.category, ad.id)}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
