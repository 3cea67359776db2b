import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
  it('reads the alert job period and the web push keys (issue 13)', () => {
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
});
