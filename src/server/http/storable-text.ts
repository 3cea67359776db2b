// One check at the edge for the texts PostgreSQL cannot store (decision 181): a NUL (text refuses it)
// and a lone UTF-16 surrogate, half of an emoji cut in two (JSON.stringify writes it as the escape
// '\ud800', which jsonb refuses, and text would only keep a replacement character). Either used to
// reach SQL and come back as a 500, or to be kept in a chat message. Every request is read here before
// its route's schema sees it: the JSON body (keys and values, however deep), the query string and the
// path parameters; the one multipart route takes no text fields, and checks its part names with
// `unstorableIn` itself. A paired surrogate (an emoji written as '\ud83d\ude00') is a whole character
// and passes.
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../domain/schemas';
import { hasLoneSurrogate } from '../../domain/schemas/text';
import { ApiError } from './errors';

export type Unstorable = 'nul' | 'surrogate';

/** What in this text PostgreSQL cannot store, or undefined when it can store all of it. */
export function unstorableIn(text: string): Unstorable | undefined {
  if (text.includes('\u0000')) return 'nul';
  return hasLoneSurrogate(text) ? 'surrogate' : undefined;
}

/** The first text in a parsed body, query or params that cannot be stored, with where it is. */
export function findUnstorable(
  value: unknown,
  path: string[] = [],
  depth = 0,
): { path: string[]; what: Unstorable } | undefined {
  if (typeof value === 'string') {
    const what = unstorableIn(value);
    return what ? { path, what } : undefined;
  }
  // A body is at most 256 KB (app.ts bodyLimit); the depth bound only keeps a deep nesting from
  // costing more than one walk.
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const what = unstorableIn(key);
    if (what) return { path: [...path, key], what };
    const found = findUnstorable(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The field a person knows the text by: the form field for an ad's formData, else the top key. */
function fieldOf(path: string[]): string {
  return path[0] === 'formData' && path[1] !== undefined ? path[1] : (path[0] ?? 'body');
}

/** The 400 for a text that cannot be stored, naming the field with the person's words. */
export function unstorableError(path: string[], what: Unstorable): ApiError {
  const message = what === 'nul' ? MSG.nulCharacter : MSG.brokenCharacter;
  return new ApiError(400, 'validation', message, { [fieldOf(path)]: message });
}

/** Call before any route is registered: one preValidation hook for every route of the app. */
export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findUnstorable(part);
      if (found) throw unstorableError(found.path, found.what);
    }
  });
}
