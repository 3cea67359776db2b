// The alert job: matches new ads against saved searches every alertJobEveryMs and, with VAPID keys,
// sends the web pushes that are due after each run (decision 149).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { clearDuePushes } from '../push/repository';
import { sendDuePushes } from '../push/sender';
import { startAlertJob } from './alert-job';

export const alertJob = fp(
  async (app: FastifyInstance) => {
    if (app.config.alertJobEveryMs <= 0) return;
    const vapid = app.config.vapid;
    // Without VAPID keys nothing is pushed; notifications stay in the app.
    const push = vapid
      ? async () => void (await sendDuePushes(app.db, vapid, app.log))
      : () => clearDuePushes(app.db);
    const stop = startAlertJob(app.db, app.log, push, app.config.alertJobEveryMs);
    app.addHook('onClose', async () => stop());
  },
  { name: 'alert-job' },
);
