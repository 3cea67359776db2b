// Configuration from the environment (docs/architecture.md §6). Everything else reads this object, never
// process.env, so tests can build an app with exactly the settings they need.
import os from 'node:os';
import path from 'node:path';
import {
  AD_LIFETIME_DAYS,
  ALERT_SWEEP_EVERY_MS,
  PRICE_DROP_MIN_AGE_MS,
  VIEWS_FLUSH_EVERY_MS,
} from '../domain/limits';

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… or undefined for the embedded PGlite in dataDir. */
  databaseUrl?: string;
  /** postgres://… read replicas of databaseUrl (DATABASE_REPLICA_URLS, decision 147); empty: none. */
  databaseReplicaUrls: string[];
  /** A replica further behind the primary than this is skipped (REPLICA_MAX_LAG_MS, default 2000). */
  replicaMaxLagMs: number;
  demoData: boolean;
  publicUrl: string;
  google?: { clientId: string; clientSecret: string };
  /** Override of the issuer URL; defaults to Google's, or the local development issuer without a Google client. */
  oidcIssuer?: string;
  /** Directory of the built SPA. */
  webDir: string;
  logLevel: string;
  /** Fastify's trustProxy: false (default), a hop count, or the proxies' addresses (TRUST_PROXY). */
  trustProxy: boolean | number | string[];
  /**
   * Every answer is checked against its route's response schema before it is sent, and one that does
   * not match fails the request (decision 161). The tests' configuration turns it on, so every API test
   * checks the declared answers; the environment never does, so a live answer is never refused.
   */
  checkAnswers?: boolean;
  /** The in-app development sign-in runs (never in production; PUBLIC_URL on localhost or DEV_SIGN_IN=1). */
  devSignIn: boolean;
  /** redis://… for limits and caches shared by every copy; undefined keeps them in process. */
  redisUrl?: string;
  /** Prefix of every Redis key this app writes (REDIS_PREFIX, default "bs:"), so deployments can share a Redis. */
  redisPrefix: string;
  /** Photos in S3-compatible storage; undefined keeps them under DATA_DIR/media. */
  s3?: S3Config;
  /** Origin (and path) photos are served from when a CDN or public bucket serves them, e.g. https://cdn.bs.pk/media. */
  mediaPublicUrl?: string;
  /** Worker processes `npm start` runs (WEB_CONCURRENCY); 1 means this one process serves. */
  webConcurrency: number;
  /** Delay before the first background sweep (SWEEPS_FIRST_RUN_SECONDS, default 60). */
  sweepsFirstRunMs: number;
  /** Bearer token that opens /metrics; undefined: /metrics is off (404). */
  metricsToken?: string;
  /** Lower-cased emails of moderators (ADMIN_EMAILS). */
  adminEmails: string[];
  /**
   * How long an ad stays active after posting or renewing (AD_LIFETIME_SECONDS, default
   * AD_LIFETIME_DAYS days). Shortened only where expiry must be seen happen, e.g. the browser journeys.
   */
  adLifetimeMs: number;
  /**
   * How long after posting a price cut can count as a drop (PRICE_DROP_MIN_AGE_SECONDS, default
   * PRICE_DROP_MIN_AGE_MS). 0 only where a drop must be seen at once, e.g. the browser journeys.
   */
  priceDropMinAgeMs: number;
  /** How often the alert job matches new ads against saved searches; 0 turns it off. */
  alertJobEveryMs: number;
  /**
   * How often counted ad views are added to the database (VIEWS_FLUSH_EVERY_MS, default
   * VIEWS_FLUSH_EVERY_MS of domain/limits.ts; decision 196). Small only where a count must be seen to
   * go up soon, e.g. the browser journeys.
   */
  viewsFlushEveryMs: number;
  /** Web push keys (`npm run vapid-keys`); unset: notifications stay in the app. */
  vapid?: { publicKey: string; privateKey: string; subject: string };
  /**
   * Hosts the server may send web push to ('*.' matches subdomains). A subscription names a URL the
   * server will POST to, so it is held to the browsers' push services, not any address (no SSRF).
   */
  pushServiceHosts: string[];
  /**
   * The HTTP SMS provider that sends phone verification codes (SMS_PROVIDER_URL, SMS_API_KEY,
   * SMS_SENDER; docs/deploy.md). Unset: the development outbox outside production, and phone
   * verification off in production (decision 186).
   */
  sms?: SmsProviderConfig;
  /**
   * The key SMS codes are hashed under (PHONE_CODE_SECRET); unset, one is drawn from the sign-in
   * client's secret, which every copy shares.
   */
  phoneCodeSecret?: string;
}

