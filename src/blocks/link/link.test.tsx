// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useNavigationType,
} from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';

import { isCurrentPath, Link, NavLink } from './link';

afterEach(() => {
  cleanup();
});

function Where() {
  const { pathname, search, hash } = useLocation();
  return (
    <p data-testid="where">
      {pathname}
      {search}
      {hash} {useNavigationType()}
    </p>
  );
}

function renderAt(url: string) {
  const page = (
    <>
      <Where />
      <nav>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/job">Jobs</NavLink>
        <NavLink to="/admin" end>
          Overview
        </NavLink>
      </nav>
      <Link to="/job/12?from=list#apply">Sleep Coach</Link>
      <Link to="?page=2">Next</Link>
      <Link to="https://press.example/kit">Press kit</Link>
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId('where').textContent;

describe('Link', () => {
  test('is a plain link in the HTML, with the path as its href', () => {
    renderAt('/job');
    expect(screen.getByRole('link', { name: 'Sleep Coach' }).getAttribute('href')).toBe(
      '/job/12?from=list#apply',
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('?page=2');
  });

  test('a plain click navigates in the page, a query on its own stays on the same path', () => {
    renderAt('/job');
    fireEvent.click(screen.getByRole('link', { name: 'Sleep Coach' }));
    expect(where()).toBe('/job/12?from=list#apply PUSH');
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(where()).toBe('/job/12?page=2 PUSH');
  });

  test('a link to the page already shown replaces its history entry', () => {
    renderAt('/job/12?from=list#apply');
    fireEvent.click(screen.getByRole('link', { name: 'Sleep Coach' }));
    expect(where()).toBe('/job/12?from=list#apply REPLACE');
  });

  test('a click with a modifier or another button is left to the browser', () => {
    renderAt('/job');
    const link = screen.getByRole('link', { name: 'Sleep Coach' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect(where()).toBe('/job POP');
  });

  test('another site is an ordinary link the router leaves alone', () => {
    renderAt('/job');
    const link = screen.getByRole('link', { name: 'Press kit' });
    expect(link.getAttribute('href')).toBe('https://press.example/kit');
    fireEvent.click(link);
    expect(where()).toBe('/job POP');
  });
});

describe('NavLink', () => {
  test('marks the current section, the home link only at home', () => {
    renderAt('/job/12');
    expect(screen.getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });

  test.each([
    ['/', '/', false, true],
    ['/job', '/', false, false],
    ['/job', '/job', false, true],
    ['/job/12', '/job', false, true],
    ['/jobs', '/job', false, false],
    ['/admin/blog-comment', '/admin', true, false],
    ['/admin', '/admin', true, true],
    ['/job', '/job?department=Design', false, true],
  ])('isCurrentPath(%s, %s, end %s) is %s', (pathname, to, end, expected) => {
    expect(isCurrentPath(pathname, to, end)).toBe(expected);
  });
});
