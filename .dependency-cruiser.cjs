/**
 * Dependency rules of the server (docs/architecture.md#modules-and-their-dependencies), run by
 * `npm run lint`. File-level cycles are refused here; cycles between modules and top-level folders
 * are refused by scripts/check-module-cycles.mjs, which folds the same graph to those units.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file of the server may import itself back, even through types.',
      from: { path: '^apps/server/src' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
  },
};
