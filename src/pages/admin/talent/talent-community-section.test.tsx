// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { requestEnvelope } from '../../../api/http-client';
import { COUNTRIES } from '../../../../contract/countries';
import { TalentCommunitySection } from './talent-community-section';

vi.mock('../../../api/http-client', () => ({ requestEnvelope: vi.fn(), getHttpClient: vi.fn() }));
vi.mock('../../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));
const request = vi.mocked(requestEnvelope);

beforeEach(() => {
  request.mockReset();
  request.mockResolvedValue({ content: [], pager: { page: 1, totalPages: 1, total: 0 } });
});

afterEach(() => {
  cleanup();
});

describe('TalentCommunitySection', () => {
  test('the countries filter is a list of countries; the chosen one is asked for', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin/talent-community']}>
          <TalentCommunitySection />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const select = await screen.findByRole('listbox', { name: 'Countries' });
    expect(within(select).getAllByRole('option')).toHaveLength(COUNTRIES.length);

    (within(select).getByRole('option', { name: 'Portugal' }) as HTMLOptionElement).selected = true;
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(request.mock.calls.map(([config]) => config.url)).toContain(
        'admin/talent-community?country=Portugal&page=1',
      ),
    );
  });
});
