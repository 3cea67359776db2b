// Browsing: listings with filters and facets, home rows, home search, suggestions,
// locations, the ad page and the contact reveal. Thin: parse, call a service, answer. None of these
// answers carries a phone number except the reveal, which is signed-in, rate-limited and no-store.
import { say } from '../../domain/messages';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTACT_REVEALS_PER_HOUR, SEARCHES_PER_MINUTE } from '../../domain/limits';
import {
  homeQuerySchema,
  parseListingQuery,
  searchQuerySchema,
  suggestionsQuerySchema,
  type ListingQuery,
} from '../../domain/schemas/listing-query';
import { requireUser } from '../auth/guard';
import { isModerator } from '../moderation/moderators';
import { ApiError, notFound, parseWith, tooMany } from '../http/errors';
import { readAround, type BrowseCaches } from './browse-caches';
import { AD_NOT_FOUND, adExists, getAdDetail, revealContact } from './detail-service';
import { homeRows } from './home-service';
import { findLocations } from './listing-repository';
import { listAds, listFacets } from './listing-service';
import { createLexicon } from './search-lexicon';
import { searchAds } from './search-service';
import { createSuggestionCounts } from './suggestion-counts';
import { suggest } from './suggestions';
import { trendingSearches } from './trending';

export const REVEAL_LIMIT_MESSAGE = say('ad.revealLimit');
export const SEARCH_LIMIT_MESSAGE = say('ad.searchLimit');
const SIGN_IN_TO_VIEW = say('ad.signInToView');
const SIGN_IN_TO_CONTACT = say('ad.signInToContact');

declare module 'fastify' {
  interface FastifyInstance {
    /** Made in app.ts (one set per app), shared with /metrics. */
    browseCaches: BrowseCaches;
  }
  interface FastifyRequest {
    /** Categories of the ads a write changed (write-routes.ts); null: unknown, so everything. */
    adCategories: string[] | null;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function listingQuery(request: FastifyRequest): ListingQuery {
  const parsed = parseListingQuery(request.query as Record<string, unknown>);
  if (parsed.ok) return parsed.query;
  const first = Object.values(parsed.fields)[0] ?? 'Please check the filters.';
  throw new ApiError(400, 'validation', first, parsed.fields);
}

async function readRoutesPlugin(app: FastifyInstance) {
  const caches = app.browseCaches;
  app.decorateRequest('adCategories', null);
  // Writes, the contact reveal and the search words stay on the primary: the words of a new ad are
  // searchable at once. Everything else here may come from a read replica (decision 147).
  const db = app.db;
  const lexicon = createLexicon(db);
  const suggestionCounts = createSuggestionCounts(() => app.readerFor().db);
  const read = (request: FastifyRequest) => {
    const reader = app.readerFor(request);
    return { reader: reader.db, caches: reader.ownWritePending ? readAround(caches) : caches };
  };

  // New words (a new ad, an edit) through this server are searchable, and correctable, at once.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      lexicon.invalidate();
      suggestionCounts.invalidate();
    }
  });

  // Any successful change to ads (the write routes share this context) makes the browse caches it
  // touched stale in every copy before the answer leaves, so a person sees their own change straight
  // away wherever their next request lands. The write routes name the categories they changed; any
  // other change empties everything.
  app.addHook('onSend', async (request, reply, payload) => {
    const change = request.method !== 'GET' && request.method !== 'HEAD';
    if (change && reply.statusCode < 400 && !request.url.endsWith('/contact'))
      await caches.changed(request.adCategories ?? undefined);
    return payload;
  });

  // Generous per-address limits on the text endpoints. Outside production the machine's own address
  // is exempt, so local load tests measure the server rather than the limiter.
  const searchLimit = {
    rateLimit: {
      max: SEARCHES_PER_MINUTE,
      timeWindow: '1 minute',
      allowList: (request: FastifyRequest) => !app.config.production && LOOPBACK.has(request.ip),
      errorResponseBuilder: () => tooMany(SEARCH_LIMIT_MESSAGE),
    },
  };

  app.get('/api/ads', async (request) => {
    const { reader, caches } = read(request);
    return listAds(reader, caches, lexicon, listingQuery(request));
  });

  app.get('/api/ads/facets', async (request) => {
    const { reader, caches } = read(request);
    return listFacets(reader, caches, lexicon, listingQuery(request));
  });

  app.get('/api/home', async (request) => {
    const { location } = parseWith(homeQuerySchema, request.query, say('search.checkLocation'));
    return homeRows(read(request).reader, location);
  });

  app.get('/api/search', { config: searchLimit }, async (request) => {
    const input = parseWith(searchQuerySchema, request.query, say('search.check'));
    const { reader, caches } = read(request);
    return searchAds(reader, caches, lexicon, input);
  });

  app.get('/api/suggestions', { config: searchLimit }, async (request) => {
    const { q } = parseWith(suggestionsQuerySchema, request.query, say('search.check'));
    return suggest(q, lexicon, await suggestionCounts.get());
  });

  app.get('/api/trending', async (request) => {
    const { reader, caches } = read(request);
    return caches.trending.getOrLoad('all', () => trendingSearches(reader));
  });

  app.get('/api/locations', async (request) => {
    const { reader, caches } = read(request);
    return { locations: await caches.locations.getOrLoad('all', () => findLocations(reader)) };
  });

  // docs/product.md §6: ad details are for signed-in people. Signed out, a missing ad is still a 404, so the page
  // says 'Ad not found.' instead of asking to sign in for nothing; that an id exists is no
  // secret, as its URL's preview tags show it to anyone.
  app.get<{ Params: { id: string } }>('/api/ads/:id', async (request, reply) => {
    const { reader } = read(request);
    if (!request.user && !(await adExists(reader, request.params.id))) throw notFound(AD_NOT_FOUND);
    const user = requireUser(request, SIGN_IN_TO_VIEW);
    // For this person's browser only (never a shared cache), asked again each time online. Not
    // no-store: the app's service worker keeps the ads a person opened for offline reading and empties
    // itself on sign-out (decisions 123, 144); nothing here is the viewer's own data or a number.
    reply.header('Cache-Control', 'private, no-cache');
    return getAdDetail(reader, request.params.id, {
      id: user.id,
      isModerator: isModerator(app.config, user),
    });
  });

  app.post<{ Params: { id: string } }>(
    '/api/ads/:id/contact',
    {
      // Signed out is a 401 before the limiter counts anything; the limit is per person, not per address.
      onRequest: async (request) => {
        requireUser(request, SIGN_IN_TO_CONTACT);
      },
      config: {
        // Refused to a suspended person, whatever the method (decision 141).
        reveals: true,
        rateLimit: {
          max: CONTACT_REVEALS_PER_HOUR,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `reveal:${request.user?.id ?? request.ip}`,
          errorResponseBuilder: () => tooMany(REVEAL_LIMIT_MESSAGE),
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return revealContact(db, request.params.id);
    },
  );
}

/**
 * Wrapped with fastify-plugin so the cache-clearing hook above also sees the write routes, which
 * are registered next to these (routes.ts).
 */
export const readRoutes = fp(readRoutesPlugin, { name: 'ads-read-routes' });
