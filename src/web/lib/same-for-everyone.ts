// Queries whose answer is the same for every visitor, signed in or not: home's rows, the search and
// the listings, their filters, the locations, the suggestions and the footer's trending searches.
// Sign-out forgets every other answer the page is not showing (useAfterSignOut, lib/session.tsx), but
// keeps these: a drawn page's parts still waiting to hydrate on a slow phone read them, and with them
// gone such a part hydrated as its loading state over the server's drawing (React error 418) when
// Logout was tapped before the footer had hydrated.

/** The `meta` of such a query. */
export const SAME_FOR_EVERYONE = { sameForEveryone: true } as const;

export function isSameForEveryone(query: { meta?: Record<string, unknown> | undefined }): boolean {
  return query.meta?.sameForEveryone === true;
}
