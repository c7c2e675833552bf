/**
 * The import direction and module boundaries are held by lint (eslint.config.js, decision 060):
 * a wrong-way import or a query planted in a file of the tree fails, the right way beside it
 * passes.
 */
import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

import { ROOT_DIR } from '../server/platform/root-dir';

const eslint = new ESLint({
  cwd: ROOT_DIR,
  overrideConfigFile: path.join(ROOT_DIR, 'eslint.config.js'),
});

/** The messages of the rules this test is about, for `code` as if it were the file at `file`. */
async function problemsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT_DIR, file) });
  return (result?.messages ?? [])
    .filter((message) =>
      ['no-restricted-imports', 'no-restricted-syntax'].includes(message.ruleId ?? ''),
    )
    .map((message) => message.message);
}

test("a module importing another module's service file fails; its face passes", async () => {
  const file = 'server/modules/alerts/planted.ts';
  expect(await problemsOf(file, "export { getJobDetail } from '../jobs/job-service';\n")).toEqual([
    expect.stringContaining('through its face'),
  ]);
  expect(await problemsOf(file, "export { getJobDetail } from '../jobs';\n")).toEqual([]);
});

test("a module importing another module's repository fails", async () => {
  const problems = await problemsOf(
    'server/modules/alerts/alert-service.ts',
    "export { findJobEventsAfter } from '../jobs/job-event.repository';\n",
  );
  expect(problems.length).toBeGreaterThan(0);
});

test('pages, SEO and the composition root reach a module through its face', async () => {
  for (const [file, inside, face] of [
    ['server/pages/planted.ts', '../modules/jobs/job-service', '../modules/jobs'],
    ['server/seo/planted.ts', '../modules/press/press-service', '../modules/press'],
    ['server/planted.ts', './modules/team/team-service', './modules/team'],
  ] as const) {
    expect(await problemsOf(file, `export * from '${inside}';\n`)).toEqual([
      expect.stringContaining('through its face'),
    ]);
    expect(await problemsOf(file, `export * from '${face}';\n`)).toEqual([]);
  }
});

test('SQL outside a repository fails; in a repository it passes', async () => {
  const query = [
    "import { sql, type Kysely } from 'kysely';",
    "import type { Database } from '../../platform/db/schema';",
    'export const openJobs = (db: Kysely<Database>) =>',
    "  db.selectFrom('job').select(sql<number>`count(*)`.as('count')).execute();",
    '',
  ].join('\n');
  const problems = await problemsOf('server/modules/jobs/planted-service.ts', query);
  expect(problems).toEqual([
    expect.stringContaining('selectFrom'),
    expect.stringContaining('sql tag'),
  ]);
  expect(await problemsOf('server/modules/jobs/planted.repository.ts', query)).toEqual([]);
});

test('the platform importing a module or the seed content fails', async () => {
  for (const specifier of ['../../modules/jobs', '../../../seed']) {
    expect(
      await problemsOf('server/platform/db/planted.ts', `export * from '${specifier}';\n`),
    ).toEqual([expect.stringContaining('server/platform may not import')]);
  }
});

/** The problems of an import of `specifier` planted in `file`. */
const importProblems = (file: string, specifier: string) =>
  problemsOf(file, `import { x } from '${specifier}';\nexport const y = x;\n`);

describe('the admin screens stay in their domains', () => {
  test("a domain's screen may not import another domain's", async () => {
    const errors = await importProblems('src/pages/admin/jobs/planted.ts', '../team/team-section');
    expect(errors).toEqual([expect.stringContaining('never another domain')]);
  });

  test('the shell may not import a domain', async () => {
    const errors = await importProblems('src/pages/admin/shell/planted.ts', '../jobs/jobs-section');
    expect(errors).toEqual([expect.stringContaining('never another domain')]);
  });

  test('a domain imports the shell and the shared layers', async () => {
    expect(await importProblems('src/pages/admin/jobs/planted.ts', '../shell/admin-ui')).toEqual(
      [],
    );
    expect(await importProblems('src/pages/admin/jobs/planted.ts', '../../../lib/plural')).toEqual(
      [],
    );
  });
});

describe('the contract is the one bridge between server and browser', () => {
  test('the contract loads nothing at run time, not even by import()', async () => {
    const problems = await problemsOf(
      'contract/planted.ts',
      "export const load = () => import('../src/api/http-client');\n",
    );
    expect(problems).toEqual([expect.stringContaining('loads nothing at run time')]);
  });

  test('the contract may not import the browser app or the server', async () => {
    expect(await importProblems('contract/planted.ts', '../src/lib/local-path')).not.toEqual([]);
    expect(await importProblems('contract/planted.ts', '../server/platform/config')).not.toEqual(
      [],
    );
  });

  test('the server may not import the browser app, only the contract and the render entry', async () => {
    expect(await importProblems('server/pages/planted.ts', '../../src/lib/local-path')).not.toEqual(
      [],
    );
    expect(await importProblems('server/pages/planted.ts', '../../contract/page-types')).toEqual(
      [],
    );
    expect(await importProblems('server/ssr/planted.ts', '../../src/entry-server')).toEqual([]);
  });

  test("the platform may not import the content engine: the app registers the content query's error surface", async () => {
    expect(
      await importProblems('server/platform/http/planted.ts', '../../content/content-query'),
    ).not.toEqual([]);
  });

  test('the browser app may not import the server', async () => {
    expect(await importProblems('src/lib/planted.ts', '../../server/platform/config')).not.toEqual(
      [],
    );
  });
});
