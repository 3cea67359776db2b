// Configuration from the environment (ARCHITECTURE.md §6). Everything else reads this object, never
// process.env, so tests can build an app with exactly the settings they need.
import path from 'node:path';
import { ALERT_SWEEP_EVERY_MS } from '../domain/limits';

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… or undefined for the embedded PGlite in dataDir. */
  databaseUrl?: string;
  demoData: boolean;
  publicUrl: string;
  google?: { clientId: string; clientSecret: string };
  /** Override of the issuer URL; defaults to Google's, or the local development issuer without a Google client. */
  oidcIssuer?: string;
  /** Directory of the built SPA. */
  webDir: string;
  logLevel: string;
  /** How often the alert job matches new ads against saved searches (issue 13); 0 turns it off. */
  alertJobEveryMs: number;
  /** Web push keys (issue 13, `npm run vapid-keys`); unset: notifications stay in the app. */
  vapid?: { publicKey: string; privateKey: string; subject: string };
  /**
   * Hosts the server may send web push to ('*.' matches subdomains). A subscription names a URL the
   * server will POST to, so it is held to the browsers' push services, not any address (no SSRF).
   */
  pushServiceHosts: string[];
}

/** The push services of Chrome, Firefox, Edge and Safari. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
];

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, not "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      'DATABASE_URL must start with postgres:// (or leave it unset for the embedded database)',
    );
  }
  const demo = env.DEMO_DATA ?? (production ? '0' : '1');
  if (demo !== '0' && demo !== '1') throw new ConfigError(`DEMO_DATA must be 0 or 1, not "${demo}"`);
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim();
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new ConfigError('Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither');
  }
  if (production && !clientId) {
    throw new ConfigError(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required in production (the development sign-in is for local use only)',
    );
  }
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be a URL such as https://bs.pk, not "${publicUrl}"`);
  }
  const alertJobEveryMs = env.ALERT_JOB_EVERY_MS ? Number(env.ALERT_JOB_EVERY_MS) : ALERT_SWEEP_EVERY_MS;
  if (!Number.isInteger(alertJobEveryMs) || alertJobEveryMs < 0)
    throw new ConfigError(
      `ALERT_JOB_EVERY_MS must be a number of milliseconds, not "${env.ALERT_JOB_EVERY_MS}"`,
    );
  const vapidPublic = env.VAPID_PUBLIC_KEY?.trim();
  const vapidPrivate = env.VAPID_PRIVATE_KEY?.trim();
  if (Boolean(vapidPublic) !== Boolean(vapidPrivate))
    throw new ConfigError('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  // Push services want a way to reach the sender: an https: URL or a mailto: address.
  const vapidSubject =
    env.VAPID_SUBJECT?.trim() ||
    (publicUrl.startsWith('https:') ? publicUrl : `mailto:push@${new URL(publicUrl).hostname}`);
  if (!/^(https:|mailto:)/.test(vapidSubject))
    throw new ConfigError(`VAPID_SUBJECT must be an https: URL or a mailto: address, not "${vapidSubject}"`);
  return {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl,
    demoData: demo === '1',
    publicUrl,
    google: clientId && clientSecret ? { clientId, clientSecret } : undefined,
    oidcIssuer: env.OIDC_ISSUER?.trim() || undefined,
    webDir: path.resolve(env.WEB_DIR?.trim() || './dist/web'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    alertJobEveryMs,
    vapid:
      vapidPublic && vapidPrivate
        ? { publicKey: vapidPublic, privateKey: vapidPrivate, subject: vapidSubject }
        : undefined,
    pushServiceHosts: env.PUSH_SERVICE_HOSTS?.trim()
      ? env.PUSH_SERVICE_HOSTS.split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean)
      : DEFAULT_PUSH_SERVICE_HOSTS,
  };
}
