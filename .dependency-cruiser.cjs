/** Import boundaries of ARCHITECTURE.md ("Import rules"). */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'contracts-import-nothing-of-apps',
      severity: 'error',
      from: { path: '^packages/contracts' },
      to: { path: '^apps/' },
    },
    { name: 'web-never-imports-server', severity: 'error', from: { path: '^apps/web' }, to: { path: '^apps/server' } },
    { name: 'server-never-imports-web', severity: 'error', from: { path: '^apps/server' }, to: { path: '^apps/web' } },
    {
      name: 'web-shared-imports-no-features-or-app',
      severity: 'error',
      from: { path: '^apps/web/src/shared' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    { name: 'web-features-import-no-app', severity: 'error', from: { path: '^apps/web/src/features' }, to: { path: '^apps/web/src/app/' } },
    {
      name: 'web-feature-reaches-another-only-through-index',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        // Test-only fixtures (below) may be shared across features: tests are not shipped.
        pathNot: [
          '^apps/web/src/features/$1/',
          '^apps/web/src/features/[^/]+/index\\.tsx?$',
          '^apps/web/src/features/[^/]+/[^/]+\\.fixture\\.tsx?$',
        ],
      },
    },
    {
      name: 'web-fixtures-only-from-tests',
      comment: 'A *.fixture.ts(x) or test-fixtures.tsx file is test-only: app code importing it would ship it in a bundle.',
      severity: 'error',
      from: { path: '^apps/web/', pathNot: ['\\.test\\.tsx?$', '\\.fixture\\.tsx?$', '/test-fixtures\\.tsx?$'] },
      to: { path: ['\\.fixture\\.tsx?$', '/test-fixtures\\.tsx?$'] },
    },
    {
      name: 'server-plugins-and-shared-import-no-modules',
      severity: 'error',
      from: { path: '^apps/server/src/(plugins|shared)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-module-reaches-another-only-through-index',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'repository-only-from-own-service-and-tests',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: ['\\.service\\.ts$', '\\.test\\.ts$', '\\.repository\\.ts$'] },
      to: { path: '\\.repository\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|drizzle/meta)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
