// Buyers come back: saved ads, saved searches, notifications, and the alert job that
// matches new ads against saved searches (and, with VAPID keys, sends web push after it).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { startAlertJob } from '../alerts/alert-job';
import { pushRoutes } from '../push/routes';
import { clearDuePushes } from '../push/repository';
import { sendDuePushes } from '../push/sender';
import { savedAdsRoutes } from '../saved-ads/routes';
import { savedSearchesRoutes } from '../saved-searches/routes';
import { notificationsRoutes } from './routes';

export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(savedAdsRoutes);
    await app.register(savedSearchesRoutes);
    await app.register(notificationsRoutes);
    await app.register(pushRoutes);
    if (app.config.alertJobEveryMs > 0) {
      const vapid = app.config.vapid;
      // Without VAPID keys nothing is pushed; notifications stay in the app.
      const push = vapid
        ? async () => void (await sendDuePushes(app.db, vapid, app.log))
        : () => clearDuePushes(app.db);
      const stop = startAlertJob(app.db, app.log, push, app.config.alertJobEveryMs);
      app.addHook('onClose', async () => stop());
    }
  },
  { name: 'notifications' },
);
