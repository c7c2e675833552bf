import { describe, expect, test } from 'vitest';

import { classifyWarnings } from './warnings';

const unexpectedWarnings = (lines: string[], isLts: boolean) =>
  classifyWarnings(lines, isLts).unexpected;

const OIDC_NOT_LTS =
  'oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.';

describe('classifyWarnings', () => {
  test('ordinary start-up lines pass', () => {
    const lines = [
      '> somnia-careers@0.1.0 start',
      '{"level":30,"time":1,"msg":"Somnia careers site ready on http://localhost:3300"}',
    ];

    expect(unexpectedWarnings(lines, true)).toEqual([]);
  });

  test('npm, Node.js and app-log warnings are reported', () => {
    const lines = [
      "npm warn EBADENGINE Unsupported engine { package: 'somnia-careers@0.1.0' }",
      '(node:1234) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.',
      '{"level":40,"time":1,"msg":"slow query"}',
      '{"level":50,"time":1,"msg":"render failed"}',
    ];

    expect(unexpectedWarnings(lines, true)).toEqual(lines);
  });

  test("npm's complaint about the machine's own npmrc is not the project's", () => {
    const lines = [
      'npm warn Unknown user config "nodedir". This will stop working in the next major version of npm.',
      'npm warn Unknown env config "nodedir". This will stop working in the next major version of npm.',
    ];

    expect(unexpectedWarnings(lines, true)).toEqual([]);
  });

  test("oidc-provider's runtime warning is tolerated only on a release without an LTS codename", () => {
    expect(classifyWarnings([OIDC_NOT_LTS], false)).toEqual({
      unexpected: [],
      notLtsNotice: [OIDC_NOT_LTS],
    });
    expect(classifyWarnings([OIDC_NOT_LTS], true)).toEqual({
      unexpected: [OIDC_NOT_LTS],
      notLtsNotice: [],
    });
  });
});
