// GET /api/price-guide: what the post form shows under the price box while the seller types it
// (decision 193). Open to everyone, like browsing: it reads one kept row and says nothing about any ad.
import type { FastifyInstance } from 'fastify';
import { priceGuideResponseSchema } from '../../domain/api-schemas';
import { priceGuideQuerySchema } from '../../domain/schemas/price-guide';
import { ANYONE } from '../auth/guard';
import { typed } from '../http/contract';
import { guideForForm } from './service';

export async function priceGuideRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  app.get(
    '/api/price-guide',
    {
      config: ANYONE,
      schema: { querystring: priceGuideQuerySchema, response: { 200: priceGuideResponseSchema } },
    },
    async (request, reply) => {
      // Kept rows change only when ads are posted or the job runs: a short shared cache is safe.
      reply.header('Cache-Control', 'public, max-age=60');
      return { guide: await guideForForm(app.readerFor(request).db, request.query) };
    },
  );
}
