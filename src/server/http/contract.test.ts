// A declared response schema never refuses or strips an answer in production; where the config asks
// for it (the tests' config), an answer unlike its schema fails instead (decision 161).
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerContract, typed } from './contract';

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** An app whose one route declares { id: string } and answers `answer`. */
async function appAnswering(answer: unknown, checkAnswers: boolean) {
  const app = Fastify({ logger: false });
  apps.push(app);
  await registerContract(app, { checkAnswers });
  const response = { 200: z.object({ id: z.string() }) };
  typed(app).get('/api/thing', { schema: { response } }, async () => answer as { id: string });
  await app.ready();
  return app.inject({ method: 'GET', url: '/api/thing' });
}

describe('answers and their declared schemas', () => {
  it('sends an answer unlike its schema as it is when answers are not checked (production)', async () => {
    const res = await appAnswering({ id: 7 }, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7 });
  });

  it('fails an answer unlike its schema when answers are checked (the tests)', async () => {
    const res = await appAnswering({ id: 7 }, true);
    expect(res.statusCode).toBe(500);
  });

  it('never strips a field the schema does not name, checked or not', async () => {
    for (const checkAnswers of [false, true]) {
      const res = await appAnswering({ id: 'a', extra: 'kept' }, checkAnswers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: 'a', extra: 'kept' });
    }
  });
});
