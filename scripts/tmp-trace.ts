import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startDemoWebServer } from './bench/demo-web-server';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'prof-'));
const server = await startDemoWebServer(path.resolve(process.env.WEB_DIR ?? 'dist/web'), tmp);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (let run = 0; run < 2; run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'disabled-by-default-v8.compile', 'v8.execute', 'toplevel'] });
  await page.goto(new URL(process.argv[2] ?? '/', server.origin).href);
  await page.waitForTimeout(5000);
  const buf = await browser.stopTracing();
  if (run === 1) writeFileSync('/tmp/trace-v8.json', buf);
  await context.close();
}
await browser.close();
await server.close();
