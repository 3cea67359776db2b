import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { PRICE_DROP_MIN_AGE_MS } from '../domain/limits';

describe('configuration', () => {
  it('defaults to the embedded database, demo data and localhost', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      demoData: true,
      publicUrl: 'http://localhost:3000',
      google: undefined,
    });
    expect(c.dataDir).toMatch(/\/data$/);
  });
  it('starts empty in production unless asked, and requires Google there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const c = loadConfig({
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      PUBLIC_URL: 'https://bs.pk/',
    });
    expect(c).toMatchObject({
      demoData: false,
      publicUrl: 'https://bs.pk',
      google: { clientId: 'id', clientSecret: 's' },
    });
  });
  it('refuses settings that cannot work, in words', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/must start with postgres:\/\//);
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA must be 0 or 1/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-id' })).toThrow(
      /both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
  });

  it('runs the development sign-in only on localhost or when DEV_SIGN_IN=1, and never in production', () => {
    expect(loadConfig({}).devSignIn).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:4000' }).devSignIn).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://staging.bs.example' }).devSignIn).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://staging.bs.example', DEV_SIGN_IN: '1' }).devSignIn).toBe(true);
    expect(loadConfig({ DEV_SIGN_IN: '0' }).devSignIn).toBe(false);
    const production = { NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'i', GOOGLE_CLIENT_SECRET: 's' };
    expect(loadConfig({ ...production, DEV_SIGN_IN: '1' }).devSignIn).toBe(false);
    expect(() => loadConfig({ DEV_SIGN_IN: 'yes' })).toThrow(/DEV_SIGN_IN must be 0 or 1/);
  });
  it('listens on this machine only outside production, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const production = { NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'i', GOOGLE_CLIENT_SECRET: 's' };
    expect(loadConfig(production).host).toBe('0.0.0.0');
  });
  it('trusts no proxy unless TRUST_PROXY names hops or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'i', GOOGLE_CLIENT_SECRET: 's' }).trustProxy,
    ).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxy hops/);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY must list addresses/);
  });
  it('reads the optional services: Redis, S3, a media URL and the metrics token', () => {
    const c = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      MEDIA_PUBLIC_URL: 'https://cdn.bs.example/media/',
      METRICS_TOKEN: 't',
    });
    expect(c).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      s3: { bucket: 'photos', endpoint: 'http://127.0.0.1:4569', forcePathStyle: true, region: 'us-east-1' },
      mediaPublicUrl: 'https://cdn.bs.example/media',
      metricsToken: 't',
    });
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL must start with redis:\/\//);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
  it('reads how often ad views are flushed', () => {
    expect(loadConfig({}).viewsFlushEveryMs).toBe(5_000);
    expect(loadConfig({ VIEWS_FLUSH_EVERY_MS: '500' }).viewsFlushEveryMs).toBe(500);
    expect(() => loadConfig({ VIEWS_FLUSH_EVERY_MS: '0' })).toThrow(/VIEWS_FLUSH_EVERY_MS must be/);
    expect(() => loadConfig({ VIEWS_FLUSH_EVERY_MS: 'soon' })).toThrow(/VIEWS_FLUSH_EVERY_MS must be/);
  });
  it('reads the alert job period and the web push keys', () => {
    const c = loadConfig({});
    expect(c.alertJobEveryMs).toBe(10_000);
    expect(c.vapid).toBeUndefined();
    expect(c.pushServiceHosts).toContain('fcm.googleapis.com');
    const on = loadConfig({
      ALERT_JOB_EVERY_MS: '0',
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      PUSH_SERVICE_HOSTS: 'localhost, Push.Example.pk',
    });
    expect(on).toMatchObject({
      alertJobEveryMs: 0,
      vapid: { publicKey: 'pub', privateKey: 'priv', subject: 'mailto:push@localhost' },
      pushServiceHosts: ['localhost', 'push.example.pk'],
    });
    expect(
      loadConfig({ PUBLIC_URL: 'https://bs.pk', VAPID_PUBLIC_KEY: 'a', VAPID_PRIVATE_KEY: 'b' }).vapid
        ?.subject,
    ).toBe('https://bs.pk');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'only' })).toThrow(
      /both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ ALERT_JOB_EVERY_MS: 'soon' })).toThrow(/ALERT_JOB_EVERY_MS must be/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: 'a', VAPID_PRIVATE_KEY: 'b', VAPID_SUBJECT: 'http://bs.pk' }),
    ).toThrow(/VAPID_SUBJECT must be/);
  });
  it('reads how long an ad lives: 30 days unless AD_LIFETIME_SECONDS says otherwise', () => {
    expect(loadConfig({}).adLifetimeMs).toBe(30 * 24 * 60 * 60 * 1000);
    expect(loadConfig({ AD_LIFETIME_SECONDS: '40' }).adLifetimeMs).toBe(40_000);
    expect(() => loadConfig({ AD_LIFETIME_SECONDS: '0' })).toThrow(/AD_LIFETIME_SECONDS must be more/);
    expect(() => loadConfig({ AD_LIFETIME_SECONDS: 'a month' })).toThrow(/AD_LIFETIME_SECONDS must be/);
  });
  it('reads how soon after posting a cut can be a price drop: a day unless PRICE_DROP_MIN_AGE_SECONDS says otherwise', () => {
    expect(loadConfig({}).priceDropMinAgeMs).toBe(PRICE_DROP_MIN_AGE_MS);
    expect(loadConfig({ PRICE_DROP_MIN_AGE_SECONDS: '0' }).priceDropMinAgeMs).toBe(0);
    expect(() => loadConfig({ PRICE_DROP_MIN_AGE_SECONDS: 'soon' })).toThrow(
      /PRICE_DROP_MIN_AGE_SECONDS must be/,
    );
  });
  it('reads the SMS provider whole or not at all', () => {
    expect(loadConfig({}).sms).toBeUndefined();
    expect(
      loadConfig({ SMS_PROVIDER_URL: 'https://sms.example.pk/send', SMS_API_KEY: 'k', SMS_SENDER: 'BS-PK' })
        .sms,
    ).toEqual({ url: 'https://sms.example.pk/send', apiKey: 'k', sender: 'BS-PK' });
    expect(
      loadConfig({ SMS_PROVIDER_URL: 'https://sms.example.pk/send', SMS_API_KEY: 'k' }).sms?.sender,
    ).toBe('BS');
    expect(() => loadConfig({ SMS_PROVIDER_URL: 'https://sms.example.pk/send' })).toThrow(
      /Set both SMS_PROVIDER_URL and SMS_API_KEY/,
    );
    expect(() => loadConfig({ SMS_API_KEY: 'k' })).toThrow(/Set both SMS_PROVIDER_URL and SMS_API_KEY/);
    expect(() => loadConfig({ SMS_PROVIDER_URL: 'sms.example.pk', SMS_API_KEY: 'k' })).toThrow(
      /SMS_PROVIDER_URL must be a URL/,
    );
    expect(() => loadConfig({ SMS_PROVIDER_URL: 'ftp://sms.example.pk', SMS_API_KEY: 'k' })).toThrow(
      /SMS_PROVIDER_URL must be an https: URL/,
    );
  });
});
