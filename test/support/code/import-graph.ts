// The repository's import graph, for the tests that keep its rooms one-way and free of loops
// (docs/architecture.md §3). ESLint sees one file at a time, so these walk the whole tree instead.
// Every relative import counts, `import type` and `export … from` and `import('…')` too: a loop of
// types is still a loop a reader has to walk.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Source files under `dir`, tests and migrations left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** Each file's relative imports, resolved to files. */
export function fileImports(files: readonly string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)) {
      const target = resolveImport(file, spec!);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The graph with each node replaced by its group (a feature): edges inside a group are dropped. */
export function groupGraph(
  graph: ReadonlyMap<string, ReadonlySet<string>>,
  groupOf: (node: string) => string | undefined,
): Map<string, Set<string>> {
  const grouped = new Map<string, Set<string>>();
  for (const [from, tos] of graph) {
    const a = groupOf(from);
    if (!a) continue;
    for (const to of tos) {
      const b = groupOf(to);
      if (b && b !== a) grouped.set(a, (grouped.get(a) ?? new Set()).add(b));
    }
  }
  return grouped;
}

/**
 * Every loop, as one path around it per strongly connected group of nodes (Tarjan's algorithm): a
 * group of two or more nodes reaches each of its nodes from every other, so each holds a loop.
 */
export function loops(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || graph.get(v)?.has(v)) groups.push(group);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups.map((group) => pathAround(graph, group));
}

/** One loop through a strongly connected group, from its first node back to it: a → b → … → a. */
function pathAround(graph: ReadonlyMap<string, ReadonlySet<string>>, group: string[]): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0]!;
  // Breadth-first from the start's successors back to the start, inside the group.
  const before = new Map<string, string>();
  const queue = [...(graph.get(start) ?? [])].filter((n) => members.has(n));
  for (const n of queue) before.set(n, start);
  while (queue.length) {
    const n = queue.shift()!;
    if (n === start) break;
    for (const m of graph.get(n) ?? []) {
      if (members.has(m) && !before.has(m)) {
        before.set(m, n);
        queue.push(m);
      }
    }
  }
  // Back from the start along the predecessors: start ← last ← … ← first successor ← start.
  const back = [start];
  for (let n = before.get(start); n !== undefined && n !== start; n = before.get(n)) back.push(n);
  return [start, ...back.slice(1).reverse(), start];
}
