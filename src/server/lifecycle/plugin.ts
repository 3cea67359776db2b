// The owner's 'Mark as sold', 'Mark as available' and 'Renew' (each makes browsing's memory of the ads
// stale, decision 163), and the lifecycle sweep every LIFECYCLE_SWEEP_MS, once per deployment however many
// server copies run (claimJobRun).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../domain/ids';
import { LIFECYCLE_SWEEP_MS } from '../../domain/limits';
import { MSG } from '../../domain/schemas';
import { requireUser } from '../auth/guard';
import { notFound } from '../http/errors';
import { claimJobRun } from '../jobs/claim-run';
import { markAvailable, markSold, renewAd, sweepLifecycle } from './lifecycle';

const JOB = 'ad-lifecycle';

function adId(params: unknown): string {
  const id = (params as { id?: string }).id ?? '';
  if (!isUuid(id)) throw notFound(MSG.adNotFound);
  return id.toLowerCase();
}

export async function lifecycleRoutes(app: FastifyInstance) {
  app.post('/api/ads/:id/sold', async (request) => {
    const user = requireUser(request, MSG.notLoggedIn);
    await markSold(app.db, user.id, adId(request.params));
    await app.adsChanged();
    return { status: 'sold' };
  });

  app.post('/api/ads/:id/available', async (request) => {
    const user = requireUser(request, MSG.notLoggedIn);
    await markAvailable(app.db, user.id, adId(request.params), new Date(), app.config.adLifetimeMs);
    await app.adsChanged();
    return { status: 'active' };
  });

  app.post('/api/ads/:id/renew', async (request) => {
    const user = requireUser(request, MSG.notLoggedIn);
    const expiresAt = await renewAd(
      app.db,
      user.id,
      adId(request.params),
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
