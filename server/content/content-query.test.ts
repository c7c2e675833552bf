import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

import {
  createContentFixture,
  postFile,
  type ContentFixture,
} from '../test-support/content-fixture';
import { ContentQueryError, queryDocuments } from './content-query';
import type { ContentStore } from './content-store';

let fixture: ContentFixture;

beforeAll(async () => {
  fixture = await createContentFixture({
    'blog/alpha.md': postFile(
      {
        title: 'Alpha',
        summary: 'Streaming SSR',
        publishedAt: '2026-01-10',
        readers: 120,
        tags: ['ssr', 'react'],
      },
      'We render on the server.',
    ),
    'blog/beta.md': postFile(
      {
        title: 'Beta',
        summary: 'Data pipelines',
        publishedAt: '2026-03-01',
        readers: 50,
        tags: ['data'],
      },
      'Sensors send a NIGHTLY batch.',
    ),
    'blog/gamma.md': postFile(
      {
        title: 'gamma',
        summary: 'Design tokens',
        publishedAt: '2026-02-01',
        readers: 200,
        tags: ['react', 'design'],
      },
      'Three layers of tokens.',
    ),
    'blog/archive/old.md': postFile({ title: 'Old', publishedAt: '2020-05-05', tags: [] }),
    'news/launch.md': postFile({ title: 'Launch' }),
    'pages/home.json': '{"title":"Home","section":[{"type":"hero","image":{"width":640}}]}',
    'hiring-faq.json': '[{"id":"a"}]',
  });
});

afterAll(() => fixture.remove());

type Doc = Record<string, unknown>;
const queryContent = async (store: ContentStore, path: string, body: unknown) =>
  queryDocuments(await store.getDocuments(), path, body);
const query = async (path: string, body: unknown = {}) =>
  (await queryContent(fixture.store, path, body)) as Doc[];
const titles = (docs: (Doc | null)[]) => docs.map((doc) => doc?.title ?? null);
const rejection = (path: string, body: unknown) =>
  queryContent(fixture.store, path, body).then(
    () => null,
    (error: unknown) => error as ContentQueryError,
  );

describe('queryDocuments: path and deep', () => {
  test('a document path returns that document as an object', async () => {
    const doc = await queryContent(fixture.store, '/blog/alpha', {});

    expect(doc).toMatchObject({ _path: '/blog/alpha', title: 'Alpha' });
  });

  test('a folder returns its direct children only', async () => {
    expect(titles(await query('/blog'))).toEqual(['Alpha', 'Beta', 'gamma']);
  });

  test('deep: true also returns documents in subfolders', async () => {
    expect(titles(await query('/blog', { deep: true }))).toEqual(['Alpha', 'Old', 'Beta', 'gamma']);
  });

  test('the root lists top-level files, or everything with deep', async () => {
    expect((await query('/')).map((doc) => doc._path)).toEqual(['/hiring-faq']);
    expect(await query('/', { deep: true })).toHaveLength(7);
  });

  test('trailing and doubled slashes are ignored', async () => {
    expect(titles(await query('blog//'))).toEqual(['Alpha', 'Beta', 'gamma']);
  });

  test('an unknown path is a 404', async () => {
    const error = await rejection('/nope', {});

    expect(error).toBeInstanceOf(ContentQueryError);
    expect(error?.statusCode).toBe(404);
    expect(error?.message).toBe('Not Found');
  });

  test('a document the where condition rules out is a 404', async () => {
    expect((await rejection('/blog/alpha', { where: { title: 'Beta' } }))?.statusCode).toBe(404);
  });
});

describe('queryDocuments: text, only, without', () => {
  test('Markdown bodies are left out unless text is true', async () => {
    expect(await queryContent(fixture.store, '/blog/alpha', {})).not.toHaveProperty('body');
    expect(await queryContent(fixture.store, '/blog/alpha', { text: true })).toMatchObject({
      body: expect.stringContaining('We render on the server.'),
    });
  });

  test('a JSON list document keeps its body', async () => {
    expect(await queryContent(fixture.store, '/hiring-faq', {})).toMatchObject({
      body: [{ id: 'a' }],
    });
  });

  test('only keeps the listed fields', async () => {
    expect(await query('/blog', { only: ['title', '_path'], limit: 1 })).toEqual([
      { _path: '/blog/alpha', title: 'Alpha' },
    ]);
    expect(await query('/blog', { only: 'title', limit: 1 })).toEqual([{ title: 'Alpha' }]);
  });

  test('an empty only list keeps every field', async () => {
    expect(Object.keys((await query('/blog', { only: [], limit: 1 }))[0] ?? {})).toContain(
      'summary',
    );
  });

  test('without removes the listed fields', async () => {
    const [doc] = await query('/blog', { without: ['_dir', '_file', 'tags'], limit: 1 });

    expect(doc).not.toHaveProperty('_dir');
    expect(doc).not.toHaveProperty('tags');
    expect(doc).toHaveProperty('title');
  });
});

