// What browsing remembers about the ads, and the one call that makes it stale (decision 163).
//
// Browsing keeps three things between requests: the browse caches (counts, facets, home search,
// locations, trending; browse-caches.ts, shared by every copy through their generations), the
// search words that correct typos (search-lexicon.ts) and the suggestions' counts
// (suggestion-counts.ts). Every write that changes what browsing shows (an ad posted, edited or
// deleted, marked sold or renewed, reported, hidden or restored, a seller banned or let back) awaits
// `app.adsChanged(categories)` right after its write and before it answers, so the person sees their
// own change at once wherever their next request lands. Registered once, in app.ts.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createLexicon, type Lexicon } from './search-lexicon';
import type { RefreshedValue } from './refreshed-value';
import { createSuggestionCounts, type AdCounts } from './suggestion-counts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The search words (on the primary: a new ad's words are searchable at once). */
    lexicon: Lexicon;
    suggestionCounts: RefreshedValue<AdCounts>;
    /**
     * Ads of these categories changed (none named: anything may have changed, so everything goes
     * stale). Awaited before the change is answered.
     */
    adsChanged(categories?: readonly string[]): Promise<void>;
  }
}

export const adChanges = fp(
  async (app: FastifyInstance) => {
    const lexicon = createLexicon(app.db);
    const suggestionCounts = createSuggestionCounts(() => app.readerFor().db);
    app.decorate('lexicon', lexicon);
    app.decorate('suggestionCounts', suggestionCounts);
    app.decorate('adsChanged', async (categories?: readonly string[]) => {
      lexicon.invalidate();
      suggestionCounts.invalidate();
      await app.browseCaches.changed(categories);
    });
  },
  { name: 'ad-changes' },
);
