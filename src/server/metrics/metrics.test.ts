// /metrics behind METRICS_TOKEN, and a request id in every log line and error answer.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, request, testConfig } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';

const TOKEN = 'metrics-token-for-tests';

describeEachDatabase('metrics and request ids', (database) => {
  let app: FastifyInstance;
  const logs: string[] = [];
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig({ metricsToken: TOKEN, logLevel: 'info' }),
      database: database(),
      logStream: { write: (line) => void logs.push(line) },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers /metrics only with the token, in Prometheus format with per-route figures', async () => {
    await request(app, { url: '/api/ads?category=mobiles' });
    await request(app, { url: '/api/ads/facets?category=mobiles' });
    await request(app, { url: '/api/ads/facets?category=mobiles' });
    expect((await request(app, { url: '/metrics' })).statusCode).toBe(401);
    const wrong = await request(app, { url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const res = await request(app, { url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /bs_http_requests_total\{method="GET",route="\/api\/ads",status="200",pid="\d+"\} 1/,
    );
    expect(res.body).toMatch(
      /bs_http_request_duration_seconds_bucket\{le="0.005",pid="\d+",method="GET",route="\/api\/ads"\}/,
    );
    expect(res.body).toContain('bs_image_queue_length{state="waiting"');
    expect(res.body).toMatch(/bs_browse_cache_lookups\{[^}]*result="hit"[^}]*\} [1-9]/);
    expect(res.body).toContain('process_resident_memory_bytes');
  });

  it('has no /metrics at all without METRICS_TOKEN', async () => {
    const plain = await buildTestApp(database());
    expect((await request(plain, { url: '/metrics' })).statusCode).toBe(404);
    await plain.close();
  });

  it('gives every answer a request id, puts it in error bodies and in each log line of the request', async () => {
    const res = await request(app, { url: '/api/ads?category=nonsense' });
    expect(res.statusCode).toBe(400);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().error.requestId).toBe(id);
    const lines = logs.map((l) => JSON.parse(l) as { reqId?: string }).filter((l) => l.reqId === id);
    expect(lines.length).toBeGreaterThanOrEqual(2);

    const given = await request(app, { url: '/healthz', headers: { 'x-request-id': 'lb-1234abcd' } });
    expect(given.headers['x-request-id']).toBe('lb-1234abcd');
    const junk = await request(app, { url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(junk.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
