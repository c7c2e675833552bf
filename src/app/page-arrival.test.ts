// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';

import { MAIN_CONTENT_ID } from './layouts/skip-link';
import { focusArrivedPage } from './page-arrival';

/** A layout's main landmark holding an arrived page. */
function arrivedPage(html: string): HTMLElement {
  document.body.innerHTML = `<a href="/">Home</a><main id="${MAIN_CONTENT_ID}" tabindex="-1"><div class="page-transition">${html}</div></main>`;
  const page = document.querySelector<HTMLElement>('.page-transition');
  if (!page) throw new Error('no page');
  return page;
}

describe('focusArrivedPage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  test('focuses the heading, which takes focus without becoming a Tab stop', () => {
    const page = arrivedPage('<nav><a href="/job">Jobs</a></nav><h1>Data Engineer</h1>');
    focusArrivedPage(page, '');
    const heading = document.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  test('focuses the hash target rather than the heading, and a link keeps its place in the Tab order', () => {
    const page = arrivedPage('<h1>Press</h1><a id="releases" href="/press/releases">Releases</a>');
    focusArrivedPage(page, '#releases');
    const target = document.getElementById('releases');
    expect(document.activeElement).toBe(target);
    expect(target?.hasAttribute('tabindex')).toBe(false);
  });

  test('falls back to the main landmark on a page without a heading', () => {
    focusArrivedPage(arrivedPage('<p>Loading</p>'), '');
    expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID);
  });

  test('leaves focus the visitor has already put inside the new page', () => {
    const page = arrivedPage('<h1>Jobs</h1><input aria-label="Search jobs">');
    const search = document.querySelector('input');
    search?.focus();
    focusArrivedPage(page, '');
    expect(document.activeElement).toBe(search);
  });

  test('leaves focus in a dialog the visitor opened while the page came in', () => {
    const page = arrivedPage('<h1>Open jobs</h1>');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div role="dialog" aria-modal="true" aria-label="Hiring chat"><input aria-label="Your question"></div>',
    );
    const question = document.querySelector<HTMLInputElement>('[role="dialog"] input');
    question?.focus();
    focusArrivedPage(page, '');
    expect(document.activeElement).toBe(question);
  });
});
