// Verified phone numbers (decision 186): list, ask for a code, type it in, remove a number. Signed-in
// only; every row is the caller's own. The ban guard (auth/guard.ts) refuses a suspended person's
// changes before these run, and lockUser refuses again under the row lock.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { noContentSchema } from '../../domain/api-schemas';
import { say } from '../../domain/messages';
import {
  codeSentResponseSchema,
  verifiedPhonesResponseSchema,
  type CodeSentResponse,
  type VerifiedPhonesResponse,
} from '../../domain/phone-api';
import {
  phoneCodeCheckSchema,
  phoneCodeRequestSchema,
  verifiablePhoneSchema,
} from '../../domain/schemas/phone-verification';
import { z } from 'zod';
import { requireSignIn, signedInUser } from '../auth/guard';
import { oidcSettings } from '../auth/oidc';
import { typed } from '../http/contract';
import { codeKey } from './code-hash';
import { outboxPage } from './outbox-page';
import { checkCode, removePhone, sendCode, verifiedPhones, type PhoneDeps } from './service';
import { chooseSmsSender, isOutbox } from './sms/choose-sender';

const private_ = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export async function phonesPlugin(app: FastifyInstance) {
  const sender = chooseSmsSender(app.config, app.log);
  const deps: PhoneDeps = {
    db: app.db,
    sender,
    key: codeKey(app.config.phoneCodeSecret ?? oidcSettings(app.config).clientSecret),
    log: app.log,
  };
  await app.register(async (plain) => phoneRoutes(plain, deps));
  if (isOutbox(sender))
    app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) =>
      private_(reply).type('text/html; charset=utf-8').send(outboxPage(sender.latest())),
    );
}

async function phoneRoutes(plain: FastifyInstance, deps: PhoneDeps) {
  const app = typed(plain);
  requireSignIn(app);

  const list = { schema: { response: { 200: verifiedPhonesResponseSchema } } };
  app.get('/api/me/phones', list, async (request, reply): Promise<VerifiedPhonesResponse> => {
    private_(reply);
    return verifiedPhones(deps, signedInUser(request).id);
  });

  const ask = { schema: { body: phoneCodeRequestSchema, response: { 201: codeSentResponseSchema } } };
  app.post('/api/me/phones/codes', ask, async (request, reply): Promise<CodeSentResponse> => {
    const sent = await sendCode(deps, signedInUser(request).id, request.body.phone);
    private_(reply).status(201);
    return sent;
  });

  const check = { schema: { body: phoneCodeCheckSchema, response: { 200: verifiedPhonesResponseSchema } } };
  app.post('/api/me/phones/verify', check, async (request, reply): Promise<VerifiedPhonesResponse> => {
    private_(reply);
    return checkCode(deps, signedInUser(request).id, request.body);
  });

  const NOT_FOUND = say('phone.notFound');
  const remove = {
    config: { notFound: NOT_FOUND },
    schema: { params: z.object({ phone: verifiablePhoneSchema }), response: { 204: noContentSchema } },
  };
  app.delete('/api/me/phones/:phone', remove, async (request, reply) => {
    await removePhone(deps, signedInUser(request).id, request.params.phone);
    return reply.status(204).send();
  });
}
