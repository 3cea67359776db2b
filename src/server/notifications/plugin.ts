// Buyers come back (issue 13): saved ads, saved searches, notifications, and the alert job that
// matches new ads against saved searches (and, where configured, sends web push after it).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { startAlertJob } from '../alerts/alert-job';
import { savedAdsRoutes } from '../saved-ads/routes';
import { savedSearchesRoutes } from '../saved-searches/routes';
import { notificationsRoutes } from './routes';

export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(savedAdsRoutes);
    await app.register(savedSearchesRoutes);
    await app.register(notificationsRoutes);
    if (app.config.alertJobEveryMs > 0) {
      const stop = startAlertJob(app.db, app.log, undefined, app.config.alertJobEveryMs);
      app.addHook('onClose', async () => stop());
    }
  },
  { name: 'notifications' },
);
