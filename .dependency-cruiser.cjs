/**
 * The import rules `npm run check` enforces (decision 0075). Modules depend on each other in one direction:
 * a cycle anywhere in the API, the web app or the contracts fails the check.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import each other in one direction only; move the shared piece into its own file.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-modules',
      severity: 'error',
      comment:
        'API modules depend on each other in one direction only (a cycle through several files counts too).',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/' },
      to: { path: '^apps/api/src/modules/', circular: true },
    },
    {
      name: 'no-test-imports',
      severity: 'error',
      comment: 'Code under src/ never imports tests, test helpers or fixtures.',
      from: { path: '^(apps/[^/]+/src|packages/contracts/src)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: ['\\.test\\.tsx?$', '^apps/api/test/', '\\.fixtures\\.ts$', 'test-helpers\\.ts$'] },
    },
    {
      name: 'web-not-api',
      severity: 'error',
      comment: 'The web app talks to the API over HTTP; shared types come from @shop/contracts.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-not-web',
      severity: 'error',
      comment: 'The API never imports the web app.',
      from: { path: '^apps/api/src/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment: 'Contracts import only libraries, never our apps.',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may import any module; the rules are about the shipped code.
    exclude: { path: ['(^|/)(dist|build)/', '\\.test\\.tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
