// A session lives in the database, so it outlives the server process.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { Browser, listeningApp, signInThroughDevIssuer } from '../../../test/support/server/test-browser';

it('keeps a person signed in across a server restart', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bs-restart-'));
  const first = await openPglite(dir);
  await first.migrate();
  const before = await listeningApp(first);
  const browser = new Browser(before.url);
  await signInThroughDevIssuer(browser, { email: 'zara@example.pk', name: 'Zara' });
  const cookie = browser.cookies.get('bs_session')!;
  await before.app.close();
  await first.close();

  const second = await openPglite(dir);
  await second.migrate();
  const after = await listeningApp(second);
  const returning = new Browser(after.url);
  returning.cookies.set('bs_session', cookie);
  const me = await (await returning.fetch('/api/me')).json();
  expect(me.user.name).toBe('Zara');
  await after.app.close();
  await second.close();
});
