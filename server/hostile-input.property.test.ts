/**
 * Issue 12: random and hostile values (fast-check) at every query parameter, path parameter and
 * body field of every endpoint and page route of the real app (embedded database, sign-in,
 * server rendering): never a 5xx, and every 4xx clear in the shape of its surface. Bounded runs
 * (RUNS) keep it within a few seconds of `npm test`.
 */
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { JOB_LIST_QUERY_KEYS } from '../contract/job-list-query';
import { readSigningKey, signAccessToken } from './test-support/access-token';
import { createRealApp, type RealApp } from './test-support/real-app';

const RUNS = { numRuns: 60 };

let real: RealApp;
let bearer: string;

beforeAll(async () => {
  real = await createRealApp({ ADMIN_PASSWORD: 'a-test-password' }, { signIn: true });
  const key = await readSigningKey(real.services.database.db);
  bearer = `Bearer ${await signAccessToken(key, { issuer: `${real.env.PUBLIC_ORIGIN}/oidc` })}`;
  // The first content query starts the content query thread (decision 018): here, not in a timed run.
  await request(real.app).post('/_content/blog').send({ limit: 1 });
});
afterAll(() => real.close());

// ---------------------------------------------------------------- hostile values

const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udfffb',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
  "' OR '1'='1",
  '1; DROP TABLE job; --',
  '$1',
  '\\',
  '.*',
  '(a+)+$',
  '[',
  '(?<x',
  '$where',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '__proto__',
  'constructor',
  'prototype',
  '\u202e',
  '\u2028',
  '\ufeff',
  '🙂',
  '-1',
  '0',
  '00',
  '1e3',
  '0x10',
  '9'.repeat(30),
  'NaN',
  'Infinity',
  'null',
  'true',
  '',
  ' ',
  '|',
  'a|b|c',
  '%',
];
// Long text stands for itself in counterexamples and is written out only when sent: 100 KB in
// a body; 1 KB in a URL (at most nine of them), since Node caps the request line and headers at
// 16 KB and resets a longer request, and a client refuses an answer echoing more (a redirect).
const LONG_MARK = '<long text>';
const LONG_BODY_TEXT = 'x'.repeat(100_000);
const LONG_URL_TEXT = 'x'.repeat(1_000);
const ENCODED_LONG_MARK = encodeURIComponent(LONG_MARK);
/** The URL or form as sent: the long text written out. */
const expandLong = (text: string) => text.replaceAll(ENCODED_LONG_MARK, LONG_URL_TEXT);

/** A string as hostile as they come: listed attacks, lone surrogates, any grapheme, long text. */
const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant(LONG_MARK) },
);

// Percent-encodings no encoder writes: invalid UTF-8, an encoded lone surrogate, bad escapes.
const RAW_ENCODINGS = [
  '%ED%A0%80',
  '%C0%AE%C0%AE%2F',
  '%FF',
  '%',
  '%zz',
  '%00',
  '%E2%80%AE',
  '%u0000',
];

/** Percent-encodes text for a URL (a lone surrogate travels as U+FFFD, as a browser sends it). */
// With the `u` flag `\p{Cs}` matches only an unpaired surrogate (safe-text.ts).
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));

/** One query or path value, encoded: hostile text, or a raw encoding sent as it is. */
const hostileEncoded = fc.oneof(
  { weight: 5, arbitrary: hostileText.map(encode) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_ENCODINGS) },
);

/** A query string over an endpoint's own keys and strangers: values repeated (arrays), bracketed keys, prototype names. */
function hostileQuery(knownKeys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    {
      weight: 4,
      arbitrary: knownKeys.length > 0 ? fc.constantFrom(...knownKeys) : fc.constant('page'),
    },
    { weight: 1, arbitrary: fc.constantFrom(...knownKeys, 'x').map((name) => `${name}[]`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        'a[__proto__]',
        'utm_source',
      ),
    },
    { weight: 1, arbitrary: hostileText.map(encode) },
  );
  const pair = fc.tuple(key, fc.array(hostileEncoded, { minLength: 1, maxLength: 2 }));
  return fc
    .array(pair, { maxLength: 3 })
    .map((pairs) =>
      pairs.flatMap(([name, values]) => values.map((value) => `${name}=${value}`)).join('&'),
    );
}

/** Any JSON value in a field's place: hostile text, numbers, lists, objects with prototype keys. */
const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.constantFrom('__proto__', 'constructor', '$gt', '$where', 'a'),
      hostileText,
      {
        maxKeys: 2,
      },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** JSON text with the keys written as they are (`__proto__` included, which an object literal would swallow). */
