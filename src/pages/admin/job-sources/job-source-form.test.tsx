// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { ApiError } from '../../../../contract/errors';
import { requestEnvelope } from '../../../api/http-client';
import { JobSourceForm } from './job-source-form';
import { TEST_KINDS } from './job-source-kinds.fixture';

vi.mock('../../../api/http-client', () => ({ requestEnvelope: vi.fn(), getHttpClient: vi.fn() }));
vi.mock('../../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));
const request = vi.mocked(requestEnvelope);

/** A refusal as the API's error envelope carries it: the first field and every issue. */
const refused = (status: number, issues: { field: string; message: string }[]) =>
  new ApiError(status, { data: { data: { field: issues[0]?.field, issues } } });

const sentBody = (url: string) =>
  request.mock.calls.find(([config]) => config.url === url)?.[0].data as Record<string, unknown>;

function renderForm(onAdded = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/job-sources']}>
        <JobSourceForm kinds={TEST_KINDS} onAdded={onAdded} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onAdded;
}

const fill = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  request.mockReset();
});
afterEach(() => cleanup());

describe('JobSourceForm', () => {
  test('a refused add puts each message beside its field, focuses the first in the form and keeps the text', async () => {
    // The server's order is not the form's: focus goes to the board, the first on screen.
    request.mockRejectedValue(
      refused(400, [
        { field: 'baseUrl', message: 'must be an http or https URL' },
        { field: 'board', message: 'may hold only letters, digits, - and _' },
      ]),
    );
    renderForm();
    fill('Board name', 'somnia careers');
    fill(/^Base URL/, 'ftp://feeds.example');
    fireEvent.click(screen.getByRole('button', { name: 'Add the source' }));

    const board = screen.getByLabelText('Board name');
    await waitFor(() => expect(document.activeElement).toBe(board));
    expect(board.getAttribute('aria-invalid')).toBe('true');
    expect(board.getAttribute('aria-describedby')).toContain('job-source-board-error');
    expect(screen.getByText('May hold only letters, digits, - and _')).toBeTruthy();
    expect(screen.getByLabelText(/^Base URL/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Must be an http or https URL')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('2 fields need a change.');
    expect((board as HTMLInputElement).value).toBe('somnia careers');
    expect((screen.getByLabelText(/^Base URL/) as HTMLInputElement).value).toBe(
      'ftp://feeds.example',
    );
  });

  test('a source that exists already (409 naming the board, no issues) is said beside the board name', async () => {
    // As the API answers it: the envelope's message, and the field in its data.
    request.mockRejectedValue(
      new ApiError(409, {
        data: {
          success: false,
          code: 409,
          message: 'A greenhouse source for the board somnia is already there.',
          data: { field: 'board' },
        },
      }),
    );
    renderForm();
    fill('Board name', 'somnia');
    fireEvent.click(screen.getByRole('button', { name: 'Add the source' }));

    expect(
      await screen.findByText('A greenhouse source for the board somnia is already there.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Board name'));
  });

  test('a refusal naming no field of the form is one message for the form, nothing marked', async () => {
    request.mockRejectedValue(new ApiError(503));
    renderForm();
    fill('Board name', 'somnia');
    fireEvent.click(screen.getByRole('button', { name: 'Add the source' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Service is temporarily down for maintenance. Please try again later.',
    );
    expect(screen.getByLabelText('Board name').getAttribute('aria-invalid')).toBeNull();
    expect((screen.getByLabelText('Board name') as HTMLInputElement).value).toBe('somnia');
  });

  test('Test maps a refused field the same way, and typing in it clears its message', async () => {
    request.mockRejectedValue(refused(400, [{ field: 'apiKey', message: 'is required' }]));
    renderForm();
    fill('Applicant-tracking system', 'teamtailor');
    fill('Board name', 'somnia');
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));

    const apiKey = screen.getByLabelText('API key');
    await waitFor(() => expect(document.activeElement).toBe(apiKey));
    expect(screen.getByText('Is required')).toBeTruthy();
    fill('API key', 'tt-secret');
    expect(screen.queryByText('Is required')).toBeNull();
    expect(apiKey.getAttribute('aria-invalid')).toBeNull();
  });

  test('a successful test says how many jobs and the first titles; empty optional fields go as null', async () => {
    request.mockResolvedValue({
      ok: true,
      count: 12,
      titles: ['Sleep Scientist', 'Data Engineer', 'Nurse', 'Designer', 'Buyer'],
      problems: [],
    });
    renderForm();
    fill('Board name', 'somnia');
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));

    expect(await screen.findByText('Greenhouse would import 12 jobs.')).toBeTruthy();
    expect(screen.getByText('The first 5:')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sleep Scientist',
      'Data Engineer',
      'Nurse',
      'Designer',
      'Buyer',
    ]);
    expect(sentBody('admin/job-sources/test')).toEqual({
      type: 'greenhouse',
      board: 'somnia',
      baseUrl: null,
      webhookSecret: null,
      apiKey: null,
    });
  });

  test('a feed that cannot be read is said in words, in the status region', async () => {
    request.mockResolvedValue({
      ok: false,
      error: 'Greenhouse answered 404 (Not Found)',
    });
    renderForm();
    fill('Board name', 'somnai');
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));

    const status = await screen.findByRole('status');
    await waitFor(() =>
      expect(status.textContent).toBe(
        'The feed could not be read. Greenhouse answered 404 (Not Found)',
      ),
    );
  });

  test('each type asks only for what it has: Lever no webhook secret, Teamtailor an API key as a password', () => {
    renderForm();
    expect(screen.getByLabelText(/^Webhook secret/)).toBeTruthy();
    expect(screen.queryByLabelText('API key')).toBeNull();

    fill('Applicant-tracking system', 'lever');
    expect(screen.queryByLabelText(/^Webhook secret/)).toBeNull();
    expect(screen.getByText(/jobs\.lever\.co\/<site>/)).toBeTruthy();

    fill('Applicant-tracking system', 'teamtailor');
    expect(screen.getByLabelText('API key').getAttribute('type')).toBe('password');
  });
});
