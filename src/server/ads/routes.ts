// The ads API: reads (browse, issue 4) and writes (sell, issue 5) live in their own files.
import type { FastifyInstance } from 'fastify';
import { readRoutes } from './read-routes';
import { writeRoutes } from './write-routes';

export { adHeadTags } from './head-tags';

export async function adsRoutes(app: FastifyInstance) {
  await app.register(readRoutes);
  await app.register(writeRoutes);
}
