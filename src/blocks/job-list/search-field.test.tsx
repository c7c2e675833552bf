// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

import { SEARCH_DEBOUNCE_MS, SearchField } from './search-field';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const field = () => screen.getByLabelText('Search jobs') as HTMLInputElement;
const type = (value: string) => fireEvent.change(field(), { target: { value } });

test('typing searches once, after a pause', () => {
  const onSearch = vi.fn();
  render(<SearchField value="" onSearch={onSearch} />);
  type('f');
  type('fo');
  act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
  type('foam ');
  act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
  expect(onSearch).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(onSearch).toHaveBeenCalledWith('foam');
});

test('Enter searches at once', () => {
  const onSearch = vi.fn();
  render(<SearchField value="" onSearch={onSearch} />);
  type('night');
  fireEvent.keyDown(field(), { key: 'Enter' });
  expect(onSearch).toHaveBeenCalledWith('night');
  act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(onSearch).toHaveBeenCalledTimes(1);
});

test('a URL change from elsewhere (back, a removed chip) replaces the text', () => {
  const { rerender } = render(<SearchField value="foam" onSearch={vi.fn()} />);
  rerender(<SearchField value="" onSearch={vi.fn()} />);
  expect(field().value).toBe('');
});

test('the URL catching up with a sent search keeps what was typed since', () => {
  const onSearch = vi.fn();
  const { rerender } = render(<SearchField value="" onSearch={onSearch} />);
  type('foam');
  act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  type('foam lab');
  rerender(<SearchField value="foam" onSearch={onSearch} />);
  expect(field().value).toBe('foam lab');
});
