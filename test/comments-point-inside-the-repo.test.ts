// Comments and docs point only at what a reader of the repository can open (docs/architecture.md §4):
// docs/product.md §N, docs/architecture.md §N, a decision record, a file. Issue numbers and the
// documents the project was first described in (the spec, the first architecture note) live outside
// it, so a line naming them is a dead end. This walks every tree a person reads and fails naming
// file:line. Left out: docs/decisions, whose Context sections record what was asked at the time, and
// .ci. ESLint sees one file at a time and no Markdown, so this is a test instead of a lint rule.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const TREES = ['src', 'e2e', 'scripts', 'test', 'eslint-rules', 'docs'];
const SKIPPED_DIRS = new Set(['node_modules', path.join('docs', 'decisions')]);
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|css|html|sql|json|webmanifest|txt)$/;
// This file spells out what it looks for, in its patterns and its examples.
const SELF = path.relative(ROOT, __filename);

/** A name for something outside the repository: 'SPEC', 'ARCHITECTURE.md', an issue number. */
const OUTSIDE = /\bSPEC\b|ARCHITECTURE\.md|\b[Ii]ssues? #?\d+/;

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(rel) || SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(rel);
    return TEXT.test(entry.name) ? [rel] : [];
  });
}

/** The trees above, README.md and the configuration files at the top (not package-lock.json). */
function readFiles(): string[] {
  const top = readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isFile() && /^(README\.md|[\w.-]+\.(ts|js|json))$/.test(e.name))
    .map((e) => e.name)
    .filter((name) => name !== 'package-lock.json');
  return [...top, ...TREES.flatMap(filesUnder)].filter((file) => file !== SELF);
}

/** `file:line: text` for every line of `text` that names something outside the repository. */
function outsideReferences(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (OUTSIDE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('comments and docs point inside the repository', () => {
  it('recognises each way of pointing outside it, and lets in-repo pointers be', () => {
    const sample = [
      '// Web push (issue 13): a key pair per run',
      '// Filters typed into the box (Issue 9 item 7)',
      '// `npm run bench` (issues 4 and 5)',
      '// the sign-in page (ARCHITECTURE.md §6)',
      "// clears the model (SPEC §4), back to the SPEC's English",
      '// clears the model (docs/product.md §4); see docs/architecture.md §6 and decision 095',
      'expect(result.error.issues[0]).toBeUndefined(); const specs = 2; // e2e/sell.spec.ts',
    ].join('\n');
    expect(outsideReferences('x.ts', sample).map((hit) => hit.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });

  it('reads every tree it is meant to', () => {
    const files = readFiles();
    for (const expected of [
      'README.md',
      'playwright.config.ts',
      'eslint.config.js',
      'vite.config.ts',
      'docs/product.md',
      'src/server/app.ts',
      'e2e/auth.spec.ts',
      'scripts/e2e.ts',
      'test/support/server/app.ts',
      'eslint-rules/boundaries.js',
    ])
      expect(files).toContain(expected);
    expect(files.some((f) => f.startsWith('docs/decisions/'))).toBe(false);
  });

  it('finds no issue number, SPEC or ARCHITECTURE.md in them', () => {
    const hits = readFiles().flatMap((file) =>
      outsideReferences(file, readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(hits).toEqual([]);
  });
});
