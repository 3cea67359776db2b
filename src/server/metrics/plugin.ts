// GET /metrics in Prometheus text format (prom-client 15), for a scraper holding METRICS_TOKEN as a
// bearer token; without METRICS_TOKEN the route does not exist (404). Request rate, latency and errors
// per route (the route's pattern, never the raw URL, so ids do not explode the series), the database
// pool, the photo processing line and the browse-cache hit rate. Each worker process answers with its
// own figures, labelled with its pid.
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { queueLength } from '../images/queue';
import { ApiError } from '../http/errors';
import { ANYONE } from '../auth/guard';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    const token = app.config.metricsToken;
    const register = new Registry();
    register.setDefaultLabels({ pid: String(process.pid) });
    collectDefaultMetrics({ register });
    const requests = new Counter({
      name: 'bs_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [register],
    });
    const errors = new Counter({
      name: 'bs_http_server_errors_total',
      help: 'HTTP answers with a 5xx status, by route pattern',
      labelNames: ['route', 'status'],
      registers: [register],
    });
    const latency = new Histogram({
      name: 'bs_http_request_duration_seconds',
      help: 'Time to answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [register],
    });
    new Gauge({
      name: 'bs_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting requests)',
      labelNames: ['state'],
      registers: [register],
      collect() {
        const stats = opts.database.poolStats?.();
        if (!stats) return;
        for (const [state, n] of Object.entries(stats)) this.set({ state }, n);
      },
    });
    new Gauge({
      name: 'bs_image_queue_length',
      help: 'Photos being processed (running) and waiting for a slot (waiting) in this process',
      labelNames: ['state'],
      registers: [register],
      collect() {
        const q = queueLength();
        this.set({ state: 'running' }, q.running);
        this.set({ state: 'waiting' }, q.waiting);
      },
    });
    new Gauge({
      name: 'bs_browse_cache_lookups',
      help: 'Browse-cache lookups since start: hit, miss, bypassed (Redis down)',
      labelNames: ['result'],
      registers: [register],
      collect() {
        const stats = app.browseCaches?.stats;
        if (!stats) return;
        this.set({ result: 'hit' }, stats.hits);
        this.set({ result: 'miss' }, stats.misses);
        this.set({ result: 'bypassed' }, stats.bypassed);
      },
    });

    new Gauge({
      name: 'bs_db_replica_lag_ms',
      help: 'How far each read replica is behind the primary, in ms; -1 while it is out of rotation (decision 147)',
      labelNames: ['replica'],
      registers: [register],
      collect() {
        for (const r of opts.database.replicas?.states() ?? [])
          this.set({ replica: r.name }, r.state === 'ok' ? r.lagMs : -1);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      const status = String(reply.statusCode);
      requests.inc({ method: request.method, route, status });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) errors.inc({ route, status });
    });

    if (!token) return;
    // Anyone may ask; the token decides, here, whether they get an answer.
    app.get('/metrics', { config: { ...ANYONE, private: true } }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!sameToken(given, token))
        throw new ApiError(401, 'unauthorized', 'A valid metrics token is required.');
      reply.type(register.contentType);
      return register.metrics();
    });
  },
  { name: 'metrics' },
);
