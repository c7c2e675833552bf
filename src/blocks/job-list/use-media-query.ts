import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches; `serverValue` on the server and during hydration.
 *
 * @example
 * const isDesktop = useMediaQuery('(min-width: 1024px)', true);
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
