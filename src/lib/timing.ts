type Timer = ReturnType<typeof setTimeout>;

/** A throttled function; `cancel` drops a pending trailing call. */
interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  cancel(): void;
}

/** A debounced function; `cancel` drops the pending call, `flush` runs it now. */
export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  cancel(): void;
  flush(): void;
}

/**
 * Calls `fn` at most once per `waitMs`: the first call runs at once (leading)
 * and the last call made during the wait runs when it ends (trailing).
 *
 * @example
 * const onScroll = throttle(updateScrollDirection, SCROLL_THROTTLE_MS);
 * window.addEventListener('scroll', onScroll);
 * // on unmount: onScroll.cancel()
 */
export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
): Throttled<Args> {
  let lastRunAt: number | undefined;
  let timer: Timer | undefined;
  let pendingArgs: Args | undefined;

  const run = (args: Args): void => {
    lastRunAt = Date.now();
    fn(...args);
  };

  const runTrailing = (): void => {
    timer = undefined;
    if (!pendingArgs) return;
    const args = pendingArgs;
    pendingArgs = undefined;
    run(args);
  };

  const throttled = (...args: Args): void => {
    const elapsedMs = lastRunAt === undefined ? Infinity : Date.now() - lastRunAt;
    if (timer === undefined && elapsedMs >= waitMs) {
      run(args);
      return;
    }
    pendingArgs = args;
    timer ??= setTimeout(runTrailing, Math.max(0, waitMs - elapsedMs));
  };

  throttled.cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
    lastRunAt = undefined;
  };
  return throttled;
}

/**
 * Delays calling `fn` until `waitMs` have passed without another call; the
 * last call's arguments win.
 *
 * @example
 * const onResize = debounce(measure, RESIZE_DEBOUNCE_MS);
 * window.addEventListener('resize', onResize);
 * // on unmount: onResize.cancel()
 */
export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
): Debounced<Args> {
  let timer: Timer | undefined;
  let pendingArgs: Args | undefined;

  const cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };

  const flush = (): void => {
    const args = pendingArgs;
    cancel();
    if (args) fn(...args);
  };

  const debounced = (...args: Args): void => {
    if (timer !== undefined) clearTimeout(timer);
    pendingArgs = args;
    timer = setTimeout(flush, waitMs);
  };

  debounced.cancel = cancel;
  debounced.flush = flush;
  return debounced;
}

/**
 * Resolves after `ms`; rejects with the signal's reason if it is aborted first.
 *
 * @example
 * await delay(PAGE_FETCH_MIN_DELAY_MS, request.signal);
 */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
