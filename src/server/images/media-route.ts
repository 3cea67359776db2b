// GET /media/{id}-{width}.webp: the processed photos, from whichever image store is configured (disk or
// S3). Names are server-made and a file never changes under its name, so browsers and CDNs may keep it
// for a year; nosniff makes sure a browser treats it as the image/webp it is labelled (docs/architecture.md
// §5). With MEDIA_PUBLIC_URL set, pages point at the CDN instead, and this route still answers old links.
// A photo stored before the medium rendition existed gets it here on first request (decision 124).
// Chat photos and the photos of a hidden ad are not public: one indexed lookup per request says who
// may see the photo, and those answers are private and never stored (decision 143).
import type { FastifyInstance } from 'fastify';
import { IMAGE_WIDTH_CARD, IMAGE_WIDTH_DETAIL, IMAGE_WIDTH_MEDIUM } from '../../domain/limits';
import { notFound } from '../http/errors';
import { isModerator } from '../auth/moderators';
import { photoAccessFor } from './photo-access';
import type { ImageStore } from './image-store';
import { mediumFromDetail } from './process';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const MEDIA_NAME = new RegExp(
  `^(${UUID})-(${IMAGE_WIDTH_DETAIL}|${IMAGE_WIDTH_CARD}|${IMAGE_WIDTH_MEDIUM})\\.webp$`,
);

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A photo for some people only: no shared cache keeps it, and no browser keeps it past the visit. */
const PRIVATE = 'private, no-store';

export async function mediaRoute(app: FastifyInstance) {
  const making = new Map<string, Promise<Buffer | undefined>>();
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    // Anything but one of our own file names is a 404 before the store is asked.
    const { name } = request.params;
    const match = MEDIA_NAME.exec(name);
    if (!match) throw notFound();
    const id = match[1]!;
    const access = await photoAccessFor(app.db, id, request.user, isModerator(app.config, request.user));
    if (access === 'none') throw notFound();
    const cacheControl = access === 'public' ? IMMUTABLE : PRIVATE;
    reply.type('image/webp').header('X-Content-Type-Options', 'nosniff');
    const stored = await app.images.get(name);
    if (stored)
      return reply
        .header('Content-Length', stored.size)
        .header('Cache-Control', cacheControl)
        .send(stored.body);
    if (Number(match[2]) !== IMAGE_WIDTH_MEDIUM) throw notFound();
    // One conversion per missing file, however many cards ask for it at once.
    let made = making.get(id);
    if (!made) {
      made = makeMedium(app.images, id).finally(() => making.delete(id));
      making.set(id, made);
    }
    const bytes = await made;
    if (!bytes) throw notFound();
    return reply.header('Content-Length', bytes.length).header('Cache-Control', cacheControl).send(bytes);
  });
}

/** Makes and stores `{id}-800.webp` from `{id}-1600.webp`; undefined when the photo does not exist. */
async function makeMedium(store: ImageStore, id: string): Promise<Buffer | undefined> {
  const detail = await store.get(`${id}-${IMAGE_WIDTH_DETAIL}.webp`);
  if (!detail) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of detail.body) chunks.push(chunk as Buffer);
  const bytes = await mediumFromDetail(Buffer.concat(chunks));
  await store.put(`${id}-${IMAGE_WIDTH_MEDIUM}.webp`, bytes);
  return bytes;
}
