// Reviews after a real conversation (decision 184): writing one, answering one, reporting one. Changes, so
// signed-in people only, from our own site, and refused to a suspended person (decision 141).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CHAT_MSG,
  REVIEW_MSG,
  reviewInputSchema,
  reviewReplySchema,
  reviewReportSchema,
} from '../../domain/schemas';
import { emptyIfMissing, typed } from '../http/contract';
import { reportResponseSchema, reviewSavedSchema } from '../../domain/api-schemas';
import { PERSON, signedInUser } from '../auth/guard';
import { replyToReview, reportReview, writeReview } from './review-service';

// Any id string: a malformed one is a conversation or review that does not exist (404).
const params = z.object({ id: z.string() });

export async function reviewsRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  app.post(
    '/api/chat/conversations/:id/review',
    {
      config: { ...PERSON, notFound: CHAT_MSG.notFound },
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
      config: { ...PERSON, notFound: REVIEW_MSG.notFound },
      schema: { params, body: reviewReplySchema, response: { 200: reviewSavedSchema } },
    },
    async (request) => replyToReview(app.db, signedInUser(request).id, request.params.id, request.body.reply),
  );

  // One of the review's two people tells the moderators; the body (a reason) is optional.
  app.post(
    '/api/reviews/:id/report',
    {
      config: { ...PERSON, notFound: REVIEW_MSG.notFound, invalid: REVIEW_MSG.reasonTooLong },
      schema: { params, body: emptyIfMissing(reviewReportSchema), response: { 201: reportResponseSchema } },
    },
    async (request, reply) => {
      await reportReview(app.db, signedInUser(request).id, request.params.id, request.body.reason);
      return reply.status(201).send({ message: REVIEW_MSG.reported });
    },
  );
}
