// The price-guide job: every PRICE_GUIDE_SWEEP_MS, once per deployment however many copies run
// (claimJobRun), the guides counted longest ago are counted again, so an ad leaving the 90-day window
// leaves its guides (decision 193). An ad's own writes count its guides at once.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { PRICE_GUIDE_SWEEP_MS } from '../../domain/limits';
import { runClaimedEvery } from '../jobs/claimed-every';
import { sweepPriceGuides } from './service';

const JOB = 'price-guides';

export const priceGuideJob = fp(
  async (app: FastifyInstance) => {
    const job = { name: JOB, everyMs: PRICE_GUIDE_SWEEP_MS, failed: 'price-guide sweep failed' };
    runClaimedEvery(app, job, async () => {
      const counted = await sweepPriceGuides(app.db);
      if (counted) app.log.info({ counted }, 'price guides counted again');
    });
  },
  { name: 'price-guide-job' },
);
