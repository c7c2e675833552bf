// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
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

describe('lazyComponent(…).Deferred', () => {
  const hydrated = vi.fn();
  function LiveGreeting({ name }: { name: string }) {
    useEffect(() => hydrated(name), [name]);
    return <p>Hello {name}</p>;
  }
  const serverHtml = async () => {
    const onServer = lazyComponent(async () => LiveGreeting);
    await onServer.load();
    return renderToString(inSuspense(<onServer.Component name="Ines" />));
  };

  test('while hydrating, keeps the server HTML without its code until asked, then hydrates it', async () => {
    hydrated.mockClear();
    const importGreeting = vi.fn(async () => LiveGreeting);
    const greeting = lazyComponent(importGreeting);
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.append(container);

    await act(async () => hydrateRoot(container, inSuspense(<greeting.Deferred name="Ines" />)));
    expect(importGreeting).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Hello Ines');
    expect(hydrated).not.toHaveBeenCalled();

    await act(async () => greeting.load());
    expect(importGreeting).toHaveBeenCalledTimes(1);
    expect(hydrated).toHaveBeenCalledWith('Ines');
    expect(container.textContent).toBe('Hello Ines');
    container.remove();
  });

  test('rendered afresh in the browser (a navigation), it loads its code at once', async () => {
    const importGreeting = vi.fn(async () => Greeting);
    const greeting = lazyComponent(importGreeting);

    await act(async () => render(inSuspense(<greeting.Deferred name="Ines" />)));

    expect(importGreeting).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hello Ines')).toBeTruthy();
  });
});
