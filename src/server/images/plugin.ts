// Photos (decision 030): upload (POST /api/images), serving (/media) and the sweeps of uploads
// never attached to an ad and of files without a row. The image store (disk or S3, decision 070) is
// made here and shared as app.images. The upload route is registered in its own scope so multipart
// parsing applies to it alone.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createImageStore } from './create-image-store';
import type { ImageStore } from './image-store';
import { mediaRoute } from './media-route';
import { startSweeper } from './sweeper';
import { uploadRoute } from './upload-route';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

export const imagesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('images', createImageStore(app.config));
    await app.register(uploadRoute);
    await app.register(mediaRoute);
    const stop = startSweeper(app.db, app.images, app.log, app.config.sweepsFirstRunMs);
    app.addHook('onClose', async () => stop());
  },
  { name: 'images' },
);
