/**
 * Issue 9: the content query runs no code from a request, cannot be frozen by a pattern and
 * answers no 5xx, whatever the `where`. On the real app, its real content and database.
 */
import { existsSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';

import fc from 'fast-check';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';

import { createRealApp, type RealApp } from '../test-support/real-app';
import { createWhereTester, WHERE_OPERATORS } from './where-operations';

const MARKER_FILE = path.join(os.tmpdir(), `somnia-content-query-${process.pid}.txt`);
const FLAG = '__somniaContentQueryRan';
// Each payload would leave a trace if it ran: a global flag, a file.
const PAYLOADS = [
  `(globalThis.${FLAG} = true)`,
  `process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(MARKER_FILE)}, 'ran') || true`,
];
const ANSWER_WITHIN_MS = 1_000;

let real: RealApp;
let server: Server;

beforeAll(async () => {
  real = await createRealApp();
  server = real.app.listen(0);
  // The first content query starts the content query thread (decision 018): here, not in a timed test.
  await request(server).post('/_content/blog').send({ limit: 1 });
});
afterAll(async () => {
  server.close();
  await real.close();
});
afterEach(() => {
  rmSync(MARKER_FILE, { force: true });
  Reflect.deleteProperty(globalThis, FLAG);
});

const nothingRan = () => !existsSync(MARKER_FILE) && !Reflect.has(globalThis, FLAG);
const postQuery = (body: object, contentPath = '/') =>
  request(server).post(`/_content${contentPath}`).send(body);

/** `$where` placed under each operator that nests a condition, a value or a list. */
const nestings = (code: string): [string, Record<string, unknown>][] => {
  const js = { $where: code };
  return [
    ['at the top', js],
    ['in $and', { $and: [js] }],
    ['in $or', { $or: [{ title: 'x' }, js] }],
    ['in $nor', { $nor: [js] }],
    ['in $not', { title: { $not: js } }],
    ['in $elemMatch', { tags: { $elemMatch: js } }],
    ['in $all at the top (the reported exploit)', { $all: [js] }],
    ['in $all on a field', { tags: { $all: [js] } }],
    ['in $in', { tags: { $in: [js] } }],
    ['in $nin', { tags: { $nin: [js] } }],
    ['in $eq', { title: { $eq: js } }],
    ['in a list value', { tags: [js] }],
    ['in a nested object value', { section: { hero: js } }],
    ['deep inside several', { $or: [{ $and: [{ tags: { $elemMatch: { $all: [js] } } }] }] }],
  ];
};

describe('POST /_content: no code from the request runs', () => {
  const cases = PAYLOADS.flatMap((code) =>
    nestings(code).map(([where, condition]) => ({ where, condition, code })),
  );

  test.each(cases)('$where $where is a 400 and leaves no trace ($code)', async ({ condition }) => {
    const res = await postQuery({ where: condition, only: ['_path'], limit: 1, deep: true });

    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/unsupported operator \$where/);
    expect(nothingRan()).toBe(true);
  });

  test('the engine itself has no $where: past the check, sift refuses the reported exploit', () => {
    const exploit = { $all: [{ $where: PAYLOADS[0] }] };

    expect(() => createWhereTester(exploit, () => {})).toThrow('Unsupported operation: $where');
    expect(nothingRan()).toBe(true);
  });

  test('past the check, no nesting runs the code either (refused, or compared as a plain value)', () => {
    for (const code of PAYLOADS) {
      for (const [, condition] of nestings(code)) {
        try {
          createWhereTester(condition, () => {})({ title: 'x', tags: [{}], section: {} });
        } catch {
          // Refused by sift: what matters is that nothing ran.
        }
      }
    }
    expect(nothingRan()).toBe(true);
  });

  test.each(['$function', '$expr', '$accumulator', '$mod', '$type', '$text'])(
    '%s is refused like any operator off the list',
    async (operator) => {
      const res = await postQuery({ where: { $and: [{ title: { [operator]: 'x' } }] } });

      expect(res.status).toBe(400);
      expect(res.body.message).toContain(`unsupported operator ${operator}`);
    },
  );
});

describe('POST /_content: patterns run in linear time', () => {
  const catastrophic = [
    '^(?:[\\w ]|[\\w ]){0,26}!',
    '^(?:[\\w ]|[\\w ]){0,40}!',
    '(a+)+$',
    '(x+x+)+y',
    '(?:a|a)*b',
    '(.*a){20}',
    '^(\\w+\\s?)*$',
  ];

  test.each(catastrophic)(
    '%s is answered within 1 s while /healthz stays fast',
    async (pattern) => {
      const started = performance.now();
      const query = postQuery({ where: { title: { $regex: pattern } }, deep: true }).then(
        (res) => ({ res, ms: performance.now() - started }),
      );
      const health = request(server)
        .get('/healthz')
        .then((res) => ({ res, ms: performance.now() - started }));
      const [answered, healthz] = await Promise.all([query, health]);

      expect(answered.res.status).toBe(200);
      expect(answered.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(healthz.res.status).toBe(200);
      expect(healthz.ms).toBeLessThan(ANSWER_WITHIN_MS);
    },
  );

  test.each([
    ['a look-ahead', '(?=a)b'],
    ['a back-reference', '(a)\\1'],
    ['a repetition RE2 refuses', 'a{1001}'],
    ['a program too large to run cheaply', '\\P{Cc}{1000}\\P{Cc}{1000}'],
  ])('a pattern with %s is a 400 naming the field', async (_kind, pattern) => {
    const res = await postQuery({ where: { title: { $regex: pattern } } });

    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Bad Request: where\.title\.\$regex: /);
  });

  test('more than 10 patterns in one query is a 400', async () => {
    const conditions = Array.from({ length: 11 }, () => ({ title: { $regex: 'a' } }));
    const res = await postQuery({ where: { $or: conditions } });

    expect(res.status).toBe(400);
    expect(res.body.message).toContain('at most 10 patterns');
  });
});

describe('POST /_content: any where (property-based)', () => {
  const FIELDS = [
    'title',
    'tags',
    'publishedAt',
    '_path',
    'section.type',
    'missing',
    'constructor',
  ];
  const OFF_LIST = ['$where', '$function', '$expr', '$type', '$mod', '$text', '$jsonSchema'];
  const PATTERNS = [
    '^(?:[\\w ]|[\\w ]){0,40}!',
    '(a+)+$',
    '\\p{L}{0,300}',
    '(?i)tok',
    '[',
    '(?=x)',
  ];

  const key = fc.oneof(
    fc.constantFrom(...FIELDS),
    fc.constantFrom(...WHERE_OPERATORS),
    fc.constantFrom(...OFF_LIST),
    fc.string({ maxLength: 6 }),
  );
  const leaf = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(...PAYLOADS, ...PATTERNS),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
  );
  const { where } = fc.letrec<{ value: unknown; where: Record<string, unknown> }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 3 }),
      tie('where'),
    ),
    where: fc.dictionary(key, tie('value'), { maxKeys: 3 }),
  }));

  test('never runs code, never answers 5xx, always within 1 s', async () => {
    await fc.assert(
      fc.asyncProperty(where, async (condition) => {
        const started = performance.now();
        const res = await postQuery({ where: condition, deep: true, only: ['_path'] });
        const ms = performance.now() - started;

        expect(res.status).toBeLessThan(500);
        expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
        expect(nothingRan()).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
