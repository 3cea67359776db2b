// The owner's 'Mark as sold', 'Mark as available' and 'Renew' (each makes browsing's memory of the ads
// stale, decision 163), and the lifecycle sweep every LIFECYCLE_SWEEP_MS, once per deployment however many
// server copies run (runClaimedEvery).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adStatusResponseSchema, renewResponseSchema } from '../../domain/api-schemas';
import { LIFECYCLE_SWEEP_MS } from '../../domain/limits';
import { MSG } from '../../domain/schemas';
import { idParamsSchema } from '../../domain/schemas/params';
import { PERSON, signedInUser } from '../auth/guard';
import { typed } from '../http/contract';
import { runClaimedEvery } from '../jobs/claimed-every';
import { markAvailable, markSold, renewAd, sweepLifecycle } from './lifecycle';
import { refreshGuidesOfAd } from '../price-guide/service';

const JOB = 'ad-lifecycle';

// A malformed id is an ad that does not exist.
const config = { ...PERSON, signIn: MSG.notLoggedIn, notFound: MSG.adNotFound };
const changed = { config, schema: { params: idParamsSchema, response: { 200: adStatusResponseSchema } } };
const renewed = { config, schema: { params: idParamsSchema, response: { 200: renewResponseSchema } } };

export async function lifecycleRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  // The ad's price guides are counted again (decision 193); the change stands even if they cannot be.
  const guidesChanged = (id: string) =>
    refreshGuidesOfAd(app.db, id).catch((err: unknown) =>
      app.log.warn({ err }, 'price guides could not be counted'),
    );
  app.post('/api/ads/:id/sold', changed, async (request) => {
    await markSold(app.db, signedInUser(request).id, request.params.id);
    await app.adsChanged();
    await guidesChanged(request.params.id);
    return { status: 'sold' as const };
  });

  app.post('/api/ads/:id/available', changed, async (request) => {
    await markAvailable(
      app.db,
      signedInUser(request).id,
      request.params.id,
      new Date(),
      app.config.adLifetimeMs,
    );
    await app.adsChanged();
    await guidesChanged(request.params.id);
    return { status: 'active' as const };
  });

  app.post('/api/ads/:id/renew', renewed, async (request) => {
    const expiresAt = await renewAd(
      app.db,
      signedInUser(request).id,
      request.params.id,
      new Date(),
      app.config.adLifetimeMs,
    );
    await app.adsChanged();
    await guidesChanged(request.params.id);
    return { status: 'active' as const, expiresAt };
  });
}

export const lifecycleJob = fp(
  async (app: FastifyInstance) => {
    const job = { name: JOB, everyMs: LIFECYCLE_SWEEP_MS, failed: 'lifecycle sweep failed' };
    runClaimedEvery(app, job, async () => {
      const done = await sweepLifecycle(app.db);
      if (done.expired) {
        app.log.info(done, 'ad lifecycle sweep');
        await app.adsChanged();
      }
    });
  },
  { name: 'lifecycle-job' },
);
