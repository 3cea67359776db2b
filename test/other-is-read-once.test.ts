// Every rule about 'Other' is a function of src/domain/fields/other.ts (the value OTHER, the custom
// name that replaces it, the rooms count typed beside it, the names that are no names), read by the
// server and the browser alike. This scan fails when a file compares with OTHER, or writes the word out
// in code or SQL, anywhere else: a rule written twice drifts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { sourceFiles } from './support/code/import-graph';

const SRC = path.resolve(import.meta.dirname, '../src');

/**
 * Where the code reads 'Other' on its own: the word written out (in a string, a template or SQL), or a
 * comparison with OTHER (===, !==, ==, !=, ??). Comments may name it; code may pass OTHER on as a value.
 */
function readingsOfOther(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const isOtherName = (node: ts.Node) => ts.isIdentifier(node) && node.text === 'OTHER';
  const reads = new Set([
    ts.SyntaxKind.EqualsEqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsEqualsToken,
    ts.SyntaxKind.EqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsToken,
    ts.SyntaxKind.QuestionQuestionToken,
  ]);
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      if (/\bOther\b/.test(node.text) && (node.text === 'Other' || /['"]Other['"]/.test(node.text)))
        found.push(`${line(node)}: ${node.getText(source)}`);
    } else if (ts.isBinaryExpression(node) && reads.has(node.operatorToken.kind)) {
      if (isOtherName(node.left) || isOtherName(node.right))
        found.push(`${line(node)}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Files that may write the word: where it is defined and read, and two that mean another word. */
const ALLOWED = new Set([
  'domain/fields/options.ts',
  'domain/fields/other.ts',
  // readChoice reads a brand and model choice against the catalogue, 'other' from a URL too.
  'domain/catalogue/index.ts',
  // The report reason 'Other' (docs/product.md §7), not a brand, model or option.
  'domain/safety/reports.ts',
  // The English word on the Other tile (docs/product.md §2).
  'web/i18n/en-sell.ts',
]);

it("reads 'Other' only in src/domain/fields/other.ts: no other file compares with it or writes it out", () => {
  const files = sourceFiles(SRC).filter(
    (file) => !ALLOWED.has(path.relative(SRC, file).split(path.sep).join('/')),
  );
  expect(files.length).toBeGreaterThan(300);
  const found = files.flatMap((file) =>
    readingsOfOther(file).map((at) => `${path.relative(SRC, file)}:${at}`),
  );
  expect(found).toEqual([]);
});

it('the scan sees a comparison, a fallback, the word in SQL and in a string, and not a comment', () => {
  const probe = [
    'if (a === OTHER) f();',
    'const b = c ?? OTHER;',
    "const q = sql`x not in ('', 'Other') and y = ${z}`;",
    "const d = 'Other';",
    "f(OTHER); // 'Other' in a comment, and OTHER passed on as a value",
  ].join('\n');
  expect(readingsOfOther('probe.ts', probe).map((at) => at.split(':')[0])).toEqual(['1', '2', '3', '4']);
});