function jsonText(entries: [string, unknown][]): string {
  const json = (value: unknown) =>
    JSON.stringify(value, (_key, item: unknown) => (item === LONG_MARK ? LONG_BODY_TEXT : item));
  return `{${entries.map(([key, value]) => `${json(key)}:${json(value)}`).join(',')}}`;
}

const DEEP_NESTING = `${'['.repeat(5000)}${']'.repeat(5000)}`;

/** A JSON body: the endpoint's valid one with fields replaced or added, or not an object at all. */
function hostileJsonBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.keys(valid);
  const change = fc.tuple(
    fc.oneof(fc.constantFrom(...fields), fc.constantFrom('__proto__', 'constructor', 'extra')),
    hostileJsonValue,
  );
  const changedObject = fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    const entries = new Map<string, unknown>(Object.entries(valid));
    for (const [key, value] of changes) entries.set(key, value);
    return jsonText([...entries]);
  });
  const notAnObject = fc.constantFrom(
    '[]',
    '"text"',
    '1',
    'null',
    DEEP_NESTING,
    '{"a":',
    '{"__proto__":{"polluted":1}}',
  );
  return fc.oneof({ weight: 5, arbitrary: changedObject }, { weight: 1, arbitrary: notAnObject });
}

/** A path segment: a valid one now and then (to reach deeper code), hostile otherwise. */
function pathSegment(...valid: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...valid) },
    { weight: 3, arbitrary: hostileEncoded },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '..',
        '%2e%2e',
        '.%2e',
        '%2F',
        '..%2F..%2Fetc%2Fpasswd',
        '%0A',
        'a%0Db',
        '%E2%80%A8',
        '%C2%85',
        '0',
        '-1',
        '2147483648',
        '01',
      ),
    },
  );
}

// ---------------------------------------------------------------- what a clear 4xx looks like

type Surface = 'envelope' | 'page' | 'content' | 'oidc' | 'plain';

/** Node answers these itself, before the app, with no body: their status is the whole answer. */
const BARE_STATUSES = new Set([413, 414, 431]);

