import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The server speaks to the browser through contract/ alone; it renders the app through its entry.
const SERVER_MAY_NOT_REACH = ['src/(?!entry-server$)[^/]+'];

/** The admin's screens, one folder per domain over a shared `shell` (docs/decisions/060). */
const ADMIN_FOLDER = 'src/pages/admin';
const ADMIN_DOMAINS = readdirSync(ADMIN_FOLDER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shell')
  .map((entry) => entry.name);

/** Each server folder and the server folders above it, which it may not import. */
const SERVER_LAYERS = [
  ['server', []],
  ['server/platform', ['modules', 'content', 'pages', 'seo', 'ssr']],
  ['server/modules', ['pages', 'seo', 'ssr']],
  ['server/content', ['modules', 'pages', 'seo', 'ssr']],
  ['server/pages', ['seo', 'ssr']],
  ['server/seo', ['ssr']],
];

const ONLY_SERVICES_READ_A_REPOSITORY = {
  regex: '\\.repository$',
  message:
    "One layering in a module (router → service → repository): only a module's services (*-service.ts) import a repository.",
};

const SERVICES_SPEAK_THE_DOMAIN = {
  regex: '/http/envelope$',
  message:
    'A service speaks the domain, not HTTP: throw an error of server/platform/domain-errors.ts, which the error handler answers.',
};

const ROUTERS_HOLD_SERVICES = {
  group: ['kysely'],
  message:
    "A module's router receives its services (createXService(db)), never the database handle.",
};

const ONLY_ITS_OWN_MODULE_REPOSITORY = {
  regex: '^\\.\\./.*\\.repository$',
  message:
    'A module reaches another module through its services (*-service.ts), never its repository.',
};

/**
 * A module shows one face, its index.ts: from outside it, `../jobs` or `modules/jobs`, never a file
 * inside. The first pattern is for a module's own files (`../jobs/x` is another module's file),
 * the second for every other server file.
 */
const THROUGH_A_MODULE_FACE = [
  {
    regex: '^\\.\\./[^./][^/]*/.+',
    message:
      'Another module is reached through its face (`../jobs`, its index.ts), never its files.',
  },
];
const THROUGH_THE_FACE = [
  {
    regex: '(^|/)modules/[^/]+/.+',
    message:
      'A module is reached through its face (`modules/jobs`, its index.ts), never its files.',
  },
];

/** SQL lives in repositories (`*.repository.ts`) and the database layer (`server/platform/db`). */
const SQL_IN_REPOSITORIES = [
  ...['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto'].map(
    (call) => ({
      selector: `CallExpression[callee.property.name='${call}']`,
      message: `SQL (${call}) belongs in a *.repository.ts: a service calls the repository.`,
    }),
  ),
  {
    selector: "TaggedTemplateExpression[tag.name='sql'], MemberExpression[object.name='sql']",
    message: 'SQL (the sql tag) belongs in a *.repository.ts: a service calls the repository.',
  },
];
/** The platform's own stores that still hold their SQL: moved to repositories in a later step. */
const PLATFORM_STORES_WITH_SQL = [
  'server/platform/auth/accounts.ts',
  'server/platform/auth/oidc-adapter.ts',
  'server/platform/auth/oidc-keys.ts',
  'server/platform/mail/confirmation-limit.ts',
  'server/platform/mail/mail-delivery.ts',
  'server/platform/mail/outbox.ts',
  'server/platform/tasks/prune-task.ts',
  'server/platform/tasks/task-overview.ts',
  'server/platform/tasks/task-store.ts',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'screenshots',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Plain JavaScript runs under Node (the start script, which must not need a compiler).
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Imports flow one way: contract → lib → api/auth → blocks → pages → app; src/ never reaches
  // server/, and server/ reaches src/ only through contract/ (docs/decisions/009 and 060).
  ...importsMayNotReach('contract', ['src', 'server']),
  // An import() escapes no-restricted-imports: the contract, plain data and rules, needs none.
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression',
          message: 'The contract loads nothing at run time: a call to the API belongs in src/api.',
        },
      ],
    },
  },
  ...importsMayNotReach('src/lib', ['api', 'auth', 'blocks', 'pages', 'app', 'server']),
  ...importsMayNotReach('src/{api,auth}', ['blocks', 'pages', 'app', 'server']),
  ...importsMayNotReach('src/blocks', ['pages', 'app', 'server']),
  ...importsMayNotReach('src/pages', ['app', 'server']),
  ...adminDomainsStayApart(),
  ...importsMayNotReach('src/app', ['server']),
  ...importsMayNotReach('server', SERVER_MAY_NOT_REACH),
  // In server, platform → modules (and the content engine) → pages, seo → ssr → app.ts
  // (docs/decisions/024-modules-pages-platform.md), with one layering inside a module:
  // router → service → repository. Only a module's services (and repositories) read a repository,
  // and only their own module's: another module is reached through its services.
  // These repeat server's rule above, as the last setting of a rule for a file is the one used.
  ...SERVER_LAYERS.flatMap(([folder, forbidden]) => serverLayer(folder, forbidden)),
  // The test harness builds ATS feeds with the connectors' own types, behind the job sources' face.
  {
    files: ['server/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [layerPattern('server', SERVER_MAY_NOT_REACH)] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      'server/platform/db/**',
      ...PLATFORM_STORES_WITH_SQL,
      'server/**/*.test.ts',
      'server/test-support/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...SQL_IN_REPOSITORIES] },
  },
);

