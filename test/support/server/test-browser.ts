// For sign-in tests only: a tiny "browser" (fetch with a cookie jar, redirects followed by hand) and an
// app listening on a real port, because the sign-in flow is HTTP between the app and an issuer.
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { Config } from '../../../src/server/config';
import type { Database } from '../../../src/server/db/client';
import { testConfig } from './app';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface LogLine {
  level: number;
  msg: string;
}

/** The real app on 127.0.0.1:<free port>, PUBLIC_URL to match, its log lines collected. */
export async function listeningApp(
  database: Database,
  overrides: Partial<Config> = {},
): Promise<{ app: FastifyInstance; url: string; logs: LogLine[] }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logs: LogLine[] = [];
  const app = await buildApp({
    config: testConfig({ publicUrl: url, logLevel: 'warn', ...overrides }),
    database,
    logStream: { write: (line) => void logs.push(JSON.parse(line) as LogLine) },
  });
  await app.listen({ port, host: '127.0.0.1' });
  logs.length = 0; // start-up notes (e.g. no built web app) are not what the tests look at
  return { app, url, logs };
}

/** Warnings and worse, as the operator would see them. */
export const warnings = (logs: LogLine[]) => logs.filter((l) => l.level >= 40);

export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly origin: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** One request, no redirect following; Set-Cookie lands in the jar (Max-Age=0 or a past date deletes). */
  async fetch(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url, this.origin);
    const method = init.method ?? (init.form ? 'POST' : 'GET');
    const response = await fetch(target, {
      method,
      redirect: 'manual',
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(method === 'GET' ? {} : { origin: this.origin }),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attrs] = header.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const gone = attrs.some((a) => {
        const [k, v] = a.trim().split('=');
        return (
          (k?.toLowerCase() === 'max-age' && Number(v) <= 0) ||
          (k?.toLowerCase() === 'expires' && new Date(v!).getTime() < Date.now())
        );
      });
      if (gone || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return response;
  }
}

/** Signs `email` in through the app's own development issuer; returns the callback's redirect target. */
export async function signInThroughDevIssuer(
  browser: Browser,
  person: { email: string; name: string },
  returnTo = '/',
): Promise<{ location: string; callbackUrl: string }> {
  const login = await browser.fetch(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  const authorize = new URL(login.headers.get('location')!);
  const page = await browser.fetch(authorize.href);
  if (!(await page.text()).includes('Development sign-in')) throw new Error('no sign-in page');
  const posted = await browser.fetch(authorize.pathname, {
    form: { ...Object.fromEntries(authorize.searchParams), ...person },
  });
  const callbackUrl = posted.headers.get('location')!;
  const callback = await browser.fetch(callbackUrl);
  return { location: callback.headers.get('location')!, callbackUrl };
}
