import { use, type ComponentType } from 'react';

/** A component kept in its own chunk, and the one way to load that chunk. */
export interface LazyComponent<P> {
  /** Renders at once when the chunk has loaded, otherwise suspends until it has. */
  Component: ComponentType<P>;
  /** Loads the chunk, once: a failed load stays failed (the error page reloads after a deploy). */
  load: () => Promise<ComponentType<P>>;
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
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;

  const start = () => (loading ??= importComponent().then((component) => (loaded = component)));

  function Lazy(props: P) {
    const Loaded = loaded ?? use(start());
    return <Loaded {...props} />;
  }

  return { Component: Lazy, load: start };
}
