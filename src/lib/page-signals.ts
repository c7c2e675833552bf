import { useEffect, useSyncExternalStore } from 'react';

import { RESIZE_DEBOUNCE_MS, SCROLL_THROTTLE_MS } from '../../contract/constants';
import { debounce, throttle } from './timing';

/** SPEC §2: the page carries `scrolldir-up` or `scrolldir-down` (handler throttled 500 ms). */
export function useScrollDirectionClass(): void {
  useEffect(() => {
    const root = document.documentElement;
    let lastY = window.scrollY;
    const update = throttle(() => {
      const y = window.scrollY;
      if (y === lastY) return;
      const down = y > lastY;
      root.classList.toggle('scrolldir-down', down);
      root.classList.toggle('scrolldir-up', !down);
      lastY = y;
    }, SCROLL_THROTTLE_MS);
    root.classList.add('scrolldir-up');
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
    };
  }, []);
}

function subscribeToResize(onChange: () => void) {
  const handle = debounce(onChange, RESIZE_DEBOUNCE_MS);
  window.addEventListener('resize', handle);
  return () => {
    handle.cancel();
    window.removeEventListener('resize', handle);
  };
}

/** The viewport width, updated on resize (debounced 500 ms); null on the server. */
export function useViewportWidth(): number | null {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => null,
  );
}

function subscribeToConnectivity(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** SPEC §2: the browser's online or offline status (the server assumes online). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribeToConnectivity,
    () => navigator.onLine,
    () => true,
  );
}
