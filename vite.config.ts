import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

// The SPA lives in src/web and builds to dist/web, which the Fastify server serves.
// In `npm run dev` the API, sign-in, media and language-switch (decision 217) paths are proxied to
// the server on API_PORT. The server's PUBLIC_URL is then Vite's own address, so sign-in redirects and
// the Origin check match the browser.
// ws: the chat's live channel (/api/chat/live) is a WebSocket upgrade.
const apiPort = process.env.API_PORT ?? '3001';
const target = `http://localhost:${apiPort}`;
const proxy = Object.fromEntries(
  ['/api', '/auth', '/media', '/dev-oidc', '/healthz', '/lang/'].map((p) => [
    p,
    { target, changeOrigin: true, ws: true },
  ]),
);

// The one service worker (decision 123): src/web/sw.ts, bundled to /sw.js with the list of built files
// to precache injected. The manifest is the static public/manifest.webmanifest, linked from index.html,
// and the page registers the worker itself (src/web/lib/service-worker.ts), so the plugin does neither.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    // The app shell: scripts, styles, the page and its icons. Fonts are fetched as pages use them.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // .ssr holds the server render's bundle (scripts/build-web.ts): never sent to browsers.
    globIgnores: ['**/node_modules/**', 'sw.js', '.ssr/**'],
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  // The service worker belongs to the browser build only.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [pwa])],
  // The server render is React's production build whatever NODE_ENV the server runs with: left to be
  // read at run time, a server started without NODE_ENV=production (npm start, the journeys, the
  // benchmarks) drew every page with React's development build, about twice as slow (decision 192).
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Every browser of the es2022 target but old Safari knows <link rel="modulepreload">, and where it
    // does not, the import still works, just later: the polyfill was bytes in every first load.
    modulePreload: { polyfill: false },
    copyPublicDir: !isSsrBuild,
    // zod and react-hook-form in chunks of their own: left to the default, small shared modules (the
    // phone format, say) land in the same chunk and drag 25 kB of zod into home's first load, against
    // its budget (scripts/bench/js-budgets.ts).
    // The framework every page runs (React, its router, TanStack Query, i18next) in one chunk: left to
    // the default, Rolldown cut it into many small chunks shared by the entry and the pages, and each
    // compressed on its own, which cost every route's first load ~3.4 kB gzipped (decision 165).
    rolldownOptions: {
      output: {
        // V8 compiles the framework's functions as the chunk loads, not one by one on their first call
        // inside hydration's tasks (decision 219). After minification, which would drop the comment.
        postBanner: (chunk) => (chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The server render (scripts/build-web.ts builds src/web/entry-server.tsx with --ssr) carries its
  // packages inside the bundle, so it runs from any build folder, with or without node_modules beside it.
  ssr: { noExternal: true },
  server: { port: Number(process.env.PORT ?? 5173), proxy },
}));
