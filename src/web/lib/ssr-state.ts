// What the server render hands to the browser: the router's hydration data and the TanStack Query
// cache it filled, as JSON in <script type="application/json" id="bs-ssr"> (the strict CSP allows no
// inline script to run, and a JSON block is never run). Query errors are plain objects in JSON, so an
// ApiRequestError (401 'sign in', 404 'not found') is written out and rebuilt on the way back, and the
// page draws the same branch in the browser as on the server.
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { SSR_STATE_ID } from '../../domain/ssr';
import { ApiRequestError, type ErrorCodes } from './api/client';

export interface SsrState {
  router: HydrationState;
  queries: DehydratedState;
}

interface WrittenError {
  apiError: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
    codes?: ErrorCodes;
  };
}

function writeError(error: unknown): WrittenError | unknown {
  if (error instanceof ApiRequestError)
    return {
      apiError: {
        status: error.status,
        code: error.code,
        message: error.message,
        fields: error.fields,
        codes: error.codes,
      },
    };
  return error instanceof Error ? { message: error.message } : error;
}

function readError(error: unknown): unknown {
  const written = (error as WrittenError | null)?.apiError;
  if (written)
    return new ApiRequestError(written.status, written.code, written.message, written.fields, written.codes);
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? new Error(message) : error;
}

/** JSON safe inside a <script> element: '<' is escaped, so no '</script>' in an ad's text ends it. */
export function writeSsrState(state: SsrState): string {
  const queries: DehydratedState = {
    ...state.queries,
    queries: state.queries.queries.map((q) =>
      q.state.error ? { ...q, state: { ...q.state, error: writeError(q.state.error) as Error } } : q,
    ),
  };
  return JSON.stringify({ ...state, queries })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server wrote into this page, or null when the page came without a server render. */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as SsrState;
  for (const q of state.queries.queries) if (q.state.error) q.state.error = readError(q.state.error) as Error;
  return state;
}

/**
 * Ends the current task so the browser can paint and answer input before the next step. A macrotask, not a microtask: awaiting a resolved promise would
 * keep every step in one long task.
 */
export function yieldToBrowser(): Promise<void> {
  // Through a message port rather than setTimeout, which browsers clamp to 4 ms once five are nested.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
