// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { ApiError } from '../../../../contract/errors';
import type { ModerationSettings } from '../../../../contract/moderation';
import { requestEnvelope } from '../../../api/http-client';
import { ModerationSettingsForm } from './moderation-settings-form';

vi.mock('../../../api/http-client', () => ({ requestEnvelope: vi.fn(), getHttpClient: vi.fn() }));
vi.mock('../../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));
const request = vi.mocked(requestEnvelope);

const RULES: ModerationSettings = {
  linkLimit: 2,
  holdFirstComment: true,
  rateLimit: 3,
  rateWindowMinutes: 10,
  version: 4,
  updatedAt: null,
  updatedBy: null,
};

beforeEach(() => {
  request.mockReset();
});

afterEach(() => {
  cleanup();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/admin/blacklist-keywords', element: <ModerationSettingsForm /> }],
    { initialEntries: ['/admin/blacklist-keywords'] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ModerationSettingsForm', () => {
  test('a refused save keeps what was typed and puts the message at the field named', async () => {
    request.mockImplementation(async (config) => {
      if (config.method === 'PUT') {
        const issues = [{ field: 'linkLimit', message: 'must be a whole number from 0 to 100' }];
        throw new ApiError(400, { data: { data: { field: 'linkLimit', issues } } });
      }
      return RULES;
    });
    renderForm();
    const links = await screen.findByLabelText('Hold a comment with more links than');
    fireEvent.change(links, { target: { value: 'two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));

    await waitFor(() => expect(document.activeElement).toBe(links));
    expect(screen.getByText('Must be a whole number from 0 to 100')).toBeTruthy();
    expect((links as HTMLInputElement).value).toBe('two');
    const sent = request.mock.calls.find(([config]) => config.method === 'PUT')?.[0].data;
    expect(sent).toEqual({
      ...RULES,
      linkLimit: 'two',
      updatedAt: undefined,
      updatedBy: undefined,
    });
  });

  test('a stale save shows the rules someone else saved, and the next save is based on them', async () => {
    const theirs = { ...RULES, rateLimit: 5, version: 5 };
    request.mockImplementation(async (config) => {
      if (config.method === 'PUT' && (config.data as { version: number }).version === 4) {
        throw new ApiError(409, {
          data: {
            message: 'Dana changed this set of rules meanwhile: posting rate.',
            data: { changedFields: ['posting rate'], current: theirs },
          },
        });
      }
      if (config.method === 'PUT') return { ...theirs, linkLimit: 0, version: 6 };
      return RULES;
    });
    renderForm();
    fireEvent.change(await screen.findByLabelText('Hold a comment with more links than'), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));

    const conflict = await screen.findByRole('alert');
    expect(conflict.textContent).toContain('Dana changed this set of rules meanwhile');
    expect(conflict.textContent).toContain('at most 5 comments in 10 min');
    await waitFor(() => expect(document.activeElement).toBe(conflict));

    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await screen.findByText('Rules saved: new comments are decided by them from now on.');
    const saves = request.mock.calls.filter(([config]) => config.method === 'PUT');
    expect((saves[1]?.[0].data as { version: number }).version).toBe(5);
  });
});
