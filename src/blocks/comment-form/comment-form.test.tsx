// @vitest-environment happy-dom
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { ApiError } from '../../../contract/errors';
import { requestEnvelopeWithMessage } from '../../api/envelope-with-message';
import { CommentForm } from './comment-form';

vi.mock('../../api/envelope-with-message', () => ({ requestEnvelopeWithMessage: vi.fn() }));
const request = vi.mocked(requestEnvelopeWithMessage);

const MODERATION = 'Thank you! Your comment awaits moderation.';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CommentForm slug="streaming-ssr-for-the-storefront" />
    </QueryClientProvider>,
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));

beforeEach(() => {
  request.mockReset();
});

afterEach(() => {
  cleanup();
});

describe('CommentForm', () => {
  test('submitting it empty shows a message on each required field and focuses the summary', async () => {
    renderForm();

    submit();

    const summary = await screen.findByRole('group', { name: 'Please correct the following' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('Enter your name');
    expect(screen.getByLabelText(/^Comment/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  test('a message goes away once the field is fixed', async () => {
    renderForm();
    submit();
    await screen.findByText('Enter your name', { selector: 'a' });

    type(/^Name/, 'Mei');

    expect(screen.queryByText('Enter your name', { selector: 'a' })).toBeNull();
    expect(
      screen.getByText('Write a comment of at least 2 characters', { selector: 'a' }),
    ).toBeTruthy();
  });

  test('a valid comment is posted trimmed and the form says it awaits moderation', async () => {
    request.mockResolvedValue({ data: { id: 7 }, message: MODERATION });
    renderForm();
    type(/^Name/, ' Mei ');
    type(/^Comment/, 'Very clear write-up, thank you. ');

    submit();

    expect(await screen.findByText(MODERATION)).toBeTruthy();
    expect(request).toHaveBeenCalledWith({
      method: 'POST',
      url: 'blog/streaming-ssr-for-the-storefront/comments',
      data: { name: 'Mei', body: 'Very clear write-up, thank you.' },
    });
  });

  test('a 400 naming the body keeps the typed text and shows the message on the comment', async () => {
    request.mockRejectedValue(
      new ApiError(400, {
        data: {
          success: false,
          code: 400,
          message: 'Invalid body: must not contain links',
          data: { field: 'body', issues: [{ field: 'body', message: 'must not contain links' }] },
        },
      }),
    );
    renderForm();
    type(/^Name/, 'Mei');
    type(/^E-mail/, 'mei@example.com');
    type(/^Comment/, 'See my site');

    submit();

    expect(
      await screen.findByText('Comment must not contain links', { selector: 'a' }),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Mei');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('mei@example.com');
    expect((screen.getByLabelText(/^Comment/) as HTMLTextAreaElement).value).toBe('See my site');
    expect(screen.getByLabelText(/^Comment/).getAttribute('aria-invalid')).toBe('true');
  });

  test('while posting, the button says so and cannot be pressed again', async () => {
    request.mockReturnValue(new Promise(() => {}));
    renderForm();
    type(/^Name/, 'Mei');
    type(/^Comment/, 'Nice');

    submit();

    const button = await screen.findByRole('button', { name: 'Posting…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  test('sent while offline, it says it will go when the connection is back, keeps the text, and sends it then', async () => {
    request.mockResolvedValue({ data: { id: 8 }, message: MODERATION });
    renderForm();
    type(/^Name/, 'Mei');
    type(/^Comment/, 'Written on a train');
    onlineManager.setOnline(false);

    try {
      submit();

      expect(
        await screen.findByText(/You are offline\. This will be sent as soon as/),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Waiting for the connection…' })).toBeTruthy();
      expect(request).not.toHaveBeenCalled();
      expect((screen.getByLabelText(/^Comment/) as HTMLTextAreaElement).value).toBe(
        'Written on a train',
      );
    } finally {
      onlineManager.setOnline(true);
    }

    expect(await screen.findByText(MODERATION)).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
  });
});
