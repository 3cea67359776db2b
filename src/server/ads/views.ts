// Ad views (decision 196): which requests are a person's browser opening an ad's page, and the flush
// that adds the counted views to ad_views. The rule lives here once; the ad's route applies it.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ViewCounter } from '../shared/view-counter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where views wait for the flush: in process, or Redis (made in app.ts). */
    viewCounter: ViewCounter;
    /** Adds the views counted so far to ad_views now (also every viewsFlushEveryMs, and on close). */
    flushViews(): Promise<void>;
  }
}

// Crawlers, link previews and scripts. They cannot sign in, and a view is only counted for a signed-in
// person, so this is for the few that carry a person's cookie (a script copying one) or a browser's
// headers (a crawler running Chrome).
const NOT_A_PERSON =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|curl|wget|python|go-http|node-fetch|undici|axios|okhttp|java\//i;

/**
 * A browser loading the ad's page, as browsers say through Fetch Metadata: the page itself (a
 * document navigation, which the server render passes on to the ad's API call), or the app fetching
 * the ad from its own origin. Not a prefetch or prerender (Sec-Purpose/Purpose), a link preview, a
 * crawler or a script (no Sec-Fetch headers, or a user agent of one).
 */
export function isBrowserView(request: Pick<FastifyRequest, 'headers'>): boolean {
  const h = request.headers;
  if (h['sec-purpose'] || h.purpose || h['x-purpose'] || h['x-moz']) return false;
  if (NOT_A_PERSON.test(String(h['user-agent'] ?? ''))) return false;
  const dest = h['sec-fetch-dest'];
  const mode = h['sec-fetch-mode'];
  if (dest === 'document') return mode === 'navigate';
  return (
    dest === 'empty' && h['sec-fetch-site'] === 'same-origin' && (mode === 'cors' || mode === 'same-origin')
  );
}

/** Adds these counts (ad id → views) in one statement; ads deleted since are left out. */
async function addViews(db: Db, counts: Map<string, number>): Promise<void> {
  if (!counts.size) return;
  const ids = [...counts.keys()].join(',');
  const views = [...counts.values()].join(',');
  await db.execute(sql`
    insert into ad_views (ad_id, views)
    select v.ad_id, v.n
    from unnest(string_to_array(${ids}, ',')::uuid[], string_to_array(${views}, ',')::int[]) as v(ad_id, n)
    join ads a on a.id = v.ad_id
    on conflict (ad_id) do update set views = ad_views.views + excluded.views`);
}

/** The flush: every viewsFlushEveryMs, and once more when the app closes, before the database does. */
export const viewsFlush = fp(
  async (app: FastifyInstance) => {
    // One flush at a time: a second waits for the first, so the counts it took are written when it ends.
    let last: Promise<void> = Promise.resolve();
    const once = async () => {
      const counts = await app.viewCounter.drain();
      try {
        await addViews(app.db, counts);
      } catch (error) {
        await app.viewCounter.restore(counts);
        throw error;
      }
    };
    app.decorate('flushViews', () => (last = last.then(once, once)));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        app.flushViews().catch((error: unknown) => app.log.warn({ err: error }, 'adding ad views failed'));
      }, app.config.viewsFlushEveryMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await app
        .flushViews()
        .catch((error: unknown) => app.log.warn({ err: error }, 'adding ad views failed'));
    });
  },
  { name: 'views-flush' },
);