export interface SmsProviderConfig {
  url: string;
  apiKey: string;
  /** The sender id or number the SMS comes from, e.g. 'BS-PK'. */
  sender: string;
}

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** The push services of Chrome, Firefox, Edge and Safari. */
const DEFAULT_PUSH_SERVICE_HOSTS = [
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
  const databaseReplicaUrls = (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  for (const u of databaseReplicaUrls)
    if (!/^postgres(ql)?:\/\//.test(u))
      throw new ConfigError(
        `DATABASE_REPLICA_URLS must be postgres:// URLs separated by commas, not "${u.replace(/\/\/[^@/]*@/, '//…@')}"`,
      );
  // The embedded database is one process's folder: there is nothing to replicate it to.
  if (databaseReplicaUrls.length && !databaseUrl)
    throw new ConfigError(
      'DATABASE_REPLICA_URLS needs DATABASE_URL: read replicas copy a PostgreSQL primary, and the embedded database has none',
    );
  const replicaMaxLagMs = env.REPLICA_MAX_LAG_MS?.trim() ? Number(env.REPLICA_MAX_LAG_MS) : 2000;
  if (!Number.isInteger(replicaMaxLagMs) || replicaMaxLagMs < 1)
    throw new ConfigError(
      `REPLICA_MAX_LAG_MS must be a number of milliseconds above 0, not "${env.REPLICA_MAX_LAG_MS}"`,
    );
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
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl))
    throw new ConfigError('REDIS_URL must start with redis:// or rediss:// (or leave it unset)');
  const mediaPublicUrl = env.MEDIA_PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;
  if (mediaPublicUrl && !/^https?:\/\/[^/]/.test(mediaPublicUrl))
    throw new ConfigError(
      `MEDIA_PUBLIC_URL must be a URL such as https://cdn.bs.pk/media, not "${mediaPublicUrl}"`,
    );
  const devSignInFlag = env.DEV_SIGN_IN?.trim() || undefined;
  if (devSignInFlag && devSignInFlag !== '0' && devSignInFlag !== '1')
    throw new ConfigError(`DEV_SIGN_IN must be 0 or 1, not "${devSignInFlag}"`);
  const devSignIn =
    !production && (devSignInFlag === '1' || (devSignInFlag === undefined && isLocalhost(publicUrl)));
  const webConcurrency = parseWebConcurrency(env.WEB_CONCURRENCY, databaseUrl, devSignIn);
  const alertJobEveryMs = env.ALERT_JOB_EVERY_MS ? Number(env.ALERT_JOB_EVERY_MS) : ALERT_SWEEP_EVERY_MS;
  if (!Number.isInteger(alertJobEveryMs) || alertJobEveryMs < 0)
    throw new ConfigError(
      `ALERT_JOB_EVERY_MS must be a number of milliseconds, not "${env.ALERT_JOB_EVERY_MS}"`,
    );
  const viewsFlushEveryMs = env.VIEWS_FLUSH_EVERY_MS?.trim()
    ? Number(env.VIEWS_FLUSH_EVERY_MS)
    : VIEWS_FLUSH_EVERY_MS;
  if (!Number.isInteger(viewsFlushEveryMs) || viewsFlushEveryMs < 100)
    throw new ConfigError(
      `VIEWS_FLUSH_EVERY_MS must be a number of milliseconds from 100, not "${env.VIEWS_FLUSH_EVERY_MS}"`,
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
  const adLifetimeSeconds = seconds(
    env.AD_LIFETIME_SECONDS,
    'AD_LIFETIME_SECONDS',
    AD_LIFETIME_DAYS * 86_400,
  );
  if (adLifetimeSeconds <= 0) throw new ConfigError('AD_LIFETIME_SECONDS must be more than 0');
  const sms = smsConfig(env);
  return {
    production,
    port,
    // Outside production the server answers this machine only unless HOST says otherwise.
    host: env.HOST?.trim() || (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl,
    databaseReplicaUrls,
    replicaMaxLagMs,
    demoData: demo === '1',
    publicUrl,
    google: clientId && clientSecret ? { clientId, clientSecret } : undefined,
    oidcIssuer: env.OIDC_ISSUER?.trim() || undefined,
    webDir: path.resolve(env.WEB_DIR?.trim() || './dist/web'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    devSignIn,
    redisUrl,
    redisPrefix: env.REDIS_PREFIX?.trim() || 'bs:',
    s3: s3Config(env),
    mediaPublicUrl,
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    webConcurrency,
    sweepsFirstRunMs: seconds(env.SWEEPS_FIRST_RUN_SECONDS, 'SWEEPS_FIRST_RUN_SECONDS', 60) * 1000,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    adLifetimeMs: adLifetimeSeconds * 1000,
    priceDropMinAgeMs:
      seconds(env.PRICE_DROP_MIN_AGE_SECONDS, 'PRICE_DROP_MIN_AGE_SECONDS', PRICE_DROP_MIN_AGE_MS / 1000) *
      1000,
    alertJobEveryMs,
    viewsFlushEveryMs,
    vapid:
      vapidPublic && vapidPrivate
        ? { publicKey: vapidPublic, privateKey: vapidPrivate, subject: vapidSubject }
        : undefined,
    pushServiceHosts: env.PUSH_SERVICE_HOSTS?.trim()
      ? env.PUSH_SERVICE_HOSTS.split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean)
      : DEFAULT_PUSH_SERVICE_HOSTS,
    sms,
    phoneCodeSecret: env.PHONE_CODE_SECRET?.trim() || undefined,
  };
}

/** SMS_PROVIDER_URL with its key; a half-configured provider is a start-up error, not a silent outbox. */
function smsConfig(env: NodeJS.ProcessEnv): SmsProviderConfig | undefined {
  const url = env.SMS_PROVIDER_URL?.trim();
  const apiKey = env.SMS_API_KEY?.trim();
  const sender = env.SMS_SENDER?.trim() || 'BS';
  if (!url && !apiKey) return undefined;
  if (!url || !apiKey) throw new ConfigError('Set both SMS_PROVIDER_URL and SMS_API_KEY, or neither');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`SMS_PROVIDER_URL must be a URL such as https://sms.example.pk/send, not "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new ConfigError(`SMS_PROVIDER_URL must be an https: URL, not "${url}"`);
  return { url, apiKey, sender };
}

/**
 * WEB_CONCURRENCY (decision 072): default 1 with the embedded database (one process owns its folder)
 * and with the development sign-in (its codes live in one process's memory), otherwise one worker per
 * core. More than 1 needs DATABASE_URL.
 */
function parseWebConcurrency(value: string | undefined, databaseUrl: string | undefined, devSignIn: boolean) {
  const v = value?.trim();
  if (!v) return databaseUrl && !devSignIn ? os.availableParallelism() : 1;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new ConfigError(`WEB_CONCURRENCY must be a number of worker processes from 1 to 64, not "${v}"`);
  if (n > 1 && !databaseUrl)
    throw new ConfigError(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database can be opened by one process only',
    );
  return n;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLocalhost = (url: string) => LOCAL_HOSTS.has(new URL(url).hostname);

/**
 * TRUST_PROXY: unset or 0 trusts no proxy, so X-Forwarded-For is ignored and nobody can pick their own
 * address to dodge a per-address limit; a number trusts that many hops; otherwise a comma-separated
 * list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1).
 */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = value?.trim();
  if (!v || v === '0' || v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true')
    throw new ConfigError(
      'TRUST_PROXY must be a number of proxy hops or the proxies\' addresses, not "true"',
    );
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const a of list)
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a))
      throw new ConfigError(`TRUST_PROXY must list addresses such as 10.0.0.1 or 10.0.0.0/8, not "${a}"`);
  return list;
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new ConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
  };
}

function seconds(value: string | undefined, name: string, fallback: number): number {
  const v = value?.trim();
  if (!v) return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new ConfigError(`${name} must be a number of seconds, not "${v}"`);
  return n;
}
