// `npm run test:e2e`: finds a Chromium (CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own,
// installing it where that works), builds the web app, checks every route's first-load JS against its
// budget (scripts/bench/js-budgets.ts), then runs the Playwright journeys. Without any
// browser it fails with a message that says how to get one: the journeys are never skipped silently.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { budgetMessage, checkJsBudgets } from './bench/js-budgets';

function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (existsSync(chromium.executablePath())) return ''; // Playwright's own browser: no override needed
  const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (install.status === 0 && existsSync(chromium.executablePath())) return '';
  return undefined;
}

const browser = findChromium();
if (browser === undefined) {
  console.error(
    'No Chromium for the browser journeys. Install one (Debian: apt-get install -y chromium; elsewhere: npx playwright install chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;

// Each port gets its own build folder, so journeys on different ports never overwrite each other's build.
process.env.WEB_DIR ??= `dist/web-e2e-${process.env.E2E_PORT ?? 4180}`;
if (run('npx', ['tsx', 'scripts/build-web.ts']) !== 0) process.exit(1);
// The first-load JS budget of every route (decision 122): CI fails here, before any journey, when one grew.
const { over } = checkJsBudgets(process.env.WEB_DIR);
if (over.length) {
  console.error(`First-load JavaScript over budget:\n${over.map((l) => `  ${budgetMessage(l)}`).join('\n')}`);
  process.exit(1);
}
process.exit(
  run('npx', ['playwright', 'test', ...process.argv.slice(2)], { ...process.env, PW_CHROMIUM_PATH: browser }),
);
