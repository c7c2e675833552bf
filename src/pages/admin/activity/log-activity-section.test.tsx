// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { requestEnvelope } from '../../../api/http-client';
import type { AdminActivity } from '../../../../contract/admin-types';
import { LogActivitySection } from './log-activity-section';

vi.mock('../../../api/http-client', () => ({ requestEnvelope: vi.fn(), getHttpClient: vi.fn() }));
vi.mock('../../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));
const request = vi.mocked(requestEnvelope);

const entry: AdminActivity = {
  id: 1,
  actor: 'dana@somnia.example',
  actorSub: null,
  action: 'comment.approved',
  entity: 'blog_comment',
  entityId: '34',
  details: { postSlug: 'accessibility-audit' },
  postTitle: 'What a week of accessibility testing taught us about our checkout',
  createdAt: '2026-11-03T09:30:00.000Z',
};

beforeEach(() => {
  request.mockReset();
  request.mockImplementation(async (config) =>
    String(config.url).startsWith('admin/log-activity/actions')
      ? { list: [], pager: { page: 1, totalPages: 1, total: 0 } }
      : { content: [entry], pager: { page: 1, totalPages: 1, total: 1 } },
  );
});

afterEach(() => {
  cleanup();
});

function renderSection(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <LogActivitySection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const listUrls = () =>
  request.mock.calls
    .map(([config]) => String(config.url))
    .filter((url) => url.startsWith('admin/log-activity?'));

describe('LogActivitySection: one date format', () => {
  test('the date filters show and take dd/mm/yyyy, as the table shows its dates', async () => {
    renderSection('/admin/log-activity?from=2026-11-01');
    expect(await screen.findByText('03/11/2026 09:30')).toBeTruthy();
    const from = screen.getByLabelText<HTMLInputElement>('From');
    const to = screen.getByLabelText<HTMLInputElement>('To');
    expect(from.value).toBe('01/11/2026');
    expect(to.getAttribute('placeholder')).toBe('dd/mm/yyyy');

    fireEvent.change(to, { target: { value: '25/11/2026' } });
    fireEvent.submit(to.form as HTMLFormElement);
    // The API and the URL keep the ISO day.
    await waitFor(() =>
      expect(listUrls().at(-1)).toBe('admin/log-activity?from=2026-11-01&to=2026-11-25&page=1'),
    );
  });

  test('text that is no day is refused with a message before anything is asked', async () => {
    renderSection('/admin/log-activity');
    const to = await screen.findByLabelText<HTMLInputElement>('To');
    fireEvent.change(to, { target: { value: '31/02/2026' } });
    expect(to.validationMessage).toBe('Enter a date as dd/mm/yyyy, for example 25/11/2026.');
    fireEvent.change(to, { target: { value: '28/02/2026' } });
    expect(to.validity.valid).toBe(true);
  });

  test('an end date before the start date is refused at the field, and nothing is asked', async () => {
    renderSection('/admin/log-activity?from=2026-11-10');
    const to = await screen.findByLabelText<HTMLInputElement>('To');
    await waitFor(() => expect(listUrls()).toHaveLength(1));

    fireEvent.change(to, { target: { value: '05/11/2026' } });
    fireEvent.submit(to.form as HTMLFormElement);

    expect(to.validationMessage).toBe('The end date is before the start date.');
    expect(listUrls()).toHaveLength(1);

    // Moving the start date clears the message at the end date.
    const from = screen.getByLabelText<HTMLInputElement>('From');
    fireEvent.input(from, { target: { value: '01/11/2026' } });
    expect(to.validity.valid).toBe(true);
  });
});
