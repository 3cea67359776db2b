// The load generator, run as a child process (load.ts forks it) so autocannon does not share an event
// loop, and on this 2-core machine a core, with the server it measures. Receives a job, answers with
// its figures. Per-request latencies come from autocannon's 'response' events, so the table can show
// p95 (autocannon's own summary jumps from p90 to p97.5).
import autocannon from 'autocannon';
import type { Figures, LoadJob } from './load';

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function figures(job: LoadJob, latencies: number[], seconds: number, failures: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name: job.name,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    failures,
    requests: latencies.length,
  };
}

async function underLoad(job: LoadJob): Promise<Figures> {
  const latencies: number[] = [];
  // 2xx and 3xx are answers; 4xx (a 429 from a limit) and 5xx are refusals (report.ts verdict).
  let refused = 0;
  let i = 0;
  const began = performance.now();
  let lastAnswer = began;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.baseUrl,
        connections: job.connections,
        ...(job.amount ? { amount: job.amount } : { duration: job.seconds }),
        headers: job.headers,
        requests: [
          { method: 'GET', setupRequest: (req) => ({ ...req, path: job.paths[i++ % job.paths.length] }) },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      lastAnswer = performance.now();
      if (status >= 400) refused += 1;
    });
  });
  return figures(
    job,
    latencies,
    // autocannon's duration is whole seconds; with `amount`, the span up to the last answer counts.
    // Not up to autocannon's callback: it comes at its next one-second tick, which made every such
    // row a thousand requests over a whole number of seconds (1,000 in 5.1 s read as 166 req/s).
    job.amount ? (lastAnswer - began) / 1000 : result.duration || job.seconds,
    refused + result.errors + result.timeouts,
  );
}

/** One request at a time: a single caller's latency, without queueing. */
async function oneByOne(job: LoadJob): Promise<Figures> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  while (latencies.length < (job.count ?? 50) && performance.now() - started < job.seconds * 1000) {
    const t = performance.now();
    try {
      const res = await fetch(job.baseUrl + job.paths[latencies.length % job.paths.length], {
        headers: job.headers,
      });
      await res.arrayBuffer();
      if (!res.ok) failures += 1;
    } catch {
      failures += 1; // refused connection, reset: counted, and the row fails (report.ts)
    }
    latencies.push(performance.now() - t);
  }
  return figures(job, latencies, (performance.now() - started) / 1000, failures);
}

process.on('message', (job: LoadJob) => {
  (job.mode === 'sequential' ? oneByOne(job) : underLoad(job)).then(
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, error: String(error) }),
  );
});
