import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and during hydration, true afterwards: output that depends on the
 * browser (the clock, `navigator`) waits for it, so the first client render equals the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * A browser-only value read once hydrated; `serverValue` until then.
 *
 * @example
 * const canShare = useBrowserValue(() => typeof navigator.share === 'function', false);
 */
export function useBrowserValue<T extends string | number | boolean | null>(
  read: () => T,
  serverValue: T,
): T {
  return useSyncExternalStore(subscribeNever, read, () => serverValue);
}
