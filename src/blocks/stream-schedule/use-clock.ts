import { useSyncExternalStore } from 'react';

// The countdown shows seconds, so the clock ticks every second.
const CLOCK_TICK_MS = 1000;

const listeners = new Set<() => void>();
let nowMs: number | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    nowMs = Date.now();
    timer = setInterval(() => {
      nowMs = Date.now();
      for (const notify of listeners) notify();
    }, CLOCK_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    nowMs = null;
  };
}

/**
 * The current time, ticking every second once mounted; null on the server, during hydration and
 * on a component's first render, so time-dependent output never differs from the server's HTML.
 */
export function useClock(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => nowMs,
    () => null,
  );
}