/**
 * An admin domain's screens import the shell and the shared layers, never another domain's
 * files; the shell imports no domain. Only `admin-screen.tsx` above them composes the domains.
 */
function adminDomainsStayApart() {
  const pagesLayer = layerPattern('src/pages', ['app', 'server']);
  const domainsExcept = (own) => {
    const others = ADMIN_DOMAINS.filter((domain) => domain !== own);
    return {
      regex: `^\\.\\./(${[...others, 'admin-screen'].join('|')})(/|$)`,
      message: `An admin domain's screens import only ${ADMIN_FOLDER}/shell and the shared layers (contract, lib, api, auth, blocks), never another domain: move what two domains share into the shell.`,
    };
  };
  return [...ADMIN_DOMAINS, 'shell'].map((folder) => ({
    files: [`${ADMIN_FOLDER}/${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [pagesLayer, domainsExcept(folder)] }],
    },
  }));
}

/**
 * The rules for the server files under `folder`: the src layers and the server layers in
 * `forbidden` are out of reach; outside a module's services no file reads a repository, and a
 * module's services read only their own module's.
 */
function serverLayer(folder, forbidden) {
  const layers = [layerPattern('server', SERVER_MAY_NOT_REACH)];
  if (forbidden.length > 0) {
    layers.push({
      ...layerPattern(folder, forbidden),
      message: `Imports flow one way in server (platform → modules, content → pages, seo → ssr → app): ${folder} may not import ${forbidden.join(', ')}.`,
    });
  }
  if (folder === 'server/platform') {
    layers.push({
      regex: '^(\\.\\./){2,}seed(/|$)',
      message:
        'server/platform may not import the seed content (seed/): the composition root hands it in.',
    });
  }
  // Module files reach other modules by `../m`; the rest of the server by `…/modules/m`.
  const faces = folder === 'server/modules' ? THROUGH_A_MODULE_FACE : THROUGH_THE_FACE;
  const rule = (patterns) => ['error', { patterns: [...layers, ...faces, ...patterns] }];
  const services =
    folder === 'server/modules'
      ? [`${folder}/**/*-service.ts`, `${folder}/**/*.repository.ts`]
      : [];
  const routers =
    folder === 'server/modules' ? [`${folder}/**/*.router.ts`, `${folder}/**/*.admin.ts`] : [];
  const tests = [
    `${folder}/**/*.test.ts`,
    ...(folder === 'server' ? ['server/test-support/**'] : []),
  ];
  return [
    {
      files: [`${folder}/**/*.ts`],
      ignores: [...tests, ...services],
      rules: { 'no-restricted-imports': rule([ONLY_SERVICES_READ_A_REPOSITORY]) },
    },
    {
      files: services,
      ignores: tests,
      rules: {
        'no-restricted-imports': rule([ONLY_ITS_OWN_MODULE_REPOSITORY, SERVICES_SPEAK_THE_DOMAIN]),
      },
    },
    {
      files: routers,
      rules: {
        'no-restricted-imports': rule([ONLY_SERVICES_READ_A_REPOSITORY, ROUTERS_HOLD_SERVICES]),
      },
    },
    { files: tests, rules: { 'no-restricted-imports': rule([]) } },
  ].filter((config) => config.files.length > 0);
}

/**
 * Keeps the files under `folder` from importing the given folders (the layers above them).
 * Tests may read server/ (a browser schema checked against the API's own).
 */
function importsMayNotReach(folder, forbidden) {
  const rule = (targets) => ['error', { patterns: [layerPattern(folder, targets)] }];
  const tests = `${folder}/**/*.test.{ts,tsx}`;
  const forTests = forbidden.filter((target) => target !== 'server');
  return [
    {
      files: [`${folder}/**/*.{ts,tsx}`],
      ignores: [tests],
      rules: { 'no-restricted-imports': rule(forbidden) },
    },
    ...(forTests.length > 0
      ? [{ files: [tests], rules: { 'no-restricted-imports': rule(forTests) } }]
      : []),
  ];
}

/** The `no-restricted-imports` pattern that keeps `folder` from importing `targets`. */
function layerPattern(folder, targets) {
  // Relative specifiers only: `react-dom/server` is a package, not the server/ folder.
  const regex = `^(\\.\\.?/)+(.*/)?(${targets.join('|')})(/|$)`;
  const message = `Imports flow one way (contract → lib → api/auth → blocks → pages → app; server → contract): ${folder} may not import ${targets.join(', ')}.`;
  return { regex, message };
}
