// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { COPY_TOOLTIP_MS } from '../../../contract/constants';
import { CopyLink } from './copy-link';

const URL_TO_COPY = 'https://careers.example/job/42';

function mockClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const clickCopy = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
  });
};

describe('CopyLink', () => {
  test('shows the link in a read-only field', () => {
    render(<CopyLink url={URL_TO_COPY} />);
    const field = screen.getByLabelText('Link to this job') as HTMLInputElement;
    expect(field.value).toBe(URL_TO_COPY);
    expect(field.readOnly).toBe(true);
  });

  test('copies with the Clipboard API; the tooltip appears, then hides after the timeout', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    mockClipboard(writeText);
    render(<CopyLink url={URL_TO_COPY} />);
    expect(screen.getByRole('status').textContent).toBe('');

    await clickCopy();
    expect(writeText).toHaveBeenCalledWith(URL_TO_COPY);
    expect(screen.getByRole('status').textContent).toBe('Link copied');

    act(() => vi.advanceTimersByTime(COPY_TOOLTIP_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('Link copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('a second copy restarts the timeout', async () => {
    mockClipboard(() => Promise.resolve());
    render(<CopyLink url={URL_TO_COPY} />);
    await clickCopy();
    act(() => vi.advanceTimersByTime(COPY_TOOLTIP_MS - 500));
    await clickCopy();
    act(() => vi.advanceTimersByTime(COPY_TOOLTIP_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('Link copied');
  });

  test('without the Clipboard API the link is selected for the visitor to copy', async () => {
    mockClipboard(undefined);
    render(<CopyLink url={URL_TO_COPY} />);
    await clickCopy();
    const field = screen.getByLabelText('Link to this job') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(URL_TO_COPY.length);
    expect(screen.getByRole('status').textContent).toMatch(/Ctrl\+C/);
  });

  test('a refused clipboard falls back the same way', async () => {
    mockClipboard(() => Promise.reject(new Error('denied')));
    render(<CopyLink url={URL_TO_COPY} />);
    await clickCopy();
    expect(screen.getByRole('status').textContent).toMatch(/Ctrl\+C/);
  });
});
