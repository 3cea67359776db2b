// First-load JavaScript budgets per route, gzipped: the entry, the route's lazy page
// chunk and their static imports (first-load.ts). `npm test` (scripts/e2e.ts, right after the build)
// fails when a route grows past its budget, naming the route and its size; a new route must get a line
// here. Budgets are each route's measured size plus ~2 kB, never raised without a decision record
// (decision 122). They are React's sizes: react-dom is ~61 kB of each (decision 137). Decision 165
// lowered them all when the framework became one chunk; decision 214 to each size plus 0.1 kB;
// decision 217 raised the ones the language switch's link took over by the least amount, decision 219
// those V8's compile hint took over, decisions 222 and 223 those a signed-in heart's save and the early
// suggestions took over, decision 224 those 'Report' leaving its tap to the server's popover took over.
import { firstLoadOf, pageModules } from './first-load';

export const HOME_TARGET_KB = 170;

export const JS_BUDGETS_KB: Record<string, { route: string; kB: number }> = {
  'features/home/home-page.tsx': { route: '/', kB: 169.4 }, // decisions 214, 217, 218, 219, 222, 223
  'features/listings/listing-page.tsx': { route: '/mobile-phones (every listing)', kB: 179.1 }, // decisions 213, 214, 216, 217, 222, 223, 224
  'features/ad-detail/ad-detail-page.tsx': { route: '/{section}/{id} (ad page)', kB: 171.7 }, // decisions 214, 217, 222, 224
  'features/seller/seller-page.tsx': { route: '/seller/:id', kB: 168.7 }, // decisions 214, 217, 218, 222, 223
  'features/my-ads/my-ads-page.tsx': { route: '/my-ads', kB: 166.2 }, // decisions 214, 219, 223
  'features/settings/settings-page.tsx': { route: '/settings', kB: 231 }, // decisions 214, 217, 219, 222, 223
  'features/chat/inbox-page.tsx': { route: '/chat', kB: 160.7 }, // decisions 214, 217, 222, 223
  'features/chat/conversation-page.tsx': { route: '/chat/:id', kB: 166.7 }, // decisions 214, 217, 218, 222, 223
  'features/saved/saved-page.tsx': { route: '/saved', kB: 166.6 }, // decisions 214, 217, 218, 222, 223
  'features/saved-searches/saved-searches-page.tsx': { route: '/saved-searches', kB: 162.8 }, // decisions 214, 219, 223
  'features/notifications/notifications-page.tsx': { route: '/notifications', kB: 159.8 }, // decisions 214, 219, 223
  'features/admin/admin-page.tsx': { route: '/admin', kB: 160.5 }, // decisions 214, 217, 222
  'features/account/suspended-page.tsx': { route: '/suspended', kB: 157.9 }, // decisions 214, 219, 223
  'features/admin/admin-ad-page.tsx': { route: '/admin/ads/:id', kB: 160 }, // decisions 214, 217, 222, 223
  'features/sell/brand-picker-page.tsx': { route: '/post/:category', kB: 176.4 }, // decisions 214, 217, 219, 223
  'features/sell/model-picker-page.tsx': { route: '/post/:category/:brand', kB: 175.8 }, // decisions 214, 217, 222, 223
  'features/sell/post-form-page.tsx': { route: '/post/:category/:brand/:model', kB: 237.5 }, // decisions 214, 217, 219, 222, 223
  'features/sell/edit-post-page.tsx': { route: '/edit-post/:id', kB: 237.8 }, // decisions 214, 217, 219, 222, 223
};

export interface BudgetLine {
  module: string;
  route: string;
  kB: number;
  budgetKB: number | undefined;
}

/** Every route's first-load JS against its budget; `over` lists the lines that fail. */
export function checkJsBudgets(outDir: string): { lines: BudgetLine[]; over: BudgetLine[] } {
  // A route is a lazy page module; other lazy modules (a search's reading of the words) are no route.
  const lines = pageModules(outDir)
    .filter((module) => module.endsWith('-page.tsx'))
    .map((module) => {
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