describe('queryDocuments: where', () => {
  test('equality on a field', async () => {
    expect(titles(await query('/blog', { where: { title: 'Beta' } }))).toEqual(['Beta']);
  });

  test('equality with a value in a list field', async () => {
    expect(titles(await query('/blog', { where: { tags: 'react' } }))).toEqual(['Alpha', 'gamma']);
  });

  test('$gt, $gte, $lt and $lte compare numbers', async () => {
    expect(titles(await query('/blog', { where: { readers: { $gt: 120 } } }))).toEqual(['gamma']);
    expect(titles(await query('/blog', { where: { readers: { $gte: 120 } } }))).toEqual([
      'Alpha',
      'gamma',
    ]);
    expect(titles(await query('/blog', { where: { readers: { $lt: 120 } } }))).toEqual(['Beta']);
    expect(titles(await query('/blog', { where: { readers: { $lte: 120 } } }))).toEqual([
      'Alpha',
      'Beta',
    ]);
  });

  test('$gte and $lt compare ISO date strings', async () => {
    const where = { publishedAt: { $gte: '2026-02-01', $lt: '2026-03-01' } };

    expect(titles(await query('/blog', { where }))).toEqual(['gamma']);
  });

  test('$ne, $in and $nin', async () => {
    expect(titles(await query('/blog', { where: { title: { $ne: 'Beta' } } }))).toEqual([
      'Alpha',
      'gamma',
    ]);
    expect(titles(await query('/blog', { where: { title: { $in: ['Beta', 'gamma'] } } }))).toEqual([
      'Beta',
      'gamma',
    ]);
    expect(titles(await query('/blog', { where: { tags: { $nin: ['react'] } } }))).toEqual([
      'Beta',
    ]);
  });

  test('$contains on a list field needs each value as an element, not a substring of one', async () => {
    expect(titles(await query('/blog', { where: { tags: { $contains: 'react' } } }))).toEqual([
      'Alpha',
      'gamma',
    ]);
    expect(
      titles(await query('/blog', { where: { tags: { $contains: ['react', 'design'] } } })),
    ).toEqual(['gamma']);
    expect(await query('/blog', { where: { tags: { $contains: 'reac' } } })).toEqual([]);
  });

  test('$contains on a string field is a case-sensitive substring match', async () => {
    expect(titles(await query('/blog', { where: { summary: { $contains: 'Data' } } }))).toEqual([
      'Beta',
    ]);
    expect(await query('/blog', { where: { summary: { $contains: 'data' } } })).toEqual([]);
  });

  test('$regex with $options', async () => {
    expect(titles(await query('/blog', { where: { title: { $regex: '^g' } } }))).toEqual(['gamma']);
    expect(
      titles(await query('/blog', { where: { title: { $regex: '^[ab]', $options: 'i' } } })),
    ).toEqual(['Alpha', 'Beta']);
  });

  test('$and and $or combine conditions, nested', async () => {
    const where = {
      $or: [
        { title: 'Beta' },
        { $and: [{ tags: { $contains: 'react' } }, { readers: { $gt: 150 } }] },
      ],
    };

    expect(titles(await query('/blog', { where }))).toEqual(['Beta', 'gamma']);
  });

  test('$exists, $size and dotted fields', async () => {
    expect(
      titles(await query('/blog', { deep: true, where: { readers: { $exists: false } } })),
    ).toEqual(['Old']);
    expect(titles(await query('/blog', { where: { tags: { $size: 1 } } }))).toEqual(['Beta']);
    expect(await query('/pages', { where: { 'section.image.width': 640 } })).toHaveLength(1);
  });

  test('$where (JavaScript) is refused with a 400 naming the field', async () => {
    const error = await rejection('/blog', { where: { $where: 'process.exit(1)' } });

    expect(error?.statusCode).toBe(400);
    expect(error?.message).toBe('Bad Request: where.$where: unsupported operator $where');
  });

  test('a malformed operator argument is a 400 naming the field', async () => {
    expect((await rejection('/blog', { where: { tags: { $in: 'react' } } }))?.message).toMatch(
      /^Bad Request: where\.tags\.\$in: /,
    );
    expect((await rejection('/blog', { where: { title: { $regex: '(' } } }))?.message).toMatch(
      /where\.title\.\$regex/,
    );
    expect((await rejection('/blog', { where: { $or: [] } }))?.message).toMatch(/where\.\$or/);
  });

  test('a query past its time budget is stopped with a 503', async () => {
    let nowMs = 0;
    // Each reading of the clock moves it 100 ms on: the 250 ms budget runs out mid-filter.
    vi.spyOn(performance, 'now').mockImplementation(() => (nowMs += 100));
    try {
      const error = await rejection('/blog', { where: { title: { $regex: 'a' } }, deep: true });

      expect(error?.statusCode).toBe(503);
      expect(error?.message).toBe('Service Unavailable: the query took too long');
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('queryDocuments: search', () => {
  test('matches title, summary or body, ignoring case', async () => {
    expect(titles(await query('/blog', { search: 'GAMMA' }))).toEqual(['gamma']);
    expect(titles(await query('/blog', { search: 'pipelines' }))).toEqual(['Beta']);
    expect(titles(await query('/blog', { search: 'nightly' }))).toEqual(['Beta']);
  });

  test('a blank search matches everything', async () => {
    expect(await query('/blog', { search: '  ' })).toHaveLength(3);
  });
});

describe('queryDocuments: sortBy, skip, limit', () => {
  test('an object sorts by each field in turn', async () => {
    expect(titles(await query('/blog', { sortBy: { publishedAt: -1 } }))).toEqual([
      'Beta',
      'gamma',
      'Alpha',
    ]);
    expect(titles(await query('/blog', { sortBy: { readers: 1 } }))).toEqual([
      'Beta',
      'Alpha',
      'gamma',
    ]);
  });

  test("a list of { field: 'asc' | 'desc' } and a 'field:desc' string", async () => {
    expect(titles(await query('/blog', { sortBy: [{ title: 'desc' }] }))).toEqual([
      'gamma',
      'Beta',
      'Alpha',
    ]);
    expect(titles(await query('/blog', { sortBy: 'readers:desc' }))).toEqual([
      'gamma',
      'Alpha',
      'Beta',
    ]);
    expect(titles(await query('/blog', { sortBy: 'readers' }))).toEqual(['Beta', 'Alpha', 'gamma']);
  });

  test('a later key breaks ties of an earlier one', async () => {
    const sortBy = [{ author: 'asc' }, 'title:desc'];

    expect(titles(await query('/blog', { sortBy }))).toEqual(['gamma', 'Beta', 'Alpha']);
  });

  test('documents without the field come last in either direction', async () => {
    expect(titles(await query('/blog', { deep: true, sortBy: { readers: 1 } })).at(-1)).toBe('Old');
    expect(titles(await query('/blog', { deep: true, sortBy: { readers: -1 } })).at(-1)).toBe(
      'Old',
    );
  });

  test('skip then limit', async () => {
    expect(titles(await query('/blog', { sortBy: 'title', skip: 1, limit: 1 }))).toEqual(['Beta']);
    expect(await query('/blog', { skip: 5 })).toEqual([]);
  });
});

describe('queryDocuments: surround', () => {
  const sortBy = { publishedAt: 1 };

  test('returns the documents before and after the path in the sorted list', async () => {
    const pair = await query('/blog', {
      sortBy,
      only: ['title'],
      surround: { path: '/blog/gamma' },
    });

    expect(pair).toEqual([{ title: 'Alpha' }, { title: 'Beta' }]);
  });

  test('null where there is no neighbour', async () => {
    expect(titles(await query('/blog', { sortBy, surround: { path: '/blog/alpha' } }))).toEqual([
      null,
      'gamma',
    ]);
    expect(titles(await query('/blog', { sortBy, surround: { path: '/blog/beta' } }))).toEqual([
      'gamma',
      null,
    ]);
  });

  test('before and after set how many neighbours, ignoring skip and limit', async () => {
    const body = { sortBy, limit: 1, surround: { path: '/blog/beta', before: 2, after: 1 } };

    expect(titles(await query('/blog', body))).toEqual(['Alpha', 'gamma', null]);
  });

  test('all null when the path is not in the list', async () => {
    expect(await query('/blog', { surround: { path: '/blog/nope' } })).toEqual([null, null]);
  });
});

describe('queryDocuments: a bad body is a 400 naming the field', () => {
  test.each([
    [{ limit: 0 }, 'limit'],
    [{ skip: -1 }, 'skip'],
    [{ deep: 'yes' }, 'deep'],
    [{ sortBy: 'title:up' }, 'sortBy'],
    [{ sortBy: { title: 2 } }, 'sortBy'],
    [{ only: [1] }, 'only'],
    [{ surround: { path: 'blog/a' } }, 'surround.path'],
    [{ colour: 'red' }, 'body'],
    [[1, 2], 'body'],
  ])('%j names %s', async (body, field) => {
    const error = await rejection('/blog', body);

    expect(error?.statusCode).toBe(400);
    expect(error?.message.startsWith(`Bad Request: ${field}: `)).toBe(true);
  });

  test('null fields count as not given', async () => {
    expect(await query('/blog', { where: null, sortBy: null, limit: null })).toHaveLength(3);
  });
});
