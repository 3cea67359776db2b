import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';

// Browser journeys run against the real server (PGlite in a fresh DATA_DIR, demo data on) and a real
// Chromium: Debian's by default (this machine cannot download Playwright's), CHROMIUM_PATH to override.
// scripts/e2e.ts resolves the browser and builds the web app first.
const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'bs-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const executablePath = process.env.PW_CHROMIUM_PATH || undefined;
// Web push: a key pair per run; the push journey's local push service runs on localhost, on
// a port the server is told of (push addresses need port 443 unless PUSH_SERVICE_HOSTS names another).
const vapid = webpush.generateVAPIDKeys();
const pushPort = Number(process.env.E2E_PUSH_PORT ?? port + 1000);
process.env.E2E_PUSH_PORT = String(pushPort);

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    // The service worker (decision 123) precaches the whole app in every new browser context; the
    // journeys about it (e2e/pwa.spec.ts, web push) turn it on, the others spare the small machine.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'npx tsx src/server/main.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      // Loopback only, whatever the server's default: the journeys' server is a test service.
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      WEB_DIR: process.env.WEB_DIR ?? 'dist/web',
      // New ads are matched against saved searches every second, so alert journeys wait briefly.
      ALERT_JOB_EVERY_MS: '1000',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_SERVICE_HOSTS: `localhost:${pushPort}`,
      // Trust and safety: the moderator of e2e/trust.spec.ts, and ads that expire 40 s after
      // posting or renewing, so the expired-ad journey sees expiry happen without touching the database
      // (the journeys use their ads well within that; demo ads keep the default 30 days).
      ADMIN_EMAILS: 'moderator@bs.test',
      AD_LIFETIME_SECONDS: '40',
      // A price cut counts as a drop at once here, so the journeys' new ads can show one; the day a
      // real ad must wait (decision 160) is the unit tests' (src/domain/price-drop.test.ts).
      PRICE_DROP_MIN_AGE_SECONDS: '0',
      // Counted ad views reach the database every half second, so the seller's count goes up soon
      // after a buyer opens the ad (decision 196; the default is every few seconds).
      VIEWS_FLUSH_EVERY_MS: '500',
    },
  },
});
