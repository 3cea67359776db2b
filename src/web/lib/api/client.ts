// The one way the web app talks to the server: JSON over /api, cookies included, errors in the
// server's single shape (docs/architecture.md §4) turned into ApiRequestError.
import type { ApiErrorBody } from '../../../domain/api';
import type { Message } from '../../../domain/messages';
import type { ApiAnswer } from '../../../domain/ssr';

// Every query the app builds is written the one way the server's search form route writes its own.
export { toQuery } from '../../../domain/query-string';

/** The codes beside an error's English texts (decision 154), for the page's `t.error` to word. */
export interface ErrorCodes {
  message?: Message;
  fields?: Record<string, Message>;
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly codes: ErrorCodes = {},
  ) {
    super(message);
  }
}

/**
 * An error answer read into ApiRequestError, with the codes beside its English texts (decision 154)
 * for the page's `t.error` to word. `data` is the parsed body, or undefined when it was not JSON (a
 * proxy's page). The one reader of the server's error shape (ApiErrorBody).
 */
export function apiErrorOf(status: number, data: unknown): ApiRequestError {
  const error = (data as Partial<ApiErrorBody> | undefined)?.error;
  // Codes are not checked against the table here, which every page would then load: a code the page
  // cannot word falls back to the English text.
  return new ApiRequestError(
    status,
    error?.code ?? 'http_error',
    error?.message ?? `The server answered ${status}. Please try again.`,
    error?.fields,
    error
      ? {
          message: error.messageCode && { code: error.messageCode, values: error.values },
          fields: error.fieldCodes,
        }
      : {},
  );
}

type Body = Record<string, unknown> | unknown[] | FormData;

/**
 * How a request reaches the server: the browser's fetch, or, during a server render, the server's own
 * routes called in process with the visitor's cookie (entry-server.tsx sets it), so the first HTML
 * holds exactly the answers the browser would have fetched under the same query keys.
 */
type Transport = (path: string, init: RequestInit) => Promise<ApiAnswer>;
let transport: Transport = (path, init) => fetch(path, init);

export function setApiTransport(next: Transport): void {
  transport = next;
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: Body; signal?: AbortSignal } = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  const response = await transport(path, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    credentials: 'same-origin',
    headers: init.body && !isForm ? { 'content-type': 'application/json' } : undefined,
    body: init.body ? (isForm ? (init.body as FormData) : JSON.stringify(init.body)) : undefined,
    signal: init.signal,
  });
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorOf(response.status, data);
  return data as T;
}
