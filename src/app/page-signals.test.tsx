// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { RESIZE_DEBOUNCE_MS, SCROLL_THROTTLE_MS } from '../../contract/constants';
import { OfflineNotice } from './offline-notice';
import { useOnlineStatus, useScrollDirectionClass, useViewportWidth } from '../lib/page-signals';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number }): void };
}

const root = () => document.documentElement;
const direction = () =>
  ['scrolldir-up', 'scrolldir-down'].filter((name) => root().classList.contains(name));

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

function setOnline(online: boolean) {
  act(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  root().classList.remove('scrolldir-up', 'scrolldir-down');
  Reflect.deleteProperty(window, 'scrollY');
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('useScrollDirectionClass', () => {
  test('starts as scrolling up and follows the direction', () => {
    renderHook(() => useScrollDirectionClass());
    expect(direction()).toEqual(['scrolldir-up']);

    scrollTo(400);
    expect(direction()).toEqual(['scrolldir-down']);

    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    scrollTo(100);
    expect(direction()).toEqual(['scrolldir-up']);
  });

  test('is throttled to one update per 500 ms, and the last position wins', () => {
    renderHook(() => useScrollDirectionClass());
    scrollTo(400);
    expect(direction()).toEqual(['scrolldir-down']);

    // Within the window the class stays; the trailing call applies the final direction.
    scrollTo(300);
    scrollTo(200);
    expect(direction()).toEqual(['scrolldir-down']);
    act(() => {
      vi.advanceTimersByTime(SCROLL_THROTTLE_MS - 1);
    });
    expect(direction()).toEqual(['scrolldir-down']);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(direction()).toEqual(['scrolldir-up']);
  });

  test('a scroll event without movement changes nothing', () => {
    renderHook(() => useScrollDirectionClass());
    scrollTo(400);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    scrollTo(400);
    expect(direction()).toEqual(['scrolldir-down']);
  });

  test('stops listening when unmounted', () => {
    const { unmount } = renderHook(() => useScrollDirectionClass());
    scrollTo(400);
    scrollTo(100);
    unmount();
    act(() => {
      vi.advanceTimersByTime(SCROLL_THROTTLE_MS * 2);
    });
    scrollTo(50);
    expect(direction()).toEqual(['scrolldir-down']);
  });
});

describe('useViewportWidth', () => {
  test('reports the width, updated once resizing has settled for 500 ms', () => {
    const { result } = renderHook(() => useViewportWidth());
    const initial = window.innerWidth;
    expect(result.current).toBe(initial);

    act(() => {
      (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 390 });
    });
    act(() => {
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    });
    expect(result.current).toBe(initial);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(390);
  });
});

describe('online status', () => {
  test('useOnlineStatus follows the online and offline events', () => {
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    setOnline(false);
    expect(result.current).toBe(false);
    setOnline(true);
    expect(result.current).toBe(true);
  });

  test('the offline notice speaks in its polite live region only while offline', () => {
    render(<OfflineNotice />);
    const notice = screen.getByRole('status');
    expect(notice.getAttribute('aria-live')).toBe('polite');
    expect(notice.textContent).toBe('');

    setOnline(false);
    expect(notice.textContent).toMatch(/You are offline/);

    setOnline(true);
    expect(notice.textContent).toBe('');
  });
});
