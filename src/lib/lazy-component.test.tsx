// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { lazyComponent } from './lazy-component';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (element: React.ReactNode) => (
  <Suspense fallback={<p>Loading</p>}>{element}</Suspense>
);

describe('lazyComponent', () => {
  test('once loaded, it renders in the same pass: the server writes it, not the fallback', async () => {
    const greeting = lazyComponent(async () => Greeting);
    await greeting.load();

    expect(renderToString(inSuspense(<greeting.Component name="Ines" />))).toContain(
      'Hello <!-- -->Ines',
    );
  });

  test('not loaded yet, it shows the fallback, then itself when its chunk arrives', async () => {
    let arrive = (_component: ComponentType<{ name: string }>) => {};
    const greeting = lazyComponent(
      () => new Promise<ComponentType<{ name: string }>>((resolve) => (arrive = resolve)),
    );

    await act(async () => render(inSuspense(<greeting.Component name="Ines" />)));
    expect(screen.getByText('Loading')).toBeTruthy();

    await act(async () => arrive(Greeting));
    expect(screen.getByText('Hello Ines')).toBeTruthy();
  });

  test('loads its chunk once, however often it is asked', async () => {
    const importGreeting = vi.fn(async () => Greeting);
    const greeting = lazyComponent(importGreeting);

    await Promise.all([greeting.load(), greeting.load()]);
    await act(async () => render(inSuspense(<greeting.Component name="Ines" />)));

    expect(importGreeting).toHaveBeenCalledTimes(1);
  });

  test('a chunk that fails to load rejects every later load with the same error', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const greeting = lazyComponent(() => Promise.reject(failure));

    await expect(greeting.load()).rejects.toBe(failure);
    await expect(greeting.load()).rejects.toBe(failure);
  });
});
