import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and during hydration, true after: lets a control wait for JavaScript
 * without a hydration mismatch (a form that posts JSON cannot submit before it).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
