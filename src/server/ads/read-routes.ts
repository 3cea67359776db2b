// Browsing: listings with filters and facets, home rows, home search, suggestions,
// locations, the ad page and the contact reveal. Thin: parse, call a service, answer. None of these
// answers carries a phone number except the reveal, which is signed-in, rate-limited and no-store.
import {
  adDetailSchema,
  contactResponseSchema,
  facetsResponseSchema,
  homeResponseSchema,
  listingResponseSchema,
  locationsResponseSchema,
  searchResponseSchema,
  similarAdsResponseSchema,
  suggestionsResponseSchema,
  trendingResponseSchema,
} from '../../domain/api-schemas';
import { say } from '../../domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CONTACT_REVEALS_PER_HOUR, SEARCHES_PER_MINUTE } from '../../domain/limits';
import {
  homeQuerySchema,
  listingQueryBaseSchema,
  parseListingQuery,
  searchQuerySchema,
  suggestionsQuerySchema,
  type ListingQuery,
} from '../../domain/schemas/listing-query';
import { idParamsSchema } from '../../domain/schemas/params';
import { ANYONE, PERSON, signedInUser } from '../auth/guard';
import { typed } from '../http/contract';
import { isModerator } from '../auth/moderators';
import { ApiError, tooMany } from '../http/errors';
import { readAround, type BrowseCaches } from './browse-caches';
import { AD_NOT_FOUND, adExists, getAdDetail, revealContact } from './detail-service';
import { homeRows } from './home-service';
import { findLocations } from './listing-repository';
import { cachedListing, listFacets } from './listing-service';
import { searchAds } from './search-service';
import { getSimilarAds } from './similar-service';
import { suggest } from './suggestions';
import { trendingSearches } from './trending';
import { isBrowserView } from './views';

export const REVEAL_LIMIT_MESSAGE = say('ad.revealLimit');
const SEARCH_LIMIT_MESSAGE = say('ad.searchLimit');
const SIGN_IN_TO_VIEW = say('ad.signInToView');
const SIGN_IN_TO_CONTACT = say('ad.signInToContact');

declare module 'fastify' {
  interface FastifyInstance {
    /** Made in app.ts (one set per app), shared with /metrics. */
    browseCaches: BrowseCaches;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

// The listing's query is read by parseListingQuery, whose filters depend on the category, so the
// route's schema only names the common keys for the document and lets every value through.
const listingQueryDocSchema = z.looseObject(
  Object.fromEntries(Object.keys(listingQueryBaseSchema.shape).map((key) => [key, z.unknown().optional()])),
);

function listingQuery(query: Record<string, unknown>): ListingQuery {
  const parsed = parseListingQuery(query);
  if (parsed.ok) return parsed.query;
  const first = Object.values(parsed.fields)[0] ?? 'Please check the filters.';
  throw new ApiError(400, 'validation', first, parsed.fields);
}

/** A listing query that searches words (q), not only filters. */
function hasWords(query: unknown): boolean {
  const q = (query as { q?: unknown } | undefined)?.q;
  return typeof q === 'string' && q.trim() !== '';
}

export async function readRoutes(plain: FastifyInstance) {
  const app = typed(plain);
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
    ...ANYONE,
    rateLimit: {
      max: SEARCHES_PER_MINUTE,
      timeWindow: '1 minute',
      allowList: (request: FastifyRequest) => !app.config.production && LOOPBACK.has(request.ip),
      errorResponseBuilder: () => tooMany(SEARCH_LIMIT_MESSAGE),
    },
  };

  // A listing with words is a search too, and costs as much as /api/search: the same per-address limit.
  // Without words it is browsing (cached per filter set) and stays unlimited.
  const wordsLimit = {
    ...ANYONE,
    rateLimit: {
      ...searchLimit.rateLimit,
      allowList: (request: FastifyRequest) =>
        !hasWords(request.query) || searchLimit.rateLimit.allowList(request),
    },
  };
  const listing = { querystring: listingQueryDocSchema };
  app.get(
    '/api/ads',
    { config: wordsLimit, schema: { ...listing, response: { 200: listingResponseSchema } } },
    async (request) => {
      const { reader, caches } = read(request);
      return cachedListing(reader, caches, lexicon, listingQuery(request.query));
    },
  );

  app.get(
    '/api/ads/facets',
    { config: wordsLimit, schema: { ...listing, response: { 200: facetsResponseSchema } } },
    async (request) => {
      const { reader, caches } = read(request);
      return listFacets(reader, caches, lexicon, listingQuery(request.query));
    },
  );

