// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';

import { PlainMarkdown, plainTextOf } from './plain-markdown';

afterEach(cleanup);

function renderMarkdown(text: string) {
  const router = createMemoryRouter([{ path: '/', element: <PlainMarkdown text={text} /> }]);
  return render(<RouterProvider router={router} />).container;
}

test('paragraphs, bold and lists', () => {
  const html = renderMarkdown(
    'Within **ten working days**.\n\n1. a call,\n2. an interview.',
  ).innerHTML;
  expect(html).toBe(
    '<p>Within <strong>ten working days</strong>.</p><ol><li>a call,</li><li>an interview.</li></ol>',
  );
});

test('links: internal ones through the router, e-mail and https as plain links', () => {
  const container = renderMarkdown(
    'Read [how we hire](/how-we-hire) or [write](mailto:jobs@x.example).',
  );
  const links = Array.from(container.querySelectorAll('a')).map((a) => a.getAttribute('href'));
  expect(links).toEqual(['/how-we-hire', 'mailto:jobs@x.example']);
});

test('unsafe links and markup stay text', () => {
  const container = renderMarkdown('[click](javascript:alert(1)) <img src=x onerror=alert(1)>');
  expect(container.querySelector('a')).toBeNull();
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toContain('click');
});

test('as plain text: marks dropped, link labels kept, lines joined', () => {
  expect(
    plainTextOf('Within **ten working days**.\n\n1. a [call](/how-we-hire),\n2. an interview.'),
  ).toBe('Within ten working days. a call, an interview.');
});
