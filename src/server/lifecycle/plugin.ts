// The owner's 'Mark as sold', 'Mark as available' and 'Renew' (each makes browsing's memory of the ads
// stale, decision 163), and the lifecycle sweep every LIFECYCLE_SWEEP_MS, once per deployment however many
// server copies run (claimJobRun).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { LIFECYCLE_SWEEP_MS } from '../../domain/limits';
import { MSG } from '../../domain/schemas';
import { idParamsSchema } from '../../domain/schemas/params';
import { requireSignIn, signedInUser } from '../auth/guard';
import { typed } from '../http/contract';
import { claimJobRun } from '../jobs/claim-run';
import { markAvailable, markSold, renewAd, sweepLifecycle } from './lifecycle';

const JOB = 'ad-lifecycle';

// A malformed id is an ad that does not exist.
const byId = { config: { notFound: MSG.adNotFound }, schema: { params: idParamsSchema } };

export async function lifecycleRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  requireSignIn(app, MSG.notLoggedIn);
  app.post('/api/ads/:id/sold', byId, async (request) => {
    await markSold(app.db, signedInUser(request).id, request.params.id);
    await app.adsChanged();
    return { status: 'sold' };
  });

  app.post('/api/ads/:id/available', byId, async (request) => {
    await markAvailable(
      app.db,
      signedInUser(request).id,
      request.params.id,
      new Date(),
      app.config.adLifetimeMs,
    );
    await app.adsChanged();
    return { status: 'active' };
  });

  app.post('/api/ads/:id/renew', byId, async (request) => {
    const expiresAt = await renewAd(
      app.db,
      signedInUser(request).id,
      request.params.id,
      new Date(),
      app.config.adLifetimeMs,
    );
    await app.adsChanged();
    return { status: 'active', expiresAt };
  });
}

export const lifecycleJob = fp(
  async (app: FastifyInstance) => {
    const run = async () => {
      if (await claimJobRun(app.db, JOB, LIFECYCLE_SWEEP_MS)) {
        const done = await sweepLifecycle(app.db);
        if (done.expired) {
          app.log.info(done, 'ad lifecycle sweep');
          await app.adsChanged();
        }
      }
    };
    const tick = () =>
      void run().catch((error: unknown) => app.log.warn({ err: error }, 'lifecycle sweep failed'));
    // unref'd: a pending sweep never keeps a test or a stopping server alive.
    const timer = setInterval(tick, LIFECYCLE_SWEEP_MS);
    timer.unref();
    app.addHook('onReady', async () => tick());
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'lifecycle-job' },
);
