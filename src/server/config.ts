// Configuration from the environment (ARCHITECTURE.md §6). Everything else reads this object, never
// process.env, so tests can build an app with exactly the settings they need.
import path from 'node:path';

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
  /** ADMIN_EMAILS, lower-cased: these people are moderators (issue 11). */
  adminEmails: string[];
}

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
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  };
}
