import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { debounce, delay, throttle } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('throttle', () => {
  test('the first call runs at once', () => {
    const fn = vi.fn();
    throttle(fn, 500)('a');
    expect(fn).toHaveBeenCalledExactlyOnceWith('a');
  });

  test('calls during the wait collapse into one trailing call with the last arguments', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 500);
    throttled('a');
    throttled('b');
    throttled('c');
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('c');
  });

  test('the trailing call runs when the wait since the leading call ends', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 500);
    throttled('a');
    vi.advanceTimersByTime(300);
    throttled('b');
    vi.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenLastCalledWith('b');
  });

  test('runs once per wait under a steady stream of calls', () => {
    const start = Date.now();
    const runAtMs: number[] = [];
    const throttled = throttle(() => runAtMs.push(Date.now() - start), 500);
    for (let elapsedMs = 0; elapsedMs < 2000; elapsedMs += 50) {
      throttled();
      vi.advanceTimersByTime(50);
    }
    expect(runAtMs).toEqual([0, 500, 1000, 1500, 2000]);
  });

  test('a call after a quiet wait runs at once again', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 500);
    throttled('a');
    vi.advanceTimersByTime(1000);
    throttled('b');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  test('cancel drops the pending trailing call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 500);
    throttled('a');
    throttled('b');
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledExactlyOnceWith('a');
  });
});

describe('debounce', () => {
  test('runs once after the wait with the last arguments', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced('a');
    debounced('b');
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
  });

  test('each call restarts the wait', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced('a');
    vi.advanceTimersByTime(80);
    debounced('b');
    vi.advanceTimersByTime(80);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
  });

  test('cancel drops the pending call', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced('a');
    debounced.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).not.toHaveBeenCalled();
  });

  test('flush runs the pending call now and only once', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced('a');
    debounced.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith('a');
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('flush with nothing pending does nothing', () => {
    const fn = vi.fn();
    debounce(fn, 100).flush();
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('delay', () => {
  test('resolves after the given time', async () => {
    const settled = vi.fn();
    const promise = delay(200).then(settled);
    await vi.advanceTimersByTimeAsync(199);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await promise;
    expect(settled).toHaveBeenCalledTimes(1);
  });

  test('rejects with the abort reason when the signal aborts first', async () => {
    const controller = new AbortController();
    const promise = delay(200, controller.signal);
    controller.abort(new Error('navigated away'));
    await expect(promise).rejects.toThrow('navigated away');
    expect(vi.getTimerCount()).toBe(0);
  });

  test('rejects at once for an already aborted signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('already gone'));
    await expect(delay(200, controller.signal)).rejects.toThrow('already gone');
    expect(vi.getTimerCount()).toBe(0);
  });
});
