// Photos (issue 5, decision 030): upload (POST /api/images), serving (/media) and the sweep of uploads
// never attached to an ad. The upload and media routes are registered in their own scopes so multipart
// parsing and the static file server apply to them alone.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { mediaRoute } from './media-route';
import { startSweeper } from './sweeper';
import { uploadRoute } from './upload-route';

export const imagesPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(uploadRoute);
    await app.register(mediaRoute);
    const stop = startSweeper(app.db, app.config.dataDir, app.log);
    app.addHook('onClose', async () => stop());
  },
  { name: 'images' },
);
