// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { Drawer } from './drawer';
import { focusableWithin, wrapFocusTarget } from './focus-trap';
import { useDrawer } from './use-drawer';

afterEach(cleanup);

function Harness() {
  const drawer = useDrawer();
  return (
    <>
      <button {...drawer.toggleProps}>Filters</button>
      <button type="button">Outside</button>
      <Drawer
        id={drawer.drawerId}
        isOpen={drawer.isDrawerOpen}
        onClose={drawer.close}
        returnFocusRef={drawer.toggleRef}
        title="Filters"
        footer={<button type="button">Apply</button>}
      >
        <label>
          <input type="checkbox" /> Design
        </label>
      </Drawer>
    </>
  );
}

const openDrawer = () => {
  const toggle = screen.getByRole('button', { name: 'Filters' });
  toggle.focus();
  fireEvent.click(toggle);
  return toggle;
};

describe('useDrawer', () => {
  test('isDrawerOpen starts false and the toggle flips it', () => {
    const { result } = renderHook(() => useDrawer());
    expect(result.current.isDrawerOpen).toBe(false);
    expect(result.current.toggleProps['aria-expanded']).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.isDrawerOpen).toBe(true);
    expect(result.current.toggleProps['aria-controls']).toBe(result.current.drawerId);
    act(() => result.current.toggle());
    expect(result.current.isDrawerOpen).toBe(false);
  });

  test('open and close set the state whatever it was', () => {
    const { result } = renderHook(() => useDrawer());
    act(() => result.current.close());
    expect(result.current.isDrawerOpen).toBe(false);
    act(() => result.current.open());
    act(() => result.current.open());
    expect(result.current.isDrawerOpen).toBe(true);
  });
});

describe('wrapFocusTarget', () => {
  const a = document.createElement('button');
  const b = document.createElement('button');
  const c = document.createElement('button');

  test('Tab on the last element wraps to the first, Shift+Tab on the first to the last', () => {
    expect(wrapFocusTarget([a, b, c], c, false)).toBe(a);
    expect(wrapFocusTarget([a, b, c], a, true)).toBe(c);
  });

  test('in the middle the browser moves focus itself', () => {
    expect(wrapFocusTarget([a, b, c], b, false)).toBeNull();
    expect(wrapFocusTarget([a, b, c], b, true)).toBeNull();
  });

  test('focus outside the list comes back in; an empty list does nothing', () => {
    expect(wrapFocusTarget([a, b, c], document.body, false)).toBe(a);
    expect(wrapFocusTarget([a, b, c], null, true)).toBe(c);
    expect(wrapFocusTarget([], a, false)).toBeNull();
  });

  test('focusableWithin skips disabled and hidden controls', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<button>one</button><button disabled>off</button><div hidden><a href="#">gone</a></div><input type="hidden"><a href="/x">two</a>';
    expect(focusableWithin(container).map((element) => element.textContent)).toEqual([
      'one',
      'two',
    ]);
  });
});

describe('Drawer', () => {
  test('closed, it renders nothing', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('opens as a modal dialog named by its title, with focus inside', () => {
    render(<Harness />);
    openDrawer();
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  test('Tab from the last control wraps to the first, Shift+Tab from the first to the last', () => {
    render(<Harness />);
    openDrawer();
    const dialog = screen.getByRole('dialog');
    const focusables = focusableWithin(dialog);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    last?.focus();
    fireEvent.keyDown(last as HTMLElement, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  test('Escape closes it and focus returns to the toggle', () => {
    render(<Harness />);
    const toggle = openDrawer();
    fireEvent.keyDown(screen.getByRole('checkbox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  test('a click outside the panel closes it', () => {
    render(<Harness />);
    openDrawer();
    fireEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the close button closes it', () => {
    render(<Harness />);
    const toggle = openDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  test('the page behind does not scroll while it is open', () => {
    render(<Harness />);
    openDrawer();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(screen.getByRole('checkbox'), { key: 'Escape' });
    expect(document.body.style.overflow).toBe('');
  });
});
