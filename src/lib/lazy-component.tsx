import { use, type ComponentType } from 'react';

import { useHydrated } from './use-hydrated';

/** A component kept in its own chunk, and the one way to load that chunk. */
export interface LazyComponent<P> {
  /** Renders at once when the chunk has loaded, otherwise suspends until it has. */
  Component: ComponentType<P>;
  /**
   * The same, for code the first paint can do without: while hydrating, the server's HTML stays
   * as it is (it works without script) until `load()` is called, by whatever sees the visitor
   * reach for it; any other render loads the chunk at once, as `Component` does.
   */
  Deferred: ComponentType<P>;
  /** Loads the chunk, once: a failed load stays failed (the error page reloads after a deploy). */
  load: () => Promise<ComponentType<P>>;
}

/** Each lazy component's switch for "the visitor reached for it" (`load()` flips it too). */
const askers = new Set<() => void>();

/**
 * Lets every deferred component still showing the server's HTML load and hydrate: the app calls
 * it when the router first changes what it shows. React holds such a change (a transition, over a
 * context such as the location) until every boundary under it has hydrated, so one waiting for
 * the visitor would hold the page. A component not on screen loads nothing.
 */
export function askAllDeferred(): void {
  for (const ask of askers) ask();
}

/**
 * Unlike `React.lazy`, a component loaded beforehand renders in the same pass: React.lazy
 * suspends once even for a loaded module, which would leave server-rendered HTML waiting for
 * another pass after `hydrateRoot` (a form there would not yet answer typing).
 *
 * @example
 * const Slider = lazyComponent(() => import('./slider-block').then((module) => module.SliderBlock));
 * await Slider.load(); // before hydrating a page that shows it
 * <Slider.Component section={section} />
 */
export function lazyComponent<P extends object>(
  importComponent: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= settledForUse(importComponent()));
  let ask = () => {};
  const asked = new Promise<void>((resolve) => (ask = resolve));
  askers.add(() => ask());
  let afterAsked: Promise<ComponentType<P>> | undefined;
  const load = () => {
    ask();
    return start();
  };

  function Lazy(props: P) {
    const Loaded = use(start());
    return <Loaded {...props} />;
  }

  function Deferred(props: P) {
    // The server renders it whole, so it loads there: a server never hydrates.
    const hydrating = !useHydrated() && !import.meta.env.SSR;
    const Loaded = use(hydrating ? (afterAsked ??= settledForUse(asked.then(start))) : start());
    return <Loaded {...props} />;
  }

  return { Component: Lazy, Deferred, load };
}

/**
 * The promise, marked with its outcome as React's `use` reads it (`status`, `value`, `reason`):
 * a promise settled before a render is read in that render, without suspending.
 */
function settledForUse<T>(promise: Promise<T>): Promise<T> {
  const marked: Promise<T> = promise.then(
    (value) => {
      Object.assign(marked, { status: 'fulfilled', value });
      return value;
    },
    (reason: unknown) => {
      Object.assign(marked, { status: 'rejected', reason });
      throw reason;
    },
  );
  return marked;
}
