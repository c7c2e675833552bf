import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SERVER_MAY_NOT_REACH = ['src/app', 'src/auth', 'src/blocks', 'src/pages'];

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
  // Imports flow one way: lib → api/auth → blocks → pages → app; src/ never reaches server/,
  // server/ only src/api and src/lib (docs/decisions/009-layout-and-import-direction.md).
  ...importsMayNotReach('src/lib', ['api', 'auth', 'blocks', 'pages', 'app', 'server']),
  ...importsMayNotReach('src/{api,auth}', ['blocks', 'pages', 'app', 'server']),
  ...importsMayNotReach('src/blocks', ['pages', 'app', 'server']),
  ...importsMayNotReach('src/pages', ['app', 'server']),
  ...importsMayNotReach('src/app', ['server']),
  ...importsMayNotReach('server', SERVER_MAY_NOT_REACH),
  // One layering in the API, router → service → repository: only services read a repository.
  // It repeats server's rule above, as the last setting of a rule for a file is the one used.
  {
    files: ['server/**/*.ts'],
    ignores: [
      'server/**/*.test.ts',
      'server/test-support/**',
      'server/**/*-service.ts',
      'server/**/*.repository.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layerPattern('server', SERVER_MAY_NOT_REACH),
            {
              regex: '\\.repository$',
              message:
                'One layering in the API (router → service → repository): only services (*-service.ts) import a repository.',
            },
          ],
        },
      ],
    },
  },
);

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
  const message = `Imports flow one way (lib → api/auth → blocks → pages → app; server → src/api, src/lib): ${folder} may not import ${targets.join(', ')}.`;
  return { regex, message };
}
