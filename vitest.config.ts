import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit, API and database tests. Database tests run on PGlite always and on PostgreSQL too when
// TEST_DATABASE_URL is set (see test/support/server/databases.ts); they share one process pool so the
// PostgreSQL schema-per-file isolation stays cheap.
export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'eslint-rules/**/*.test.ts',
      'scripts/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One test file per core. Vitest's default leaves a core free (one file at a time on a two-core
    // machine), but most of these tests wait on PostgreSQL, which works in its own processes: on two
    // cores, two at a time took the suite from 521 s to 420 s, which keeps CI within its 25 minutes.
    maxWorkers: availableParallelism(),
    // In CI every test is listed, so the log shows each database suite ran on [pglite] and [postgres].
    reporters: process.env.CI ? ['verbose'] : ['default'],
  },
});
