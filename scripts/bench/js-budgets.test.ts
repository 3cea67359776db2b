// The budget check names the route and its size when a route grows past its budget, and refuses a
// route that has no budget at all (a built folder made up here, so the test needs no build).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { budgetMessage, checkJsBudgets, JS_BUDGETS_KB } from './js-budgets';

/** A build whose home page chunk is `homeKB` of incompressible bytes. */
function fakeBuild(homeKB: number, extraPage?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bs-budget-'));
  mkdirSync(path.join(dir, '.vite'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/index.js'), 'export {}');
  writeFileSync(path.join(dir, 'assets/home.js'), randomBytes(Math.ceil(homeKB * 1024)).toString('base64'));
  const pages = ['features/home/home-page.tsx', ...(extraPage ? [extraPage] : [])];
  const manifest: Record<string, unknown> = {
    'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: pages },
    'features/home/home-page.tsx': { file: 'assets/home.js' },
  };
  if (extraPage) manifest[extraPage] = { file: 'assets/index.js' };
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('first-load JS budgets', () => {
  it('passes a home within its budget', () => {
    expect(checkJsBudgets(fakeBuild(10)).over).toEqual([]);
  });

  it('fails a home over its budget, naming the route and its size', () => {
    const { over } = checkJsBudgets(fakeBuild(JS_BUDGETS_KB['features/home/home-page.tsx']!.kB));
    expect(over).toHaveLength(1);
    expect(budgetMessage(over[0]!)).toMatch(
      /^\/: first-load JS \d+\.\d kB gzipped, over its budget of \d+(\.\d+)? kB$/,
    );
  });

  it('fails a route that has no budget', () => {
    const { over } = checkJsBudgets(fakeBuild(10, 'features/new/new-page.tsx'));
    expect(over.map(budgetMessage)).toEqual([
      expect.stringMatching(
        /^features\/new\/new-page\.tsx: .* and no budget: add one to scripts\/bench\/js-budgets\.ts$/,
      ),
    ]);
  });
});
