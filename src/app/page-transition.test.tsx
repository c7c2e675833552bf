// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useMatches } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

import { PageTransition } from './page-transition';

/** Longer than each way of the fade (160 ms) and than both together. */
const AFTER_ONE_FADE_MS = 200;
const AFTER_BOTH_FADES_MS = 400;

let editorMounts = 0;

function Editor() {
  useEffect(() => {
    editorMounts += 1;
  }, []);
  return <input aria-label="Title" />;
}

/**
 * One screen for two routes that picks its section from the router's state, as the admin screen
 * does (useMatches), and says where it is (useLocation).
 */
function SectionScreen() {
  const section = useMatches().at(-1)?.handle;
  const { pathname } = useLocation();
  return (
    <section aria-label={`Screen of ${pathname}`}>
      {section === 'editor' ? <Editor /> : <h1>Jobs</h1>}
    </section>
  );
}

function renderTwoScreens() {
  const router = createMemoryRouter(
    [
      {
        element: <PageTransition onArrived={() => undefined} />,
        children: [
          { path: '/admin/jobs', handle: 'list', element: <SectionScreen /> },
          { path: '/admin/jobs/new', handle: 'editor', element: <SectionScreen /> },
        ],
      },
    ],
    { initialEntries: ['/admin/jobs'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.useFakeTimers();
  editorMounts = 0;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test('the leaving page draws its own screen while it fades out, and the next screen mounts once', async () => {
  const router = renderTwoScreens();
  expect(screen.getByRole('heading', { name: 'Jobs' })).toBeTruthy();

  await act(() => router.navigate('/admin/jobs/new'));
  // Fading out: still the list, at its own address; the editor is not drawn yet.
  expect(screen.getByRole('heading', { name: 'Jobs' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Screen of /admin/jobs' })).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  expect(editorMounts).toBe(0);

  // The next page comes in: what is typed as soon as its field is there stays.
  act(() => vi.advanceTimersByTime(AFTER_ONE_FADE_MS));
  const title = screen.getByRole('textbox', { name: 'Title' });
  fireEvent.change(title, { target: { value: 'Typed at once' } });
  act(() => vi.advanceTimersByTime(AFTER_BOTH_FADES_MS));
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe(
    'Typed at once',
  );
  expect(editorMounts).toBe(1);
  expect(screen.queryByRole('heading', { name: 'Jobs' })).toBeNull();
});
