// Measuring an endpoint: jobs go to a forked load generator (load-runner.ts) one at a time.
import { fork, type ChildProcess } from 'node:child_process';

export interface Figures {
  name: string;
  /** Requests per second. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx answers and socket errors: a figure with failures measures the wrong thing. */
  failures: number;
  requests: number;
}

export interface LoadJob {
  name: string;
  baseUrl: string;
  /** Paths used in turn (rotating ids and queries defeat nothing but the same-URL fast path). */
  paths: string[];
  headers?: Record<string, string>;
  /** 'load': autocannon with `connections` for `seconds`; 'sequential': one at a time, up to `count` or `seconds`. */
  mode: 'load' | 'sequential';
  seconds: number;
  connections: number;
  count?: number;
  /** 'load' only: stop after this many requests (each path once: nothing a cache has seen). */
  amount?: number;
}

export class LoadGenerator {
  private constructor(private readonly child: ChildProcess) {}

  static start(): LoadGenerator {
    const child = fork(new URL('./load-runner.ts', import.meta.url), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new LoadGenerator(child);
  }

  run(job: LoadJob): Promise<Figures> {
    return new Promise((resolve, reject) => {
      this.child.once('message', (m: { ok: boolean; result?: Figures; error?: string }) =>
        m.ok ? resolve(m.result!) : reject(new Error(m.error)),
      );
      this.child.send(job);
    });
  }

  stop(): void {
    this.child.kill();
  }
}
