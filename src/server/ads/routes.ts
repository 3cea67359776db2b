// The ads API: reads (browse) and writes (sell) live in their own files.
import type { FastifyInstance } from 'fastify';
import { readRoutes } from './read-routes';
import { writeRoutes } from './write-routes';
import { rederiveSearchColumns } from './rederive';

export { adHeadTags } from './head-tags';

export async function adsRoutes(app: FastifyInstance) {
  await app.register(readRoutes);
  await app.register(writeRoutes);
  // Older ads learn their search words and areas once, in the background (rederive.ts).
  app.addHook('onReady', async () => {
    void rederiveSearchColumns(app.db)
      .then(async (n) => {
        if (!n) return;
        app.log.info({ updated: n }, 'search columns re-derived');
        // Ads now found by words they were not before: the cached answers are stale.
        await app.browseCaches.changed();
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 're-deriving search columns failed'));
  });
}
