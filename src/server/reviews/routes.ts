// Reviews after a real conversation (decision 184): writing one and answering one. Changes, so
// signed-in people only, from our own site, and refused to a suspended person (decision 141).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { reviewSavedSchema } from '../../domain/api-schemas';
import { CHAT_MSG, REVIEW_MSG, reviewInputSchema, reviewReplySchema } from '../../domain/schemas';
import { requireSignIn, signedInUser } from '../auth/guard';
import { typed } from '../http/contract';
import { replyToReview, writeReview } from './review-service';

// Any id string: a malformed one is a conversation or review that does not exist (404).
const params = z.object({ id: z.string() });

export async function reviewsRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  requireSignIn(app);
  app.post(
    '/api/chat/conversations/:id/review',
    {
      config: { notFound: CHAT_MSG.notFound },
      schema: { params, body: reviewInputSchema, response: { 201: reviewSavedSchema } },
    },
    async (request, reply) => {
      const saved = await writeReview(app.db, signedInUser(request).id, request.params.id, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.post(
    '/api/reviews/:id/reply',
    {
      config: { notFound: REVIEW_MSG.notFound },
      schema: { params, body: reviewReplySchema, response: { 200: reviewSavedSchema } },
    },
    async (request) => replyToReview(app.db, signedInUser(request).id, request.params.id, request.body.reply),
  );
}
