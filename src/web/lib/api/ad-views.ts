// The queries that show listed ads, named by the first part of their keys, so a change to an ad
// (posted, edited, marked sold or available, renewed, deleted) refreshes exactly these, and not the
// person's chats, notifications, saved searches, numbers or session. They are the browser's side of
// what the server's adsChanged makes stale (docs/architecture.md §3); ad-views.test.ts holds the
// features' keys to this list. Plain strings rather than constants the features import: every
// page's first load would carry them (decision 122).
import type { QueryClient } from '@tanstack/react-query';

const AD_VIEWS: ReadonlySet<unknown> = new Set([
  // Listings and their facets, the ad page, similar ads, the ad's copy for editing.
  'ads',
  'home',
  'search',
  'my-ads',
  // A seller's page counts and lists their ads.
  'sellers',
  // The hearts' answer names the person's own ads; the saved list shows each ad as it is now.
  'saved-ads',
  'price-guide',
  // The makes and models listed most, and the suggestions' counts.
  'trending',
  'suggestions',
]);

/** Marks every query that shows ads stale; those on screen ask again at once. */
export function refreshAdViews(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => AD_VIEWS.has(q.queryKey[0]) });
}
