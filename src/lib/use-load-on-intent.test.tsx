// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { useLoadOnIntent } from './use-load-on-intent';

afterEach(cleanup);

function Area({ load }: { load: () => Promise<unknown> }) {
  const areaRef = useRef<HTMLDivElement>(null);
  useLoadOnIntent(load, areaRef);
  return (
    <>
      <div ref={areaRef}>
        <input aria-label="E-mail" />
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

function Page({ load }: { load: () => Promise<unknown> }) {
  useLoadOnIntent(load);
  return <p>Slides</p>;
}

describe('useLoadOnIntent', () => {
  test('loads once the visitor focuses a control inside, and only once', async () => {
    const load = vi.fn(async () => undefined);
    render(<Area load={load} />);
    expect(load).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(load).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('textbox', { name: 'E-mail' }).focus());
    fireEvent.pointerOver(screen.getByRole('textbox', { name: 'E-mail' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('loads when a pointer comes over it or a finger touches it', () => {
    const hovered = vi.fn(async () => undefined);
    const touched = vi.fn(async () => undefined);
    const { unmount } = render(<Area load={hovered} />);
    fireEvent.pointerOver(screen.getByRole('textbox', { name: 'E-mail' }));
    unmount();
    render(<Area load={touched} />);
    fireEvent.touchStart(screen.getByRole('textbox', { name: 'E-mail' }));

    expect(hovered).toHaveBeenCalledTimes(1);
    expect(touched).toHaveBeenCalledTimes(1);
  });

  test('focus already inside when it starts listening (typed in before hydration) counts', () => {
    const load = vi.fn(async () => undefined);
    function Focused() {
      const areaRef = useRef<HTMLDivElement>(null);
      useLoadOnIntent(load, areaRef);
      return (
        <div ref={areaRef}>
          {/* React focuses it on commit, before the hook's effect looks. */}
          <input aria-label="E-mail" autoFocus />
        </div>
      );
    }

    render(<Focused />);

    expect(load).toHaveBeenCalledTimes(1);
  });

  test('without an element, the first key anywhere on the page loads it', () => {
    const load = vi.fn(async () => undefined);
    render(<Page load={load} />);
    expect(load).not.toHaveBeenCalled();

    fireEvent.keyDown(document.body, { key: 'Tab' });

    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed load is left to where the code renders, not an unhandled rejection', async () => {
    const load = vi.fn(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    render(<Area load={load} />);

    fireEvent.pointerOver(screen.getByRole('textbox', { name: 'E-mail' }));
    await act(async () => undefined);

    expect(load).toHaveBeenCalledTimes(1);
  });
});
