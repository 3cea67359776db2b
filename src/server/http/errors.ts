// One error shape for the whole API (docs/architecture.md §4):
//   { "error": { "code": "…", "message": "…", "messageCode"?: "…", "values"?: {…},
//                "fields"?: { name: message }, "fieldCodes"?: { name: { code, values? } } } }
// `message` and `fields` stay English; `messageCode` and `fieldCodes` name the same texts in the
// message table (src/domain/messages.ts), for the page to word in its reader's language (decision 154).
// A 5xx never carries internals: the message is generic and the detail goes to the log.
import type { FastifyContextConfig, FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ApiErrorBody } from '../../domain/api';
import { messageOf, say } from '../../domain/messages';
import { fieldErrors, MSG } from '../../domain/schemas';
import { ContractError } from './contract';
import { isDatabaseDown } from '../db/down';
import { formErrorPage } from './form-posts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = say('http.notFound')) => new ApiError(404, 'not_found', message);
export const SIGN_IN = say('http.signIn');
export const unauthorized = (message = SIGN_IN) => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = say('http.forbidden')) => new ApiError(403, 'forbidden', message);
export const tooMany = (message: string) => new ApiError(429, 'too_many_requests', message);

/** The 400 for zod issues: each field's message; the top one is the route's own, or the first field's. */
function validationError(error: z.ZodError, message: string = MSG.formInvalid, named = true) {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0];
  const top = message === MSG.formInvalid ? message : (first ?? message);
  return new ApiError(400, 'validation', top, named ? fields : undefined);
}

/** A route's schema refused the request (contract.ts): a malformed path id is a 404, the rest a 400. */
function contractError(error: ContractError, config: FastifyContextConfig): ApiError {
  if (error.part === 'params') return notFound(config.notFound);
  return validationError(error.issues, config.invalid, config.invalidFields !== false);
}

const INTERNAL = say('http.internal');
const UNAVAILABLE = say('http.unavailable');

/** A 503 for a request that cannot be answered while the database is away; the person may retry. */
export const unavailable = (message = UNAVAILABLE) => new ApiError(503, 'unavailable', message);

/** The error body: the English texts, and beside them the code of each that has one. */
export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  requestId?: string,
): ApiErrorBody {
  const said = messageOf(message);
  const error: ApiErrorBody['error'] = { code, message };
  if (said) {
    error.messageCode = said.code;
    if (said.values) error.values = said.values;
  }
  if (fields) {
    error.fields = fields;
    const codes = Object.entries(fields).flatMap(([name, text]) => {
      const m = messageOf(text);
      return m ? [[name, m] as const] : [];
    });
    if (codes.length) error.fieldCodes = Object.fromEntries(codes);
  }
  if (requestId) error.requestId = requestId;
  return { error };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | ApiError | ContractError, request, reply) => {
    // A form posted without the app, or an address outside /api the browser went to (a sign-in start
    // refused for its rate), is answered with a page in the person's words, never JSON. The app's own
    // calls are no navigation, and /api answers JSON even to one: a drawn page's in-process calls
    // carry its page request's Fetch Metadata (server-render.ts).
    const page =
      request.routeOptions.config?.form ||
      (request.method === 'GET' &&
        request.headers['sec-fetch-mode'] === 'navigate' &&
        !request.url.startsWith('/api/'));
    const send = (status: number, code: string, message: string, fields?: Record<string, string>) =>
      page
        ? formErrorPage(request, reply, status, message)
        : reply.status(status).send(errorBody(code, message, fields, request.id));
    const error =
      thrown instanceof ContractError ? contractError(thrown, request.routeOptions.config) : thrown;
    if (error instanceof ApiError) {
      return send(error.status, error.code, error.message, error.fields);
    }
    if (isDatabaseDown(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '2');
      return send(503, 'unavailable', UNAVAILABLE);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(500, 'internal', INTERNAL);
    }
    const code =
      status === 413
        ? 'too_large'
        : status === 429
          ? 'too_many_requests'
          : error.validation
            ? 'validation'
            : 'bad_request';
    const message =
      status === 413
        ? say('http.tooLarge')
        : status === 429
          ? say('http.tooManyRequests')
          : status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? say('http.badJson')
            : error.message;
    return send(status, code, message);
  });
}
