import { StrictMode } from 'react';
import { MEDIA_META_NAME, setMediaBase } from '../domain/media';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { Providers, queryClient } from './app/providers';
import { routes } from './app/router';
import { bootPreloadsAdded, readSsrState, yieldToBrowser } from './lib/ssr-state';
import { hydrateInTurns } from './lib/hydrate-in-turns';
import { registerServiceWorker } from './lib/service-worker';
import { createI18n, loadCatalogue } from './lib/i18n';
import { applyDocumentLang, langFromDocument } from './lib/use-lang';
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
  // A drawn page is already readable, so starting the app can wait its turn: each step below runs in a
  // task of its own, and a tap or a scroll on a slow phone is answered between them (decision 130).
  await yieldToBrowser();
  hydrate(queryClient, ssr.queries);
  await bootPreloadsAdded(document);
  // The page's lazy module is loaded before hydrating, so the first render matches the server's HTML
  // instead of the route's loading fallback (the server resolved the same module).
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  await yieldToBrowser();
}
const router = createBrowserRouter(routes, ssr ? { hydrationData: ssr.router } : undefined);
const app = (
  <StrictMode>
    <Providers i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);
// Preact hydrates in one pass (decision 133); the cards wait for turns of their own (decision 134).
// Making the router (matching every route, reading its session storage: ~25 ms cold) and the first
// pass are separate tasks. The service worker registers after the last turn on a drawn page:
// registering, and the worker's install fetching the app to precache it, do not compete with it.
if (ssr) {
  await yieldToBrowser();
  void hydrateInTurns(() => hydrateRoot(rootElement, app)).then(registerServiceWorker);
} else {
  createRoot(rootElement).render(app);
  registerServiceWorker();
}
