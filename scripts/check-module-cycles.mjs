#!/usr/bin/env node
// No cycle between the server's modules (apps/server/src/modules/<name>) and top-level folders or
// files (apps/server/src/<name>): dependency-cruiser reads the imports (type-only ones included),
// folds them to those units, and any strongly connected group of two or more fails the lint
// (docs/architecture.md#modules-and-their-dependencies). File-level cycles are dependency-cruiser's
// own no-circular rule (.dependency-cruiser.cjs).
import { cruise } from 'dependency-cruiser';

const ROOT = 'apps/server/src';
const UNIT = '^apps/server/src/(modules/[^/]+|[^/]+)';

const result = await cruise([ROOT], {
  ruleSet: { forbidden: [] },
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '\\.test\\.ts$|-fixtures\\.ts$|/test/' },
  tsPreCompilationDeps: true,
  tsConfig: { fileName: 'apps/server/tsconfig.json' },
  collapse: UNIT,
});
const { modules } = /** @type {{ modules: { source: string; dependencies: { resolved: string }[] }[] }} */ (
  result.output
);
const name = (/** @type {string} */ path) => path.slice(ROOT.length + 1);
const graph = new Map();
for (const m of modules) {
  if (!m.source.startsWith(`${ROOT}/`)) continue;
  const to = m.dependencies.map((d) => d.resolved).filter((r) => r.startsWith(`${ROOT}/`) && r !== m.source);
  graph.set(name(m.source), new Set(to.map(name)));
}

// Tarjan's strongly connected components.
let index = 0;
const stack = [];
const on = new Set();
const idx = new Map();
const low = new Map();
const groups = [];
const visit = (v) => {
  idx.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  on.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!idx.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const group = [];
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group.sort());
  }
};
for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);

if (groups.length === 0) {
  console.log(`module cycles: none among ${graph.size} units of ${ROOT}`);
  process.exit(0);
}
for (const group of groups) {
  const inside = new Set(group);
  console.error(`module cycle: ${group.join(', ')}`);
  for (const v of group) {
    const to = [...(graph.get(v) ?? [])].filter((w) => inside.has(w));
    console.error(`  ${v} → ${to.join(', ')}`);
  }
}
process.exit(1);
