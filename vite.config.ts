import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The SPA lives in src/web and builds to dist/web, which the Fastify server serves.
// In `npm run dev` the API, sign-in and media paths are proxied to the server on API_PORT. The server's
// PUBLIC_URL is then Vite's own address, so sign-in redirects and the Origin check match the browser.
// ws: the chat's live channel (/api/chat/live) is a WebSocket upgrade.
const apiPort = process.env.API_PORT ?? '3001';
const target = `http://localhost:${apiPort}`;
const proxy = Object.fromEntries(
  ['/api', '/auth', '/media', '/dev-oidc', '/healthz'].map((p) => [
    p,
    { target, changeOrigin: true, ws: true },
  ]),
);

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    // zod and react-hook-form in chunks of their own: left to the default, small shared modules (the
    // phone format, say) land in the same chunk and drag 25 kB of zod into home's first load, against
    // its 120 kB budget (scripts/bench/js-budgets.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
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