function expectClearAnswer(res: request.Response, surface: Surface): void {
  expect(res.status, `${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(500);
  expect({}).not.toHaveProperty('polluted');
  if (res.status < 400 || BARE_STATUSES.has(res.status)) return;
  const type = String(res.headers['content-type'] ?? '');
  switch (surface) {
    case 'envelope':
      expect(res.body).toMatchObject({
        success: false,
        code: res.status,
        message: expect.any(String),
      });
      expect(res.body.message).not.toBe('');
      if (res.status === 400) expect(res.body.data.field).toEqual(expect.any(String));
      break;
    case 'content':
      expect(res.body).toMatchObject({ statusCode: res.status, message: expect.any(String) });
      break;
    case 'oidc':
      // The provider answers its endpoints in JSON (RFC 6749 §5.2) and its browser pages in HTML.
      if (type.startsWith('application/json')) expect(res.body.error).toEqual(expect.any(String));
      else expect(type).toMatch(/^text\/html/);
      break;
    case 'page':
      expect(type).toMatch(/^text\/(html|plain)/);
      break;
    case 'plain':
      break;
  }
}

/** Where a path belongs, for the shape of its answers. */
function surfaceOf(path: string): Surface {
  if (path.startsWith('/api/')) return 'envelope';
  if (path.startsWith('/_content/')) return 'content';
  if (path.startsWith('/oidc/') || path.startsWith('/interaction/')) return 'oidc';
  return 'page';
}

// ---------------------------------------------------------------- every endpoint and route

const POST_SLUG = 'ab-testing-without-flicker';
const NEWS_SLUG = 'accelerator-2027-applications-open';
const COMPANY = 'somnia';
const PAGED = ['page'] as const;

interface GetRoute {
  /** The path, its parameters drawn at random. */
  path: fc.Arbitrary<string>;
  query: readonly string[];
}

const fixed = (path: string, query: readonly string[] = []): GetRoute => ({
  path: fc.constant(path),
  query,
});

/** SPEC §2's public routes as the page API serves them (`home` for the root), with their parameters. */
const FIXED_PAGE_ROUTES: GetRoute[] = [
  fixed('home'),
  fixed(`about-${COMPANY}`),
  fixed(`life-at-${COMPANY}`),
  ...[
    'accelerator',
    'corporate-social-responsibility',
    'how-we-hire',
    'legal-notice',
    'privacy-policy',
    'students',
    'stream',
    'talent-community',
    'talent-community/confirm',
    'talent-community/leave',
    'comments/confirm',
    'alerts/confirm',
    'alerts/unsubscribe',
    'alerts/manage',
    'press',
    'team',
    'press/brand-assets',
  ].map((path) => fixed(path)),
  fixed('job', JOB_LIST_QUERY_KEYS),
  ...['press/news', 'press/releases', 'tech-blog', 'news'].map((path) => fixed(path, PAGED)),
];

/** The routes with path parameters, and paths that match no route. */
const PARAM_PAGE_ROUTES: GetRoute[] = [
  { path: pathSegment('1', '2').map((id) => `job/${id}`), query: [] },
  { path: pathSegment('senior-backend-engineer').map((slug) => `job-ext/${slug}`), query: [] },
  { path: pathSegment('1').map((id) => `team/${id}`), query: [] },
  { path: pathSegment('1').map((id) => `press/news/${id}`), query: [] },
  { path: pathSegment(POST_SLUG).map((slug) => `tech-blog/${slug}`), query: PAGED },
  { path: pathSegment(NEWS_SLUG).map((slug) => `news/${slug}`), query: PAGED },
  {
    path: fc.array(hostileEncoded, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/')),
    query: [],
  },
];

const PAGE_ROUTES = [...FIXED_PAGE_ROUTES, ...PARAM_PAGE_ROUTES];

const apiPage = (route: GetRoute): GetRoute => ({
  ...route,
  path: route.path.map((path) => `/api/page/${path}`),
});
const ssrPage = (route: GetRoute): GetRoute => ({
  ...route,
  path: route.path.map((path) => (path === 'home' ? '/' : `/${path}`)),
});

const LIST_KEYS = ['page', 'limit', 'sortField', 'sortType', 'filterField'] as const;

const PUBLIC_API_ROUTES: GetRoute[] = [
  ...PAGE_ROUTES.map(apiPage),
  { path: pathSegment(POST_SLUG).map((slug) => `/api/blog/${slug}/comments`), query: LIST_KEYS },
  { path: hostileEncoded.map((part) => `/api/${part}`), query: [] },
];

const SSR_ROUTES: GetRoute[] = [
  ...PAGE_ROUTES.map(ssrPage),
  fixed('/login', ['code', 'state', 'redirect', 'error', 'error_description']),
  ...[
    '/admin',
    '/admin/blog-comment',
    '/admin/blacklist-keywords',
    '/admin/log-activity',
    '/admin/talent-community',
  ].map((path) => fixed(path, ['page', 'status', 'search'])),
];

const OTHER_GET_ROUTES: GetRoute[] = [
  fixed('/healthz'),
  fixed('/readyz'),
  fixed('/robots.txt'),
  fixed('/sitemap.xml'),
  { path: pathSegment('1', '2').map((n) => `/sitemaps/${n}.xml`), query: [] },
  ...['jobs', 'tech-blog', 'news', 'press-releases'].map((feed) => fixed(`/feeds/${feed}.xml`)),
  fixed('/oidc/.well-known/openid-configuration'),
  fixed('/oidc/jwks'),
  fixed('/oidc/auth', [
    'client_id',
    'response_type',
    'redirect_uri',
    'scope',
    'state',
    'nonce',
    'code_challenge',
    'code_challenge_method',
    'prompt',
    'resource',
    'request',
  ]),
  fixed('/oidc/session/end', [
    'id_token_hint',
    'post_logout_redirect_uri',
    'state',
    'client_id',
    'logout_hint',
  ]),
  { path: pathSegment('no-such-interaction').map((uid) => `/interaction/${uid}`), query: [] },
  { path: pathSegment('no-such-interaction').map((uid) => `/interaction/${uid}/abort`), query: [] },
  { path: pathSegment('no-such-resume').map((uid) => `/oidc/auth/${uid}`), query: [] },
  { path: hostileEncoded.map((name) => `/assets/${name}`), query: [] },
];

const ADMIN_GET_ROUTES: GetRoute[] = [
  fixed('/api/admin'),
  fixed('/api/admin/blog-comment', ['page', 'status', 'post', 'search']),
  fixed('/api/admin/blog-comment/posts', LIST_KEYS),
  fixed('/api/admin/blacklist-keywords', ['page', 'search']),
  fixed('/api/admin/log-activity', ['page', 'action', 'actor', 'from', 'to']),
  fixed('/api/admin/log-activity/actions', LIST_KEYS),
  fixed('/api/admin/talent-community', ['page', 'search', 'country', 'interest']),
  fixed('/api/admin/talent-community/export.csv', ['search', 'country', 'interest']),
  { path: hostileEncoded.map((part) => `/api/admin/${part}`), query: [] },
];

/** A GET on one of `routes`, its path parameters and query string drawn at random. */
function hostileGet(routes: GetRoute[]): fc.Arbitrary<string> {
  return fc
    .constantFrom(...routes)
    .chain((route) => fc.tuple(route.path, hostileQuery(route.query)))
    .map(([path, query]) => (query ? `${path}?${query}` : path));
}

interface JsonPost {
  path: fc.Arbitrary<string>;
  valid: Record<string, unknown>;
}

const PUBLIC_JSON_POSTS: JsonPost[] = [
  {
    path: pathSegment(POST_SLUG).map((slug) => `/api/blog/${slug}/comments`),
    valid: { name: 'Mei', email: 'mei@example.com', body: 'A fine post.' },
  },
  {
    path: fc.constant('/api/talent-community'),
    valid: {
      name: 'Ines',
      email: 'ines@example.com',
      country: 'Portugal',
      interests: ['Engineering'],
      consent: true,
    },
  },
  {
    path: fc.constant('/api/alerts'),
    valid: { email: 'ines@example.com', frequency: 'daily', department: ['Data'], search: 'ml' },
  },
  {
    path: pathSegment('blog', 'news', 'pages/home', '').map((path) => `/_content/${path}`),
    valid: {
      deep: true,
      text: false,
      only: ['title'],
      without: ['body'],
      sortBy: 'title',
      where: { title: { $regex: 'a' } },
      search: 'a',
      surround: { path: 'blog/x' },
      limit: 5,
      skip: 0,
    },
  },
];

const ADMIN_JSON_POSTS: JsonPost[] = [
  {
    path: fc.constant('/api/admin/blog-comment/review'),
    valid: { ids: [1, 2], status: 'rejected' },
  },
  { path: fc.constant('/api/admin/blacklist-keywords'), valid: { keyword: 'casino' } },
];

function hostilePost(posts: JsonPost[]): fc.Arbitrary<[string, string]> {
  return fc
    .constantFrom(...posts)
    .chain((post) => fc.tuple(post.path, hostileJsonBody(post.valid)));
}

// The provider's form endpoints: code exchange and refresh, revocation, the sign-in form.
const FORM_POSTS: JsonPost[] = [
  {
    path: fc.constant('/oidc/token'),
    valid: {
      grant_type: 'refresh_token',
      client_id: 'somnia-web',
      refresh_token: 'x',
      code: 'x',
      redirect_uri: 'http://localhost:3000/login',
      code_verifier: 'x',
      scope: 'openid',
    },
  },
  {
    path: fc.constant('/oidc/token/revocation'),
    valid: { token: 'x', token_type_hint: 'refresh_token', client_id: 'somnia-web' },
  },
  {
    path: pathSegment('no-such-interaction').map((uid) => `/interaction/${uid}/login`),
    valid: { email: 'a@b.c', password: 'x' },
  },
];

/** A form body: the valid fields, some replaced by hostile values, keys repeated or added. */
function hostileForm(post: JsonPost): fc.Arbitrary<string> {
  return hostileQuery(Object.keys(post.valid)).map((hostile) =>
    [new URLSearchParams(post.valid as Record<string, string>).toString(), hostile]
      .filter(Boolean)
      .join('&'),
  );
}

// ---------------------------------------------------------------- the properties

const get = (path: string, authorization?: string) => {
  const call = request(real.app).get(expandLong(path));
  return authorization ? call.set('Authorization', authorization) : call;
};

describe('hostile input never brings a 5xx', () => {
  test('the page API and the comment list (every route, parameter and path segment)', async () => {
    await fc.assert(
      fc.asyncProperty(hostileGet(PUBLIC_API_ROUTES), async (path) => {
        expectClearAnswer(await get(path), 'envelope');
      }),
      RUNS,
    );
  });

  test('the server-rendered pages, sign-in and admin included', async () => {
    await fc.assert(
      fc.asyncProperty(hostileGet(SSR_ROUTES), async (path) => {
        expectClearAnswer(await get(path), 'page');
      }),
      RUNS,
    );
  });

  test('a page path that starts with // stays a path on this site, not another host', async () => {
    // Found by the property above: `//a%3E/b` was resolved as a URL on host `a>` and threw.
    for (const path of ['//a%3E/b', '//evil.example/job', '//job']) {
      const res = await get(path);
      expectClearAnswer(res, 'page');
      expect(res.status, path).toBe(404);
    }
  });

  test('feeds, sitemaps, health, assets and the identity provider’s pages', async () => {
    await fc.assert(
      fc.asyncProperty(hostileGet(OTHER_GET_ROUTES), async (path) => {
        expectClearAnswer(await get(path), surfaceOf(path));
      }),
      RUNS,
    );
  });

  test('the admin API, signed in with every scope', async () => {
    await fc.assert(
      fc.asyncProperty(hostileGet(ADMIN_GET_ROUTES), async (path) => {
        expectClearAnswer(await get(path, bearer), 'envelope');
      }),
      RUNS,
    );
  });

  test('the public JSON bodies: comments, talent signup, job alert, content query', async () => {
    await fc.assert(
      fc.asyncProperty(hostilePost(PUBLIC_JSON_POSTS), async ([path, body]) => {
        const res = await request(real.app).post(expandLong(path)).type('json').send(body);
        expectClearAnswer(res, surfaceOf(path));
      }),
      RUNS,
    );
  });

  test('the admin writes: JSON bodies and deletes by id', async () => {
    const deletes = fc
      .tuple(fc.constantFrom('blacklist-keywords', 'talent-community'), pathSegment('999999'))
      .map(([list, id]) => ['DELETE', `/api/admin/${list}/${id}`, ''] as const);
    const posts = hostilePost(ADMIN_JSON_POSTS).map(
      ([path, body]) => ['POST', path, body] as const,
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(posts, deletes), async ([method, path, body]) => {
        const call =
          method === 'POST'
            ? request(real.app).post(expandLong(path)).type('json').send(body)
            : request(real.app).delete(expandLong(path));
        expectClearAnswer(await call.set('Authorization', bearer), 'envelope');
      }),
      RUNS,
    );
  });

  test('the identity provider’s forms: token, revocation, sign-in', async () => {
    const form = fc
      .constantFrom(...FORM_POSTS)
      .chain((post) => fc.tuple(post.path, hostileForm(post)));
    await fc.assert(
      fc.asyncProperty(form, async ([path, body]) => {
        const res = await request(real.app)
          .post(expandLong(path))
          .type('form')
          .send(expandLong(body));
        expectClearAnswer(res, 'oidc');
      }),
      RUNS,
    );
  });
});

