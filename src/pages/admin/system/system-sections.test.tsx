// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import type {
  AdminOutboxMessage,
  AdminOutboxMessageDetail,
  AdminTask,
} from '../../../../contract/admin-types';
import { requestEnvelope } from '../../../api/http-client';
import { OutboxSection } from './outbox-section';
import { TasksSection } from './tasks-section';

vi.mock('../../../api/http-client', () => ({ requestEnvelope: vi.fn(), getHttpClient: vi.fn() }));
vi.mock('../../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));
const request = vi.mocked(requestEnvelope);
const pageOf = <T,>(content: T[]) => ({
  content,
  pager: { page: 1, totalPages: 1, total: content.length },
});

const TASK: AdminTask = {
  id: 1,
  name: 'jobs.close-expired',
  description: 'Closes open jobs whose closing time has passed.',
  intervalMs: 60_000,
  nextRunAt: '2026-03-02T08:01:00.000Z',
  retryAt: '2026-03-02T08:00:20.000Z',
  failedAttempts: 1,
  running: false,
  lastRuns: [
    {
      id: 7,
      attempt: 1,
      status: 'failed',
      startedAt: '2026-03-02T08:00:00.000Z',
      endedAt: '2026-03-02T08:00:01.500Z',
      result: null,
      error: 'Error: the database is not answering',
    },
  ],
};

const MESSAGE: AdminOutboxMessage = {
  id: 12,
  to: 'ada@example.com',
  subject: 'Confirm your address',
  status: 'held',
  attempts: 0,
  lastError: 'not sent: no SMTP server configured (SMTP_URL)',
  subscription: false,
  createdAt: '2026-03-02T08:00:00.000Z',
  sentAt: null,
};

function renderAt(path: string, section: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{section}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => request.mockReset());
afterEach(() => cleanup());

describe('TasksSection', () => {
  test('a failed run shows its error and the retry; Run now asks for the task and says so', async () => {
    request.mockImplementation(async (config) =>
      config?.method === 'POST' ? { name: TASK.name } : pageOf([TASK]),
    );
    renderAt('/admin/tasks', <TasksSection />);

    const row = await screen.findByTestId('task-jobs.close-expired');
    expect(within(row).getByText('Error: the database is not answering')).toBeTruthy();
    expect(within(row).getByText(/every 1 min/)).toBeTruthy();
    expect(within(row).getByText(/Try 2 at/)).toBeTruthy();
    expect(within(row).getByText(/1\.5 s/)).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Run jobs.close-expired now' }));

    await screen.findByText(
      'jobs.close-expired is due now: one of the server processes runs it within seconds.',
    );
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: 'admin/tasks/jobs.close-expired/run' }),
    );
  });
});

describe('OutboxSection', () => {
  test('Show opens the message: its HTML in a sandboxed frame without style attributes, and its text', async () => {
    const detail: AdminOutboxMessageDetail = {
      ...MESSAGE,
      html: '<html><body style="margin:0"><p style="color:#1f2933">Open the link to confirm.</p></body></html>',
      text: 'Confirm your address\n\nOpen the link to confirm.\n',
      unsubscribeUrl: null,
    };
    request.mockImplementation(async (config) =>
      config?.url === 'admin/outbox/12' ? detail : pageOf([MESSAGE]),
    );
    renderAt('/admin/outbox', <OutboxSection />);

    const row = await screen.findByTestId('outbox-12');
    expect(within(row).getByText('Held')).toBeTruthy();
    fireEvent.click(
      within(row).getByRole('button', {
        name: 'Show the message “Confirm your address” to ada@example.com',
      }),
    );

    const frame = await screen.findByTitle('The message “Confirm your address” as HTML');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    const srcDoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcDoc).toContain('data-mail-style="color:#1f2933"');
    expect(srcDoc).not.toContain(' style="');
    expect(screen.getByText(/Open the link to confirm\.\s*$/, { selector: 'pre' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: 'Confirm your address' }),
      ),
    );
  });
});
