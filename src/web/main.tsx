import { StrictMode } from 'react';
import { MEDIA_META_NAME, setMediaBase } from '../domain/media';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
// From react-router/dom: it hands the router ReactDOM.flushSync, which the listing's filters ask for.
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { Providers, queryClient } from './app/providers';
import { routes } from './app/router';
import { readSsrState } from './lib/ssr-state';
import { registerServiceWorker } from './lib/service-worker';
import { createI18n, loadCatalogue } from './lib/i18n';
import { applyDocumentLang, langFromDocument } from './lib/use-lang';
import { APP_HYDRATING_EVENT } from '../domain/ssr';
import './styles.css';

setMediaBase(document.querySelector(`meta[name="${MEDIA_META_NAME}"]`)?.getAttribute('content'));

const rootElement = document.getElementById('root')!;
// The Urdu catalogue is loaded before the first render, so a server-drawn Urdu page hydrates with the
// same texts the server wrote.
const lang = langFromDocument();
const i18n = createI18n(lang, lang === 'en' ? undefined : await loadCatalogue(lang));
applyDocumentLang(lang);
// Home, the listings and the ad page come drawn by the server (entry-server.tsx) with the data they
// used; other pages (and `npm run dev`) come as the empty shell and render here as before.
const ssr = readSsrState(document);
if (ssr) {
  hydrate(queryClient, ssr.queries);
  // The page's lazy module is loaded before hydrating, so the first render matches the server's HTML
  // instead of the route's loading fallback (the server resolved the same module, and the page
  // preloads its chunk).
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
const router = createBrowserRouter(routes, ssr ? { hydrationData: ssr.router } : undefined);
const app = (
  <StrictMode>
    <Providers i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);
if (ssr) {
  // As early as the page's code allows (decision 137): from here on a tap on any part of the page is
  // React's. The parts inside Suspense boundaries hydrate after the frame around them, in slices, and
  // the one a person taps hydrates at once, in the tap's own task (selective hydration). Taps and
  // typing that came before this line were held by public/boot.js, which hands them over now; it goes
  // on holding those on a part React cannot hydrate yet, such as a lazy one (decision 174).
  // Not in a transition: a tap held by boot.js and handed over then was lost now and then while a
  // transition hydrated the frame (decision 167).
  hydrateRoot(rootElement, app);
  document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
} else createRoot(rootElement).render(app);
registerServiceWorker();
