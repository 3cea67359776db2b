// First-load JavaScript budgets per route, gzipped (issue 12 item 7): the entry, the route's lazy page
// chunk and their static imports (first-load.ts). `npm test` (scripts/e2e.ts, right after the build)
// fails when a route grows past its budget, naming the route and its size; a new route must get a line
// here. Issue 12 asks home ≤ 120 kB: React 19's react-dom (~61 kB), React Router (~30 kB) and TanStack
// Query (~10 kB) alone come to ~105 kB, so home's budget holds it where it is now (decision 122) and
// is lowered as the code shrinks; never raised without a decision record. Raised once, with the
// Urdu merge, by what i18next and the catalogues add (~24 kB) and issue 9's search box (~5 kB):
// decision 122.
import { firstLoadOf, pageModules } from './first-load';

export const HOME_TARGET_KB = 120;

export const JS_BUDGETS_KB: Record<string, { route: string; kB: number }> = {
  'features/home/home-page.tsx': { route: '/', kB: 177 },
  'features/listings/listing-page.tsx': { route: '/mobile-phones (every listing)', kB: 178 },
  'features/ad-detail/ad-detail-page.tsx': { route: '/{section}/{id} (ad page)', kB: 176 },
  'features/my-ads/my-ads-page.tsx': { route: '/my-ads', kB: 170 },
  'features/settings/settings-page.tsx': { route: '/settings', kB: 223 },
  'features/chat/inbox-page.tsx': { route: '/chat', kB: 169 },
  'features/chat/conversation-page.tsx': { route: '/chat/:id', kB: 172 },
  'features/saved/saved-page.tsx': { route: '/saved', kB: 175 },
  'features/saved-searches/saved-searches-page.tsx': { route: '/saved-searches', kB: 169 },
  'features/notifications/notifications-page.tsx': { route: '/notifications', kB: 168 },
  'features/admin/admin-page.tsx': { route: '/admin', kB: 167 },
  'features/admin/admin-ad-page.tsx': { route: '/admin/ads/:id', kB: 168 },
  'features/sell/brand-picker-page.tsx': { route: '/post/:category', kB: 180 },
  'features/sell/model-picker-page.tsx': { route: '/post/:category/:brand', kB: 179 },
  'features/sell/post-form-page.tsx': { route: '/post/:category/:brand/:model', kB: 230 },
  'features/sell/edit-post-page.tsx': { route: '/edit-post/:id', kB: 231 },
};

export interface BudgetLine {
  module: string;
  route: string;
  kB: number;
  budgetKB: number | undefined;
}

/** Every route's first-load JS against its budget; `over` lists the lines that fail. */
export function checkJsBudgets(outDir: string): { lines: BudgetLine[]; over: BudgetLine[] } {
  const lines = pageModules(outDir).map((module) => {
    const budget = JS_BUDGETS_KB[module];
    return {
      module,
      route: budget?.route ?? module,
      kB: firstLoadOf(outDir, module).jsKB,
      budgetKB: budget?.kB,
    };
  });
  return { lines, over: lines.filter((l) => l.budgetKB === undefined || l.kB > l.budgetKB) };
}

export function budgetMessage(line: BudgetLine): string {
  return line.budgetKB === undefined
    ? `${line.route}: ${line.kB.toFixed(1)} kB gzipped and no budget: add one to scripts/bench/js-budgets.ts`
    : `${line.route}: first-load JS ${line.kB.toFixed(1)} kB gzipped, over its budget of ${line.budgetKB} kB`;
}