describe('what is invalid is named', () => {
  // Page routes without path parameters, and the paged ones (a valid post for the comment pages).
  const plainPageRoutes = FIXED_PAGE_ROUTES.map(apiPage);
  const PAGED_PATHS = [
    'job',
    'press/news',
    'press/releases',
    'tech-blog',
    'news',
    `tech-blog/${POST_SLUG}`,
  ];

  test('a query parameter a page route does not take is a 400 naming it, prototype names included', async () => {
    const stranger = fc.oneof(
      fc.constantFrom(
        '__proto__',
        'constructor',
        'toString',
        'hasOwnProperty',
        'utm_source',
        'page[]',
      ),
      fc.stringMatching(/^[a-z_]{1,12}$/),
    );
    const routeAndPath = fc
      .constantFrom(...plainPageRoutes)
      .chain((route) => fc.tuple(fc.constant(route.query), route.path));
    await fc.assert(
      fc.asyncProperty(routeAndPath, stranger, async ([known, path], key) => {
        fc.pre(!known.includes(key));
        const res = await get(`${path}?${encode(key)}=1`);
        expect(res.status).toBe(400);
        expect(res.body.data.field).toBe(key);
      }),
      RUNS,
    );
  });

  test('a page number that is not a whole number from 1 is a 400 naming `page`', async () => {
    const badPage = fc.oneof(
      fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', ' 2', 'one', '9'.repeat(12)),
      fc.string({ minLength: 1, maxLength: 8 }).filter((text) => !/^\d+$/.test(text.trim())),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGED_PATHS), badPage, async (path, page) => {
        const res = await get(`/api/page/${path}?page=${encode(page)}`);
        expect(res.status).toBe(400);
        expect(res.body.data.field).toBe('page');
      }),
      RUNS,
    );
  });
});
