// Verified phone numbers (decision 186): list, ask for a code, type it in, remove a number. Signed-in
// only; every row is the caller's own. The ban guard (auth/guard.ts) refuses a suspended person's
// changes before these run, and lockUser refuses again under the row lock.
import type { FastifyInstance } from 'fastify';
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
import { ANYONE, PERSON, signedInUser } from '../auth/guard';
import { oidcSettings } from '../auth/oidc';
import { typed } from '../http/contract';
import { codeKey } from './code-hash';
import { outboxPage } from './outbox-page';
import { checkCode, removePhone, sendCode, verifiedPhones, type PhoneDeps } from './service';
import { chooseSmsSender, isOutbox } from './sms/choose-sender';

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
    app.get(
      '/dev/outbox',
      { config: { ...ANYONE, private: true }, schema: { hide: true } },
      async (_request, reply) => reply.type('text/html; charset=utf-8').send(outboxPage(sender.latest())),
    );
}

async function phoneRoutes(plain: FastifyInstance, deps: PhoneDeps) {
  const app = typed(plain);

  const list = { config: PERSON, schema: { response: { 200: verifiedPhonesResponseSchema } } };
  app.get('/api/me/phones', list, async (request): Promise<VerifiedPhonesResponse> => {
    return verifiedPhones(deps, signedInUser(request).id);
  });

  const ask = {
    config: PERSON,
    schema: { body: phoneCodeRequestSchema, response: { 201: codeSentResponseSchema } },
  };
  app.post('/api/me/phones/codes', ask, async (request, reply): Promise<CodeSentResponse> => {
    const sent = await sendCode(deps, signedInUser(request).id, request.body.phone);
    reply.status(201);
    return sent;
  });

  const check = {
    config: PERSON,
    schema: { body: phoneCodeCheckSchema, response: { 200: verifiedPhonesResponseSchema } },
  };
  app.post('/api/me/phones/verify', check, async (request): Promise<VerifiedPhonesResponse> => {
    return checkCode(deps, signedInUser(request).id, request.body);
  });

  const NOT_FOUND = say('phone.notFound');
  const remove = {
    config: { ...PERSON, notFound: NOT_FOUND },
    schema: { params: z.object({ phone: verifiablePhoneSchema }), response: { 204: noContentSchema } },
  };
  app.delete('/api/me/phones/:phone', remove, async (request, reply) => {
    await removePhone(deps, signedInUser(request).id, request.params.phone);
    return reply.status(204).send();
  });
}
