// Open Graph tags for an ad's URL, so a link pasted into WhatsApp shows a preview. Filled in by issue 4.
import type { FastifyInstance } from 'fastify';
import type { HeadFor } from '../http/spa';

export function adHeadTags(_app: FastifyInstance): HeadFor | undefined {
  return undefined;
}
