// Routes declare their contract (decision 161): params, query and body as zod schemas from src/domain,
// checked by Fastify before the handler runs, typed in the handler through the zod type provider, and
// published as OpenAPI at /api/openapi.json. A failed check becomes our own error body in the one
// error handler (errors.ts), with the route's own messages taken from its config. Success answers are
// declared too (src/domain/api-schemas.ts): for the document and the handlers' types, checked at run
// time only in tests.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Top message of this route's 400 when its query or body fails (validationError, errors.ts). */
    invalid?: string;
    /** false: this route's 400 names no fields, only the message (it checks a single query value). */
    invalidFields?: false;
    /** Message of the 404 for a malformed id in the path: an id that cannot exist does not. */
    notFound?: string;
  }
}

/** A request part that failed its route's schema; errors.ts turns it into the API's answer. */
export class ContractError extends Error {
  constructor(
    readonly part: string,
    readonly issues: z.ZodError,
  ) {
    super(`${part} does not match the route's schema`);
  }
}

/** A body that may be left out: a missing one is read as {} (the route's defaults then apply). */
export const emptyIfMissing = <S extends z.ZodObject>(schema: S) => schema.prefault({} as z.input<S>);

/** The routes of a plugin, typed from their zod schemas. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** An answer unlike its route's response schema, found where answers are checked (the tests). */
class AnswerContractError extends Error {}

/**
 * Call before any route is registered. Responses are declared for the document (and the handlers'
 * types): answers are serialised as they always were (JSON.stringify), never stripped or refused by a
 * schema. With checkAnswers (the tests' config) an answer unlike its schema fails instead, so every
 * API test checks that the declared answers are the real ones.
 */
export async function registerContract(app: FastifyInstance, { checkAnswers = false } = {}) {
  app.setValidatorCompiler(({ schema, httpPart }) => (data: unknown) => {
    // Fastify hands a missing body over as null; the handlers used to see undefined.
    const input = httpPart === 'body' && data === null ? undefined : data;
    const result = (schema as z.ZodType).safeParse(input);
    return result.success
      ? { value: result.data }
      : { error: new ContractError(httpPart ?? 'body', result.error) };
  });
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => (data) => {
    if (checkAnswers) {
      const result = (schema as z.ZodType).safeParse(data);
      if (!result.success)
        throw new AnswerContractError(
          `${method} ${url} answered ${httpStatus} unlike its schema: ${result.error.message}`,
        );
    }
    return JSON.stringify(data);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'B/S API', version: '1' },
    },
    transform: createJsonSchemaTransform({
      skipList: [],
      // Preprocessing (blank to undefined, '4.5 lac' to rupees) has no JSON Schema form: such a value
      // is documented as "any" rather than failing the document.
      zodToJsonConfig: { unrepresentable: 'any' },
    }),
  });
  // Registered after the routes are known: the document is built on first request and cached.
  app.get('/api/openapi.json', { config: { auth: 'anyone' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
