// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';

import type { AdminJobSourceKind } from '../../../../contract/admin-job-source-types';
import { ApiError } from '../../../../contract/errors';
import type { JobSource } from '../../../../contract/job-model';
import { requestEnvelope } from '../../../api/http-client';
import { useSourceName } from './use-source-name';

vi.mock('../../../api/http-client', () => ({ requestEnvelope: vi.fn(), getHttpClient: vi.fn() }));
vi.mock('../../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));
const request = vi.mocked(requestEnvelope);

const kind = (type: string, label: string): AdminJobSourceKind => ({
  type,
  label,
  boardHint: '',
  boardExample: '',
  baseUrlHint: '',
  sendsWebhooks: false,
  needsApiKey: false,
});

afterEach(() => {
  cleanup();
  request.mockReset();
});

function Names({ sources }: { sources: JobSource[] }) {
  const sourceName = useSourceName();
  return <p>{sources.map(sourceName).join(', ')}</p>;
}

function renderNames(sources: JobSource[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Names sources={sources} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test("an ATS's job is named by the server's name for its system; the admin's own by the admin", async () => {
  request.mockResolvedValue([
    kind('greenhouse', 'Greenhouse'),
    kind('smartrecruiters', 'SmartRecruiters'),
  ]);
  renderNames(['smartrecruiters', 'manual', 'greenhouse']);
  expect(await screen.findByText('SmartRecruiters, the admin, Greenhouse')).toBeTruthy();
  expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: 'admin/job-sources/kinds' }));
});

test('until the names are there, and for a system no connector reads any more, its type', async () => {
  request.mockResolvedValue([kind('greenhouse', 'Greenhouse')]);
  renderNames(['lever', 'greenhouse']);
  expect(screen.getByText('lever, greenhouse')).toBeTruthy();
  expect(await screen.findByText('lever, Greenhouse')).toBeTruthy();
});

test('a failure to read the names leaves the types, and the screen where it is', async () => {
  request.mockRejectedValue(new ApiError(503, { message: 'Service Unavailable' }));
  renderNames(['greenhouse', 'manual']);
  await waitFor(() => expect(request).toHaveBeenCalled());
  expect(screen.getByText('greenhouse, the admin')).toBeTruthy();
});
