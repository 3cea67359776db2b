import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preact } from './vite.config';

const esBuild = (file: string) => fileURLToPath(new URL(`node_modules/${file}`, import.meta.url));

// Unit, API and database tests. Database tests run on PGlite always and on PostgreSQL too when
// TEST_DATABASE_URL is set (see src/server/test/databases.ts); they share one process pool so the
// PostgreSQL schema-per-file isolation stays cheap.
export default defineConfig({
  plugins: [react()],
  // Components are tested on what ships: Preact in React's clothes (decision 133). The packages that
  // import react are run through Vite (deps.inline) so the aliases reach their imports too; Testing
  // Library and React Router through their ES builds, as a CommonJS `require` would get the real one.
  resolve: {
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: esBuild('@testing-library/react/dist/@testing-library/react.esm.js'),
      },
      { find: /^react-router$/, replacement: esBuild('react-router/dist/development/index.mjs') },
      ...preact,
    ],
  },
  test: {
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-router/,
          /@tanstack\/react-query/,
          /react-hook-form/,
          /@hookform/,
          /react-hot-toast/,
        ],
      },
    },
    include: ['src/**/*.test.{ts,tsx}', 'eslint-rules/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // In CI every test is listed, so the log shows each database suite ran on [pglite] and [postgres].
    reporters: process.env.CI ? ['verbose'] : ['default'],
  },
});
