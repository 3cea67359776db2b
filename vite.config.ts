import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

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
    globIgnores: ['**/node_modules/**', 'sw.js'],
  },
});

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), pwa],
  build: { outDir: '../../dist/web', emptyOutDir: true, target: 'es2022', sourcemap: false },
  server: { port: Number(process.env.PORT ?? 5173), proxy },
});
