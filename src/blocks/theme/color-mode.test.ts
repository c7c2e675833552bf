// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import {
  applyColorMode,
  COLOR_MODE_BOOT_SCRIPT,
  COLOR_MODE_STORAGE_KEY,
  useColorModePreference,
  useColorMode,
} from './color-mode';

/** A controllable `(prefers-color-scheme: dark)` media query. */
function mockDeviceScheme(initial: 'light' | 'dark') {
  let dark = initial === 'dark';
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => media as unknown as MediaQueryList);
  return {
    set(next: 'light' | 'dark') {
      dark = next === 'dark';
      act(() => listeners.forEach((listener) => listener()));
    },
    listenerCount: () => listeners.size,
  };
}

const root = () => document.documentElement;
const theme = () => root().getAttribute('data-theme');
const runBootScript = () => new Function(COLOR_MODE_BOOT_SCRIPT)() as void;

/** Another tab changed the preference: the browser fires `storage` here. */
function otherTabStores(value: string | null) {
  act(() => {
    if (value === null) localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    else localStorage.setItem(COLOR_MODE_STORAGE_KEY, value);
    window.dispatchEvent(
      new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: value }),
    );
  });
}

beforeEach(() => {
  localStorage.clear();
  root().removeAttribute('data-theme');
  root().removeAttribute('data-forced-theme');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the boot script (runs in <head> before first paint)', () => {
  test.each([
    [null, 'light', null, 'light'],
    [null, 'dark', null, 'dark'],
    ['dark', 'light', null, 'dark'],
    ['light', 'dark', null, 'light'],
    ['nonsense', 'dark', null, 'dark'],
    ['light', 'light', 'dark', 'dark'],
  ])('stored %s, device %s, forced %s → %s', (stored, device, forced, expected) => {
    mockDeviceScheme(device as 'light' | 'dark');
    if (stored) localStorage.setItem(COLOR_MODE_STORAGE_KEY, stored);
    if (forced) root().setAttribute('data-forced-theme', forced);
    runBootScript();
    expect(theme()).toBe(expected);
  });

  test('agrees with applyColorMode, so hydration changes nothing', () => {
    mockDeviceScheme('dark');
    for (const stored of [null, 'light', 'dark']) {
      if (stored) localStorage.setItem(COLOR_MODE_STORAGE_KEY, stored);
      else localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
      runBootScript();
      const booted = theme();
      applyColorMode();
      expect(theme()).toBe(booted);
    }
  });

  test('a storage that throws leaves the page in its default theme', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(runBootScript).not.toThrow();
  });
});

describe('applyColorMode', () => {
  test('writes data-theme only when it changes', () => {
    mockDeviceScheme('light');
    const setAttribute = vi.spyOn(root(), 'setAttribute');
    applyColorMode();
    applyColorMode();
    expect(setAttribute).toHaveBeenCalledTimes(1);
    expect(theme()).toBe('light');
  });

  test('falls back to system when storage is unavailable', () => {
    mockDeviceScheme('dark');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    applyColorMode();
    expect(theme()).toBe('dark');
  });
});

describe('useColorModePreference', () => {
  test('defaults to system, which follows the device', () => {
    const device = mockDeviceScheme('light');
    const { result } = renderHook(() => useColorModePreference());
    expect(result.current[0]).toBe('system');
    device.set('dark');
    expect(theme()).toBe('dark');
    device.set('light');
    expect(theme()).toBe('light');
  });

  test('stores light and dark, and system removes the key', () => {
    mockDeviceScheme('dark');
    const { result } = renderHook(() => useColorModePreference());
    act(() => result.current[1]('light'));
    expect(result.current[0]).toBe('light');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    expect(theme()).toBe('light');

    act(() => result.current[1]('dark'));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(theme()).toBe('dark');

    act(() => result.current[1]('system'));
    expect(result.current[0]).toBe('system');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
    expect(theme()).toBe('dark');
  });

  test('an explicit choice ignores the device', () => {
    const device = mockDeviceScheme('light');
    const { result } = renderHook(() => useColorModePreference());
    act(() => result.current[1]('dark'));
    device.set('light');
    expect(theme()).toBe('dark');
  });

  test('follows a change made in another tab', () => {
    mockDeviceScheme('light');
    const { result } = renderHook(() => useColorModePreference());
    otherTabStores('dark');
    expect(result.current[0]).toBe('dark');
    expect(theme()).toBe('dark');
    otherTabStores(null);
    expect(result.current[0]).toBe('system');
    expect(theme()).toBe('light');
  });

  test('every hook in the page follows a change made by one of them', () => {
    mockDeviceScheme('light');
    const first = renderHook(() => useColorModePreference());
    const second = renderHook(() => useColorModePreference());
    act(() => first.result.current[1]('dark'));
    expect(second.result.current[0]).toBe('dark');
  });

  test('still applies the choice when storage refuses it', () => {
    mockDeviceScheme('light');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { result } = renderHook(() => useColorModePreference());
    expect(() => act(() => result.current[1]('dark'))).not.toThrow();
  });

  test('unsubscribes when unmounted', () => {
    const device = mockDeviceScheme('light');
    const { unmount } = renderHook(() => useColorModePreference());
    expect(device.listenerCount()).toBe(1);
    unmount();
    expect(device.listenerCount()).toBe(0);
  });
});

describe('useColorMode', () => {
  test('a forced route wins over the preference; leaving it restores the preference', () => {
    mockDeviceScheme('light');
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    const { rerender } = renderHook(({ forced }) => useColorMode(forced), {
      initialProps: { forced: 'dark' as 'dark' | 'light' | undefined },
    });
    expect(root().getAttribute('data-forced-theme')).toBe('dark');
    expect(theme()).toBe('dark');

    // A preference change while forced is kept but does not change the page.
    otherTabStores('light');
    expect(theme()).toBe('dark');

    rerender({ forced: undefined });
    expect(root().hasAttribute('data-forced-theme')).toBe(false);
    expect(theme()).toBe('light');
  });

  test('a page without the toggle follows the device and the other tabs', () => {
    const device = mockDeviceScheme('light');
    const { unmount } = renderHook(() => useColorMode(undefined));
    expect(theme()).toBe('light');
    device.set('dark');
    expect(theme()).toBe('dark');
    otherTabStores('light');
    expect(theme()).toBe('light');
    unmount();
    expect(device.listenerCount()).toBe(0);
  });
});
