import { useCallback, useEffect, useSyncExternalStore } from 'react';

import type { ColorMode } from '../../../contract/route-table';

export type ColorModePreference = ColorMode | 'system';

/** SPEC §4: the preference lives in localStorage under a colour-mode key. */
export const COLOR_MODE_STORAGE_KEY = 'color-mode';
const PREFERENCE_EVENT = 'color-mode-change';

/**
 * Runs in <head> before first paint so the page never flashes the wrong theme. It must stay
 * self-contained: it is inlined as a string.
 */
export const COLOR_MODE_BOOT_SCRIPT = `(function(){try{var d=document.documentElement,f=d.getAttribute('data-forced-theme'),p=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}');if(p!=='light'&&p!=='dark')p='system';d.setAttribute('data-theme',f||(p==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):p));}catch(e){}})();`;

function readPreference(): ColorModePreference {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

const systemPrefersDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

/** Sets `data-theme` on <html> from the forced mode, else the preference, else the device. */
export function applyColorMode(): void {
  const root = document.documentElement;
  const forced = root.getAttribute('data-forced-theme');
  const preference = readPreference();
  const effective =
    forced ?? (preference === 'system' ? (systemPrefersDark() ? 'dark' : 'light') : preference);
  // Only a change is written: a same-value write would still restyle the whole page.
  if (root.getAttribute('data-theme') !== effective) root.setAttribute('data-theme', effective);
}

function subscribe(onChange: () => void) {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const handle = () => {
    applyColorMode();
    onChange();
  };
  // 'storage' fires in the other tabs: SPEC §4 keeps the choice in sync across tabs.
  window.addEventListener('storage', handle);
  window.addEventListener(PREFERENCE_EVENT, handle);
  media.addEventListener('change', handle);
  return () => {
    window.removeEventListener('storage', handle);
    window.removeEventListener(PREFERENCE_EVENT, handle);
    media.removeEventListener('change', handle);
  };
}

/** The stored preference and a setter; every tab follows a change. */
export function useColorModePreference(): [
  ColorModePreference,
  (next: ColorModePreference) => void,
] {
  const preference = useSyncExternalStore(subscribe, readPreference, () => 'system' as const);
  const setPreference = useCallback((next: ColorModePreference) => {
    try {
      if (next === 'system') localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
      else localStorage.setItem(COLOR_MODE_STORAGE_KEY, next);
    } catch {
      // Without storage the choice still applies to this page view.
    }
    window.dispatchEvent(new Event(PREFERENCE_EVENT));
  }, []);
  return [preference, setPreference];
}

/**
 * Keeps the page's colour mode: a route can force one (SPEC §2), leaving it restores the
 * visitor's own, and every page follows the device and the other tabs as they change, whether or
 * not it shows the toggle (the sign-in page does not).
 */
export function useColorMode(forced: ColorMode | undefined): void {
  useEffect(() => {
    const root = document.documentElement;
    if (forced) root.setAttribute('data-forced-theme', forced);
    else root.removeAttribute('data-forced-theme');
    applyColorMode();
  }, [forced]);
  useEffect(() => subscribe(() => undefined), []);
}