  app.get(
    '/api/home',
    {
      config: { ...ANYONE, invalid: say('search.checkLocation') },
      schema: { querystring: homeQuerySchema, response: { 200: homeResponseSchema } },
    },
    async (request) => {
      const { reader, caches } = read(request);
      return homeRows(reader, caches, request.query.location);
    },
  );

  const searchConfig = { ...searchLimit, invalid: say('search.check') };
  app.get(
    '/api/search',
    {
      config: searchConfig,
      schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
    },
    async (request) => {
      const { reader, caches } = read(request);
      return searchAds(reader, caches, lexicon, request.query);
    },
  );

  app.get(
    '/api/suggestions',
    {
      config: searchConfig,
      schema: { querystring: suggestionsQuerySchema, response: { 200: suggestionsResponseSchema } },
    },
    async (request) => suggest(request.query.q, lexicon, await suggestionCounts.get()),
  );

  app.get(
    '/api/trending',
    { config: ANYONE, schema: { response: { 200: trendingResponseSchema } } },
    async (request) => {
      const { reader, caches } = read(request);
      return caches.trending.getOrLoad('all', () => trendingSearches(reader));
    },
  );

  app.get(
    '/api/locations',
    { config: ANYONE, schema: { response: { 200: locationsResponseSchema } } },
    async (request) => {
      const { reader, caches } = read(request);
      return { locations: await caches.locations.getOrLoad('all', () => findLocations(reader)) };
    },
  );

  // docs/product.md §6: ad details are for signed-in people. Signed out, a missing ad is still a 404, so the page
  // says 'Ad not found.' instead of asking to sign in for nothing; that an id exists is no
  // secret, as its URL's preview tags show it to anyone.
  const detail = { params: idParamsSchema, response: { 200: adDetailSchema } };
  const adPage = {
    auth: 'person',
    signIn: SIGN_IN_TO_VIEW,
    notFound: AD_NOT_FOUND,
    existsForStrangers: (request: FastifyRequest) =>
      adExists(read(request).reader, (request.params as { id: string }).id),
  } as const;
  app.get('/api/ads/:id', { config: adPage, schema: detail }, async (request, reply) => {
    const { reader } = read(request);
    const user = signedInUser(request);
    const viewer = { id: user.id, isModerator: isModerator(app.config, user) };
    const detail = await getAdDetail(reader, request.params.id, viewer);
    // A person's browser opening the page counts a view for the seller; never the seller's own.
    if (!detail.isOwner && isBrowserView(request)) app.viewCounter.count(detail.id, user.id);
    // For this person's browser only (never a shared cache), asked again each time online. Not
    // no-store: the app's service worker keeps the ads a person opened for offline reading (decision
    // 123). But an answer that depends on who asks is never kept (decision 181): the owner's says
    // isOwner (the page draws 'Mark as sold' and 'Edit' from it), a moderator's may be of an ad
    // nobody else sees; kept, a shared phone showed them to the next person, offline.
    const viewerOnly = detail.isOwner || viewer.isModerator;
    reply.header('Cache-Control', viewerOnly ? 'private, no-store' : 'private, no-cache');
    return detail;
  });

  // 'Similar ads' under the description (decision 195): its own answer, not part of the ad's, so the
  // ad's answer stays what the service worker keeps for offline reading, and the page draws the ad
  // whatever this costs. The same gate as the ad page: a missing ad is 404 signed in or out, an
  // existing one asks to sign in. Only listed ads' cards, the same for everyone who may see the ad.
  app.get(
    '/api/ads/:id/similar',
    {
      config: adPage,
      schema: { params: idParamsSchema, response: { 200: similarAdsResponseSchema } },
    },
    async (request, reply) => {
      const { reader, caches } = read(request);
      const user = signedInUser(request);
      const viewer = { id: user.id, isModerator: isModerator(app.config, user) };
      reply.header('Cache-Control', 'private, no-cache');
      return getSimilarAds(reader, caches, request.params.id, viewer);
    },
  );

  app.post(
    '/api/ads/:id/contact',
    {
      // Any id string: a malformed one is counted by the limiter and answered 404 by revealContact,
      // as before the route had a schema.
      schema: { params: z.object({ id: z.string() }), response: { 200: contactResponseSchema } },
      config: {
        // Signed out is a 401 before the limiter counts anything; the limit is per person, not per address.
        ...PERSON,
        signIn: SIGN_IN_TO_CONTACT,
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
    async (request) => {
      return revealContact(db, request.params.id);
    },
  );
}
