declare global {
  interface Window {
    /** Hydration errors React recovered from; the browser tests assert it stays empty. */
    __hydrationErrors?: string[];
  }
}

/** SPEC §8: console logging is silenced in the production build; development keeps it. */
export function silenceConsoleInProduction(): void {
  if (!import.meta.env.PROD) return;
  const noop = () => undefined;
  for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace'] as const) {
    console[method] = noop;
  }
}

/** Kept outside the console so that silencing it never hides a hydration error from the tests. */
export function recordRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  (window.__hydrationErrors ??= []).push(message);
  if (!import.meta.env.PROD) console.error('Recoverable React error:', error);
}
