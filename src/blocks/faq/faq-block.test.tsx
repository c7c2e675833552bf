// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';

import type { Section } from '../../../contract/page-types';
import type { PublicConfig } from '../../../contract/public-config';
import { PublicConfigProvider } from '../../lib/public-config-context';
import { FaqBlock } from './faq-block';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CONFIG = { publicOrigin: 'https://careers.example' } as PublicConfig;

const SECTION: Extract<Section, { type: 'faq' }> = {
  type: 'faq',
  id: 'faq',
  heading: 'Questions',
  items: [
    { id: 'how-long', question: 'How long does it take?', answer: '<p>Three weeks.</p>' },
    { id: 'salary', question: 'Will you tell me the salary?', answer: '<p>Always.</p>' },
    { id: 'remote', question: 'Can I work remotely?', answer: '<p>Often.</p>' },
  ],
};

function renderFaq(url: string) {
  const router = createMemoryRouter(
    [{ path: '/how-we-hire', element: <FaqBlock section={SECTION} /> }],
    {
      initialEntries: [url],
    },
  );
  render(
    <PublicConfigProvider config={CONFIG}>
      <RouterProvider router={router} />
    </PublicConfigProvider>,
  );
  return router;
}

const toggle = (name: string) => screen.getByRole('button', { name });
const isOpen = (name: string) => toggle(name).getAttribute('aria-expanded') === 'true';

describe('FaqBlock (SPEC §2)', () => {
  test('without the faq parameter the first item is open and the others closed', () => {
    renderFaq('/how-we-hire');

    expect(isOpen('How long does it take?')).toBe(true);
    expect(isOpen('Will you tell me the salary?')).toBe(false);
    expect(screen.getByText('Three weeks.')).toBeTruthy();
    expect(screen.getByText('Always.').closest<HTMLElement>('[role="region"]')?.hidden).toBe(true);
  });

  test('the faq parameter opens the item it names', () => {
    renderFaq('/how-we-hire?faq=salary');

    expect(isOpen('Will you tell me the salary?')).toBe(true);
    expect(isOpen('How long does it take?')).toBe(false);
  });

  test('each toggle controls its answer panel', () => {
    renderFaq('/how-we-hire');
    const button = toggle('Can I work remotely?');

    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');

    expect(panel?.textContent).toContain('Often.');
    expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
  });

  test('choosing another item pushes the new query to the history, keeping other parameters', async () => {
    const router = renderFaq('/how-we-hire?utm_source=mail');

    await act(async () => {
      fireEvent.click(toggle('Can I work remotely?'));
    });

    expect(router.state.location.search).toBe('?utm_source=mail&faq=remote');
    expect(router.state.historyAction).toBe('PUSH');
    expect(isOpen('Can I work remotely?')).toBe(true);
    expect(isOpen('How long does it take?')).toBe(false);
  });

  test('going back reopens the previous item', async () => {
    const router = renderFaq('/how-we-hire?faq=salary');
    await act(async () => {
      fireEvent.click(toggle('Can I work remotely?'));
    });

    await act(async () => {
      await router.navigate(-1);
    });

    expect(router.state.location.search).toBe('?faq=salary');
    expect(isOpen('Will you tell me the salary?')).toBe(true);
  });

  test('the open item closes and reopens in place, without a history entry', async () => {
    const router = renderFaq('/how-we-hire');

    fireEvent.click(toggle('How long does it take?'));
    expect(isOpen('How long does it take?')).toBe(false);
    fireEvent.click(toggle('How long does it take?'));

    expect(isOpen('How long does it take?')).toBe(true);
    expect(router.state.historyAction).toBe('POP');
  });

  test('without JavaScript each toggle submits the faq parameter in a GET form back to the section', () => {
    renderFaq('/how-we-hire?utm_source=mail');
    const button = toggle('Can I work remotely?') as HTMLButtonElement;
    const form = button.form;

    expect(form?.method).toBe('get');
    expect(form?.getAttribute('action')).toBe('#faq');
    expect([button.type, button.name, button.value]).toEqual(['submit', 'faq', 'remote']);
    expect(
      form?.querySelector<HTMLInputElement>('input[type="hidden"][name="utm_source"]')?.value,
    ).toBe('mail');
  });

  test('an answer named in the address is scrolled into view once it is there', async () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this.id);
    });
    renderFaq('/how-we-hire?faq=remote');

    await waitFor(() => expect(scrolled).toEqual(['faq-remote']));
  });

  test('without the faq parameter the page is not scrolled', async () => {
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderFaq('/how-we-hire');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  test('each answer copies the address that opens it, and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderFaq('/how-we-hire?utm_source=mail&faq=salary');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link to this answer' }));
    });

    expect(writeText).toHaveBeenCalledWith('https://careers.example/how-we-hire?faq=salary');
    expect(screen.getByText('Link copied').getAttribute('role')).toBe('status');
  });

  test('without the Clipboard API the link is shown selected, to copy by hand', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    renderFaq('/how-we-hire?faq=salary');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link to this answer' }));
    });

    const field = screen.getByLabelText(/to copy the link/) as HTMLInputElement;
    expect(field.value).toBe('https://careers.example/how-we-hire?faq=salary');
    expect(document.activeElement).toBe(field);
    expect(field.selectionEnd).toBe(field.value.length);
  });
});
