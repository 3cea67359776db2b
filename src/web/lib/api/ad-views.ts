// The queries that show listed ads, named by the first part of their keys: each feature builds its
// keys from these, so a change to an ad (posted, edited, marked sold or available, renewed, deleted)
// refreshes exactly these queries, and not the person's chats, notifications, saved searches,
// numbers or session. They are the browser's side of what the server's adsChanged makes stale
// (docs/architecture.md §3).
import type { QueryClient } from '@tanstack/react-query';

export const adViews = {
  /** Listings and their facets, the ad page, similar ads, the ad's copy for editing. */
  ads: 'ads',
  home: 'home',
  search: 'search',
  myAds: 'my-ads',
  /** A seller's page counts and lists their ads. */
  sellers: 'sellers',
  /** The hearts' answer names the person's own ads; the saved list shows each ad as it is now. */
  savedAds: 'saved-ads',
  priceGuide: 'price-guide',
  /** The makes and models listed most, and the suggestions' counts. */
  trending: 'trending',
  suggestions: 'suggestions',
} as const;

const ROOTS: ReadonlySet<unknown> = new Set(Object.values(adViews));

/** Marks every query that shows ads stale; those on screen ask again at once. */
export function refreshAdViews(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => ROOTS.has(q.queryKey[0]) });
}
