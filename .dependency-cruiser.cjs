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
      name: 'web-layers-below-features',
      severity: 'error',
      comment:
        'The web app in layers: components/, lib/ and design/ serve every feature and import none (nor app/); ' +
        'a piece two features share moves down into one of them.',
      from: { path: '^apps/web/src/(components|lib|design)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-design-stands-alone',
      severity: 'error',
      comment: 'design/ holds the tokens (typefaces, colours) and imports nothing of ours.',
      from: { path: '^apps/web/src/design/' },
      to: { path: '^apps/web/src/', pathNot: '^apps/web/src/design/' },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      comment:
        'app/ (router, providers, layouts, MUI theme) composes the features; a feature never imports app/ ' +
        '(design tokens are in design/).',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-feature-public-surface',
      severity: 'error',
      comment:
        'A feature uses another feature only through its public surface, index.ts (and components.ts where ' +
        'index.ts is kept light for the app shell), never its internals; export what you need from there, or move ' +
        'the shared piece to components/ or lib/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/(index|components)\\.ts$'],
      },
    },
    {
      name: 'web-admin-area-public-surface',
      severity: 'error',
      comment:
        'An admin area (catalogue, orders, customers, marketing, settings, dashboard) imports admin/shared and ' +
        'other areas only through their index.ts; move a piece two areas need into admin/shared.',
      from: { path: '^apps/web/src/features/admin/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/admin/',
        pathNot: [
          '^apps/web/src/features/admin/$1/',
          '^apps/web/src/features/admin/shared/',
          '^apps/web/src/features/admin/[^/]+/index\\.ts$',
        ],
      },
    },
    {
      name: 'web-admin-shared-below-areas',
      severity: 'error',
      comment:
        'admin/shared (layout, tables, page header, formats) serves the admin areas and imports none of them.',
      from: { path: '^apps/web/src/features/admin/shared/' },
      to: { path: '^apps/web/src/features/admin/', pathNot: '^apps/web/src/features/admin/shared/' },
    },
    {
      name: 'no-circular-web-features',
      severity: 'error',
      comment:
        'Web features (and admin areas) depend on each other in one direction only, even through different ' +
        'files: two features that need each other share a piece moved into a third place.',
      scope: 'folder',
      from: { path: '^apps/web/src/features/(admin/)?[^/]+/?$' },
      to: { path: '^apps/web/src/features/(admin/)?[^/]+/?$', circular: true },
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
