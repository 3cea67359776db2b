// GET /media/{id}-{width}.webp: the processed photos. Names are server-made and a file never changes
// under its name, so browsers and CDNs may keep it for a year; nosniff makes sure a browser treats it
// as the image/webp it is labelled (ARCHITECTURE.md §5).
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMAGE_WIDTH_CARD, IMAGE_WIDTH_DETAIL } from '../../domain/limits';
import { mediaDir } from './store';

export const MEDIA_NAME = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(${IMAGE_WIDTH_DETAIL}|${IMAGE_WIDTH_CARD})\\.webp$`,
);

export async function mediaRoute(app: FastifyInstance) {
  const root = mediaDir(app.config.dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    // Anything but one of our own file names is a 404 before the disk is touched.
    allowedPath: (pathName) => MEDIA_NAME.test(pathName.replace(/^\//, '')),
    setHeaders(reply) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
}
