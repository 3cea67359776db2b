// Browsing: listings with filters and facets, home rows, home search, suggestions,
// locations, the ad page and the contact reveal. Thin: parse, call a service, answer. None of these
// answers carries a phone number except the reveal, which is signed-in, rate-limited and no-store.
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
import { searchAds } from './search-service';
import { suggest } from './suggestions';
import { trendingSearches } from './trending';

export const REVEAL_LIMIT_MESSAGE =
  'You have revealed many numbers in the last hour. Please try again later.';
export const SEARCH_LIMIT_MESSAGE = 'You are searching very fast. Please wait a minute and try again.';
const SIGN_IN_TO_VIEW = 'Please sign in to see this ad.';
const SIGN_IN_TO_CONTACT = 'Please sign in to contact the seller.';

declare module 'fastify' {
  interface FastifyInstance {
    /** Made in app.ts (one set per app), shared with /metrics. */
    browseCaches: BrowseCaches;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function listingQuery(request: FastifyRequest): ListingQuery {
  const parsed = parseListingQuery(request.query as Record<string, unknown>);
  if (parsed.ok) return parsed.query;
  const first = Object.values(parsed.fields)[0] ?? 'Please check the filters.';
  throw new ApiError(400, 'validation', first, parsed.fields);
}

export async function readRoutes(app: FastifyInstance) {
  const caches = app.browseCaches;
  // The contact reveal and the search words stay on the primary: the words of a new ad are
  // searchable at once. Everything else here may come from a read replica (decision 147).
  const db = app.db;
  const { lexicon, suggestionCounts } = app;
  const read = (request: FastifyRequest) => {
    const reader = app.readerFor(request);
    return { reader: reader.db, caches: reader.ownWritePending ? readAround(caches) : caches };
  };

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
    const { location } = parseWith(homeQuerySchema, request.query, 'Please check the location.');
    return homeRows(read(request).reader, location);
  });

  app.get('/api/search', { config: searchLimit }, async (request) => {
    const input = parseWith(searchQuerySchema, request.query, 'Please check the search.');
    const { reader, caches } = read(request);
    return searchAds(reader, caches, lexicon, input);
  });

  app.get('/api/suggestions', { config: searchLimit }, async (request) => {
    const { q } = parseWith(suggestionsQuerySchema, request.query, 'Please check the search.');
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
