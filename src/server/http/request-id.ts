// A request id in every log line and every answer. Fastify's logger puts
// `reqId` in each line of a request; this makes the id unique across copies (a UUID), keeps the id a
// proxy in front already gave (X-Request-Id, when it looks like one), and sends it back in the
// X-Request-Id header, so a person's "it failed" can be found in the logs of whichever copy answered.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;
const REQUEST_ID_HEADER = 'x-request-id';

export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
