// Photo upload, processing and the /media store. Filled in by the sell work (issue 5).
import fp from 'fastify-plugin';

export const imagesPlugin = fp(async () => {}, { name: 'images' });
