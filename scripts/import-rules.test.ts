import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';

/**
 * The import direction is held by lint (eslint.config.js): a wrong-way import planted in a file
 * of the tree fails, the right-way one beside it passes (docs/decisions/060).
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function importErrors(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(
    `import { x } from '${specifier}';\nexport const y = x;\n`,
    {
      filePath,
    },
  );
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the admin screens stay in their domains', () => {
  test("a domain's screen may not import another domain's", async () => {
    const errors = await importErrors('src/pages/admin/jobs/planted.ts', '../team/team-section');
    expect(errors).toEqual([expect.stringContaining('never another domain')]);
  });

  test('the shell may not import a domain', async () => {
    const errors = await importErrors('src/pages/admin/shell/planted.ts', '../jobs/jobs-section');
    expect(errors).toEqual([expect.stringContaining('never another domain')]);
  });

  test('a domain imports the shell and the shared layers', async () => {
    expect(await importErrors('src/pages/admin/jobs/planted.ts', '../shell/admin-ui')).toEqual([]);
    expect(await importErrors('src/pages/admin/jobs/planted.ts', '../../../lib/plural')).toEqual(
      [],
    );
  });
});

describe('the contract is the one bridge between server and browser', () => {
  test('the contract may not import the browser app or the server', async () => {
    expect(await importErrors('contract/planted.ts', '../src/lib/local-path')).not.toEqual([]);
    expect(await importErrors('contract/planted.ts', '../server/platform/config')).not.toEqual([]);
  });

  test('the server may not import the browser app, only the contract and the render entry', async () => {
    expect(await importErrors('server/pages/planted.ts', '../../src/lib/local-path')).not.toEqual(
      [],
    );
    expect(await importErrors('server/pages/planted.ts', '../../contract/page-types')).toEqual([]);
    expect(await importErrors('server/ssr/planted.ts', '../../src/entry-server')).toEqual([]);
  });

  test("the platform may not import the content engine: the app registers the content query's error surface", async () => {
    expect(
      await importErrors('server/platform/http/planted.ts', '../../content/content-query'),
    ).not.toEqual([]);
  });

  test('the browser app may not import the server', async () => {
    expect(await importErrors('src/lib/planted.ts', '../../server/platform/config')).not.toEqual(
      [],
    );
  });
});
