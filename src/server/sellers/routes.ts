// A seller's page and their ads (decision 185). The same rule as the ad page (read-routes.ts): for
// signed-in people; signed out, a page that does not exist (no such person, banned, deleted) is a 404
// and one that does is a 401, so a dead link says 'Seller not found.' instead of asking to sign in.
// Reads only, so a suspended person may still read them (decision 141).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sellerAdsResponseSchema, sellerProfileSchema } from '../../domain/api-schemas';
import { say } from '../../domain/messages';
import { sellerAdsQuerySchema } from '../../domain/schemas';
import { signedInUser } from '../auth/guard';
import { typed } from '../http/contract';
import { z } from 'zod';
import { getSellerAds, getSellerProfile, SELLER_NOT_FOUND, sellerPageExists } from './seller-service';

const SIGN_IN_TO_VIEW = say('seller.signInToView');

// Any id string: a malformed one is a seller that does not exist (404), signed in or out.
const params = z.object({ id: z.string() });

export async function sellersRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  const reader = (request: FastifyRequest) => app.readerFor(request).db;

  // A signed-in person's page; a signed-out visitor to a page that does not exist reads 404, to one
  // that does, 401. Answers for this viewer's browser only, asked again each time online.
  const sellerPage = {
    auth: 'person',
    signIn: SIGN_IN_TO_VIEW,
    notFound: SELLER_NOT_FOUND,
    existsForStrangers: (request: FastifyRequest) =>
      sellerPageExists(reader(request), (request.params as { id: string }).id),
  } as const;

  app.get(
    '/api/sellers/:id',
    { config: sellerPage, schema: { params, response: { 200: sellerProfileSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('Cache-Control', 'private, no-cache');
      return getSellerProfile(reader(request), request.params.id.toLowerCase(), user.id);
    },
  );

  app.get(
    '/api/sellers/:id/ads',
    {
      config: sellerPage,
      schema: { params, querystring: sellerAdsQuerySchema, response: { 200: sellerAdsResponseSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-cache');
      return getSellerAds(reader(request), request.params.id.toLowerCase(), request.query.page);
    },
  );
}
