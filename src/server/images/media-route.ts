// GET /media/{id}-{width}.webp: the processed photos, from whichever image store is configured (disk or
// S3). Names are server-made and a file never changes under its name, so browsers and CDNs may keep it
// for a year; nosniff makes sure a browser treats it as the image/webp it is labelled (ARCHITECTURE.md
// §5). With MEDIA_PUBLIC_URL set, pages point at the CDN instead, and this route still answers old links.
import type { FastifyInstance } from 'fastify';
import { IMAGE_WIDTH_CARD, IMAGE_WIDTH_DETAIL } from '../../domain/limits';
import { notFound } from '../http/errors';

export const MEDIA_NAME = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(${IMAGE_WIDTH_DETAIL}|${IMAGE_WIDTH_CARD})\\.webp$`,
);

export async function mediaRoute(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    // Anything but one of our own file names is a 404 before the store is asked.
    const { name } = request.params;
    if (!MEDIA_NAME.test(name)) throw notFound();
    const stored = await app.images.get(name);
    if (!stored) throw notFound();
    return reply
      .type('image/webp')
      .header('Content-Length', stored.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(stored.body);
  });
}
