// The ads API. Filled in by the browse (issue 4) and sell (issue 5) work.
import type { FastifyInstance } from 'fastify';
import type { HeadFor } from '../http/spa';

export async function adsRoutes(_app: FastifyInstance) {}

export function adHeadTags(_app: FastifyInstance): HeadFor | undefined {
  return undefined;
}
