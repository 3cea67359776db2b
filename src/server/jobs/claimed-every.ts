// A job that runs once per period for the whole deployment, however many copies of the app run: each
// copy ticks every `everyMs` (and once when ready), and only the copy that wins the period's claim in
// job_runs (claimJobRun) does the work. A failed run is logged and the next tick tries again.
import type { FastifyInstance } from 'fastify';
import { claimJobRun } from './claim-run';

export function runClaimedEvery(
  app: FastifyInstance,
  job: { name: string; everyMs: number; failed: string },
  work: () => Promise<void>,
): void {
  const tick = () =>
    void (async () => {
      if (await claimJobRun(app.db, job.name, job.everyMs)) await work();
    })().catch((error: unknown) => app.log.warn({ err: error }, job.failed));
  // unref'd: a pending run never keeps a test or a stopping server alive.
  const timer = setInterval(tick, job.everyMs);
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => clearInterval(timer));
}
