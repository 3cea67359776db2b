// A small local ESLint rule for the one-way imports of docs/architecture.md §3. It resolves relative import
// paths against the importing file (no-restricted-imports only sees the raw string, so `../../server/x`
// would slip through) and reports an import whose target lies in a room the importer may not reach.
import path from 'node:path';

const ROOMS = [
  {
    from: 'src/domain',
    forbidden: ['src/server', 'src/web'],
    why: 'src/domain is pure and shared: it imports neither server nor web code.',
  },
  {
    from: 'src/web',
    forbidden: ['src/server'],
    why: 'The web app never imports server code; it talks to the server over /api.',
  },
  { from: 'src/server', forbidden: ['src/web'], why: 'The server never imports web code.' },
  {
    from: 'src/demo',
    forbidden: ['src/web'],
    why: "The demo data is written through the server's own store; it never imports web code.",
  },
];
// The demo-data room is called once, at start-up, by the server's entry point (docs/architecture.md §3).
const DEMO = 'src/demo';
const DEMO_CALLERS = ['src/server/main.ts'];
// Test helpers live in test/support; product code never reaches them, only tests do.
const TEST_SUPPORT = 'test';
const isTest = (file) => /\.test\.tsx?$/.test(file);
const FEATURES = 'src/web/features';

const inside = (file, dir) => file === dir || file.startsWith(dir + '/');

/** Maps a file to its project-relative path; fixture files stand in for the real rooms in the rule's test. */
function projectPath(file, root) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return rel.replace(/^eslint-rules\/fixtures\//, 'src/');
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', schema: [], messages: { blocked: '{{why}} ({{target}})' } },
  create(context) {
    const root = context.cwd ?? process.cwd();
    const me = projectPath(context.filename, root);
    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = projectPath(path.resolve(path.dirname(context.filename), spec), root);
      for (const room of ROOMS) {
        if (!inside(me, room.from)) continue;
        for (const bad of room.forbidden) {
          if (inside(target, bad))
            context.report({ node, messageId: 'blocked', data: { why: room.why, target } });
        }
      }
      if (inside(me, 'src') && !isTest(me) && inside(target, TEST_SUPPORT)) {
        context.report({
          node,
          messageId: 'blocked',
          data: { why: 'Product code never imports test helpers; only tests use test/support.', target },
        });
      }
      if (
        inside(target, DEMO) &&
        !inside(me, DEMO) &&
        inside(me, 'src') &&
        !isTest(me) &&
        !DEMO_CALLERS.includes(me)
      ) {
        context.report({
          node,
          messageId: 'blocked',
          data: { why: "Only the server's start-up (src/server/main.ts) calls the demo data.", target },
        });
      }
      if (inside(me, FEATURES) && inside(target, FEATURES)) {
        const mine = me.slice(FEATURES.length + 1).split('/')[0];
        const theirs = target.slice(FEATURES.length + 1).split('/')[0];
        if (mine !== theirs) {
          context.report({
            node,
            messageId: 'blocked',
            data: {
              why: 'Features never import each other: share through src/web/components or src/web/lib, compose in src/web/app.',
              target,
            },
          });
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'one-way-imports': rule } };
