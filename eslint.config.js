// Lint rules, including the one-way import rules of docs/architecture.md §3 (see eslint-rules/boundaries.js).
// `eslint-rules/boundaries.test.ts` lints fixtures that break each rule, to prove the rules are live.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint-rules/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/server/db/migrations',
      'test-results',
      'playwright-report',
      'eslint-rules/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'boundaries/one-way-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Toasts load on first use (decision 131): a static import would put the package back into every
    // route's first load.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/toast.ts', 'src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hot-toast',
              allowTypeImports: true,
              message: 'Use toast from src/web/lib/toast.ts: it loads the package on the first toast.',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain runs in the browser and on the server alike: no runtime-specific packages.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fastify',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                'sharp',
                'react',
                'react-*',
                'react-router',
              ],
              message: 'src/domain is pure TypeScript shared by server and browser.',
            },
          ],
        },
      ],
    },
  },
);
