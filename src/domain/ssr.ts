// The contract between the server and the web app's server render (src/web/entry-server.tsx, built by
// Vite into WEB_DIR/.ssr and loaded by src/server/http/spa.ts at start). Types only: the server never
// imports web code, it calls the built bundle through this shape (decision 120). The language and
// its cookie live in ./lang.
import type { Lang } from './lang';
import type { FormNotice } from './form-notices';

/** The id of the JSON block holding the router's and the query cache's state for hydration. */
export const SSR_STATE_ID = 'bs-ssr';

/**
 * Fired on the document once the app has called `hydrateRoot` on a drawn page: public/boot.js, which
 * holds the taps and typing that came before (decision 137), hands them over then. boot.js is served
 * as written, so it spells the name out: change it there too.
 */
export const APP_HYDRATING_EVENT = 'bs-hydrating';

/**
 * The global under which public/boot.js keeps the promise of the hearts it saved before the app
 * (decision 222); the app asks which ads are saved once it has settled. boot.js spells it out.
 */
export const SAVING_BEFORE_APP = '__bsSavingBeforeApp';

/**
 * The id of the JSON block that lists a drawn page's module script and preloads: public/boot.js asks
 * for them once the page's first frame and first photos are in (decision 166). boot.js spells it out.
 */
export const BOOT_BLOCK_ID = 'bs-boot';

/**
 * What the web app reads of an answer of the API: its status and its JSON. A fetch Response is one; a
 * server render's in-process answer is a plain object, without the streams a Response sets up for its
 * body (a drawn page asks five or six of them).
 */
export interface ApiAnswer {
  status: number;
  ok: boolean;
  json(): Promise<unknown>;
}

/** One GET of the app's own API, answered in process with the visitor's cookie. */
export type SsrApiCall = (
  path: string,
  init: { method?: string; signal?: AbortSignal | null },
) => Promise<ApiAnswer>;

interface SsrRequest {
  /** Path and query string of the page, e.g. '/property?location=Lahore'. */
  url: string;
  lang: Lang;
  callApi: SsrApiCall;
  /** An ad a form without the app has just saved for the signed-in person (decision 208). */
  savedAd?: string;
  /** What a form without the app has just done, shown once on this page (decision 213). */
  notice?: FormNotice;
}

export type SsrResult =
  /** The page is not rendered on the server (signed-in pages, posting): serve the plain app. */
  | { kind: 'skip' }
  /** The page lives at another address (an ad opened under the wrong section). */
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      /** The markup that goes inside <div id="root">. */
      html: string;
      /** JSON for <script type="application/json" id="bs-ssr">, already safe inside a script tag. */
      state: string;
      /** Whether the page holds a signed-in person's data (then no shared cache may keep it). */
      personal: boolean;
      /** Source modules of the page's lazy chunk (keys of Vite's manifest), to preload. */
      modules: string[];
      /** Markup that goes after <div id="root">, drawn by the server only and never hydrated (decision 208). */
      outside?: string;
    };

export type SsrRender = (request: SsrRequest) => Promise<SsrResult>;
