// @vitest-environment happy-dom
// Signed in, 'Report' tapped while the app's dialog is still a chunk away opens the server's popover of
// this ad as the tap lands, and the chunk comes for the next tap, which opens the app's (decision 224).
import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { reportButtonPage } from '../../../../test/support/web/report-button-page';
import { loadReportDialog } from './lazy-report-dialog';

const AD = '11111111-2222-4333-8444-555555555555';
let page: ReturnType<typeof reportButtonPage> | undefined;
afterEach(() => page?.unmount());

it("opens the server's popover while the dialog's chunk is away, and the app's dialog once it has come", async () => {
  page = reportButtonPage(AD, AD);
  expect(page.tap()).toBe(true);
  expect(page.appDialog()).toBeNull();

  await act(() => loadReportDialog());
  expect(page.tap()).toBe(false);
  await act(() => loadReportDialog());
  expect(page.appDialog()?.textContent).toContain('Report this ad');
});
