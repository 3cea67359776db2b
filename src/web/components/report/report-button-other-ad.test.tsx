// @vitest-environment happy-dom
// After a move in the app from one ad to another, the server's popover left in the document is the
// first ad's: 'Report' never opens it, even with the app's dialog still a chunk away (decision 224).
// Its own file: the chunk, once loaded by report-button.test.tsx, stays loaded for a module's life.
import { act } from 'react';
import { expect, it } from 'vitest';
import { reportButtonPage } from '../../../../test/support/web/report-button-page';
import { loadReportDialog } from './lazy-report-dialog';

const AD = '11111111-2222-4333-8444-555555555555';
const FIRST_AD = '99999999-2222-4333-8444-555555555555';

it("opens the app's dialog, not the popover of the ad the page was drawn for", async () => {
  const page = reportButtonPage(AD, FIRST_AD);
  expect(page.tap()).toBe(false);
  await act(() => loadReportDialog());
  expect(page.appDialog()?.textContent).toContain('Report this ad');
  page.unmount();
});
