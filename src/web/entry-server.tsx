// The server render (decision 120): Vite builds this file into WEB_DIR/.ssr/entry-server.js
// and src/server/http/spa.ts calls `render` for each page request. React Router's static handler
// matches the URL and resolves the lazy page; a fresh QueryClient is filled through the app's own API
// (called in process with the visitor's cookie, see lib/api/client.ts), the page is drawn to HTML inside the
// same <Providers> as in the browser, and the cache goes along for main.tsx to hydrate from.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Lang } from '../domain/lang';
import type { SsrApiCall, SsrRender, SsrResult } from '../domain/ssr';
import { createQueryClient, Providers } from './app/providers';
import { ur, urDomain, urMessages } from './i18n/ur';
import { createI18n } from './lib/i18n';
import { routes } from './app/router';
import { prefetchLayout, ssrPageFor } from './app/ssr-pages';
import { setApiTransport } from './lib/api/client';
import { savedAdsKeys } from './lib/api/saved-ads';
import { TranslationProvider } from './lib/translation';
import { SIGN_IN_POPOVERS, SignInPopover } from './components/sign-in-popover';
import { ReportPopover } from './components/report/report-popover';
import { FormNoticeBanner } from './components/form-notice';
import { AccountPopover } from './components/account-popover';
import { FiltersPopover } from './features/listings/components/filters-popover';
import { cachedUser } from './lib/session';
import { writeSsrState } from './lib/ssr-state';

// Renders overlap while they wait for the API, so each one's API call travels with its own async
// context rather than through a module variable.
const apiCalls = new AsyncLocalStorage<SsrApiCall>();
setApiTransport((path, init) => {
  const call = apiCalls.getStore();
  if (!call) throw new Error(`No request to call ${path} for: the API is only called during a render`);
  return call(path, init);
});

const handler = createStaticHandler(routes);

// Both catalogues are imported whole: the server has no chunks to fetch, and an Urdu visitor's page
// must be drawn in Urdu so the browser hydrates the same texts.
const urdu = { translation: ur, domain: urDomain, messages: urMessages };

// One i18next instance per language for every render: the catalogues never change while the server
// runs, and its texts (lib/translation.tsx) are resolved once for all pages, not once per page. A
// render only reads it; a page's English section is added once (addEnglishSection).
const i18ns = new Map<Lang, ReturnType<typeof createI18n>>();
const i18nFor = (lang: Lang) => {
  let i18n = i18ns.get(lang);
  if (!i18n) i18ns.set(lang, (i18n = createI18n(lang, lang === 'ur' ? urdu : undefined)));
  return i18n;
};

export const render: SsrRender = ({ url, lang, callApi, savedAd, notice }) =>
  apiCalls.run(callApi, async (): Promise<SsrResult> => {
    const request = new Request(new URL(url, 'http://localhost'));
    // No route has a loader, so this matches the URL and resolves the lazy page module.
    const context = await handler.query(request);
    if (context instanceof Response) return { kind: 'skip' };
    const page = ssrPageFor(context.matches);
    if (!page) return { kind: 'skip' };

    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    const [, answer] = await Promise.all([
      prefetchLayout(client),
      page.prefetch(client, new URL(request.url), context.matches.at(-1)!),
    ]);
    if (answer.redirect) return { kind: 'redirect', location: answer.redirect };
    // An ad a form without the app has just saved (decision 208): its heart is drawn saved. Marked as
    // old, so the browser, if its app comes, asks for every saved ad at once.
    if (savedAd && cachedUser(client))
      client.setQueryData(savedAdsKeys.ids, { ids: [savedAd], own: [] }, { updatedAt: 0 });

    const router = createStaticRouter(handler.dataRoutes, context);
    const i18n = i18nFor(lang);
    const html = await renderToHtml(
      <StrictMode>
        <Providers i18n={i18n} client={client}>
          {/* hydrate={false}: the hydration data goes in our JSON block, not an inline script (CSP). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
    const queries = dehydrate(client, {
      // Errors too: a signed-out ad page is a 401 the page turns into the login prompt.
      shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    });
    const state = writeSsrState({
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      queries,
    });
    const user = cachedUser(client);
    // Signed out, the sign-in popovers 'Login' and 'Post & Add' open before the app and without it
    // (decision 208); signed in, the account menu and the ad page's 'Report' (decision 213); on a
    // listing, its filters behind 'Show Filters' (decision 216). And what a form just did.
    const drawnUrl = new URL(request.url);
    const { pathname, search } = drawnUrl;
    const reportable = user ? page.reportable?.(client, context.matches.at(-1)!) : undefined;
    const filterable = page.filterable?.(drawnUrl, context.matches.at(-1)!);
    const outside = await renderToHtml(
      <TranslationProvider i18n={i18n}>
        {!user &&
          SIGN_IN_POPOVERS.map(({ id, home }) => (
            <SignInPopover key={id} id={id} returnTo={home ? '/' : pathname + search} />
          ))}
        {user && <AccountPopover user={user} />}
        {reportable && <ReportPopover adId={reportable.adId} back={reportable.back} />}
        {filterable && <FiltersPopover category={filterable.category} params={filterable.params} />}
        {notice && <FormNoticeBanner notice={notice} />}
      </TranslationProvider>,
    );
    return { kind: 'page', html, state, personal: Boolean(user), modules: [page.module], outside };
  });

/**
 * React's streaming renderer, read to the end: the page's data is all in the cache before the render
 * (the prefetches above), so no Suspense boundary waits on the server and the whole page is one shell;
 * the boundaries are for the browser, which hydrates them one by one (decision 137). React also writes
 * the `<link rel="preload">` of every photo drawn with `fetchPriority="high"` ahead of the markup.
 * The server sends the page whole, compressed, with its status and cache headers decided from it.
 */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        chunks.push(chunk);
        next();
      },
      final(next) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        next();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, where it stands: React otherwise sends a large one after the shell and
      // moves it into place with an inline script, which the CSP forbids (and the page is whole here).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      // An error outside every boundary fails the render (the browser then draws the page itself); one
      // inside a boundary leaves that boundary to the browser, and the page is still served.
      onShellError: reject,
    });
  });
}
