// The price-guide job: every PRICE_GUIDE_SWEEP_MS, once per deployment however many copies run
// (claimJobRun), the guides counted longest ago are counted again, so an ad leaving the 90-day window
// leaves its guides (decision 193). An ad's own writes count its guides at once.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { PRICE_GUIDE_SWEEP_MS } from '../../domain/limits';
import { claimJobRun } from '../jobs/claim-run';
import { sweepPriceGuides } from './service';

const JOB = 'price-guides';

export const priceGuideJob = fp(
  async (app: FastifyInstance) => {
    const run = async () => {
      if (await claimJobRun(app.db, JOB, PRICE_GUIDE_SWEEP_MS)) {
        const counted = await sweepPriceGuides(app.db);
        if (counted) app.log.info({ counted }, 'price guides counted again');
      }
    };
    const tick = () =>
      void run().catch((error: unknown) => app.log.warn({ err: error }, 'price-guide sweep failed'));
    // unref'd: a pending sweep never keeps a test or a stopping server alive.
    const timer = setInterval(tick, PRICE_GUIDE_SWEEP_MS);
    timer.unref();
    app.addHook('onReady', async () => tick());
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'price-guide-job' },
);
