// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import type { AdminAccount, OwnAccount } from '../../../../contract/admin-account-types';
import { ADMIN_SCOPES } from '../../../../contract/admin-scopes';
import { ApiError } from '../../../../contract/errors';
import { requestEnvelope } from '../../../api/http-client';
import { AccountsSection } from './accounts-section';
import { OwnAccountSection } from './own-account-section';

vi.mock('../../../api/http-client', () => ({ requestEnvelope: vi.fn(), getHttpClient: vi.fn() }));
vi.mock('../../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));
const request = vi.mocked(requestEnvelope);

const account = (overrides: Partial<AdminAccount>): AdminAccount => ({
  id: 'a1',
  email: 'ada@somnia.example',
  scopes: [ADMIN_SCOPES.accounts, ADMIN_SCOPES.jobs],
  status: 'active',
  invitedAt: null,
  lastSignedInAt: '2026-11-20T10:00:00.000Z',
  signedIn: true,
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const ADA = account({});
const GRACE = account({
  id: 'g1',
  email: 'grace@somnia.example',
  scopes: [ADMIN_SCOPES.team],
  status: 'invited',
  signedIn: false,
  lastSignedInAt: null,
});
const OWN: OwnAccount = {
  provider: 'embedded',
  id: ADA.id,
  email: ADA.email,
  scopes: ADA.scopes,
  signIns: [],
  moderationMail: 'digest',
};

/** A refused write as the HTTP client reports it: the API's whole envelope in `data`. */
const refusal = (code: number, message: string, data: object) =>
  new ApiError(code, { data: { success: false, code, message, data } });

/** Answers each request from `answers` by method and path; an Error answer is thrown. */
function serve(answers: Record<string, unknown>) {
  request.mockImplementation(async (config) => {
    const url = String(config.url).split('?')[0];
    const answer = answers[`${config.method} ${url}`];
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

beforeEach(() => {
  request.mockReset();
  serve({
    'GET admin/account': OWN,
    'GET admin/accounts': { content: [ADA, GRACE], pager: { page: 1, totalPages: 1, total: 2 } },
  });
});
afterEach(() => cleanup());

function renderAt(path: string, children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/admin/accounts', () => {
  test('lists the admins with their sections in words; nobody is offered to remove themselves', async () => {
    renderAt('/admin/accounts', <AccountsSection />);
    const own = (await screen.findByText(ADA.email)).closest('tr') as HTMLElement;
    expect(within(own).getByText('(you)')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: /^Remove/ })).toBeNull();
    const invited = screen.getByText(GRACE.email).closest('tr') as HTMLElement;
    expect(within(invited).getByText('Invited')).toBeTruthy();
    expect(within(invited).getByText('Team members')).toBeTruthy();
    expect(within(invited).getByRole('button', { name: /^Remove grace/ })).toBeTruthy();
  });

  test('an invitation without address and sections names both, focus on the first', async () => {
    renderAt('/admin/accounts', <AccountsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByText('Enter the e-mail address of the admin to invite.'),
    ).toBeTruthy();
    expect(screen.getByText('Choose at least one section.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('invite-email');
    expect(request).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }));
  });

  test('an address in use is said beside the field, and what was typed stays', async () => {
    serve({
      'GET admin/account': OWN,
      'GET admin/accounts': { content: [ADA], pager: { page: 1, totalPages: 1, total: 1 } },
      'POST admin/accounts': refusal(409, 'An admin with this e-mail address exists already.', {
        field: 'email',
        current: ADA,
      }),
    });
    renderAt('/admin/accounts', <AccountsSection />);
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    fireEvent.change(email, { target: { value: 'ADA@somnia.example' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Jobs and job sources/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByText('An admin with this e-mail address exists already.'),
    ).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('ADA@somnia.example');
    expect(
      (screen.getByRole('checkbox', { name: /^Jobs and job sources/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  test('a stale save of sections keeps the choice and says what the admin has now', async () => {
    serve({
      'GET admin/account': OWN,
      'GET admin/accounts': { content: [ADA, GRACE], pager: { page: 1, totalPages: 1, total: 2 } },
      'PUT admin/accounts/g1': refusal(409, 'Someone changed grace@somnia.example meanwhile.', {
        field: 'version',
        current: { ...GRACE, scopes: [ADMIN_SCOPES.talent], version: 2 },
      }),
    });
    renderAt('/admin/accounts', <AccountsSection />);
    fireEvent.click(
      await screen.findByRole('button', { name: `Change the sections of ${GRACE.email}` }),
    );
    const editor = screen.getByRole('group', { name: `Sections ${GRACE.email} may use` });
    fireEvent.click(within(editor).getByRole('checkbox', { name: /^Activity log/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save sections' }));
    expect(await screen.findByText(/They now have: Talent community\./)).toBeTruthy();
    expect(
      (within(editor).getByRole('checkbox', { name: /^Activity log/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  test('with an external provider, says where accounts live and offers nothing', async () => {
    serve({ 'GET admin/account': { provider: 'external', issuer: 'https://id.example.com' } });
    renderAt('/admin/accounts', <AccountsSection />);
    expect(await screen.findByText('https://id.example.com')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('/admin/account', () => {
  test('two different new passwords are refused before anything is sent', async () => {
    renderAt('/admin/account', <OwnAccountSection />);
    fireEvent.change(await screen.findByLabelText('Current password'), {
      target: { value: 'the old one' },
    });
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'a long new passphrase' },
    });
    fireEvent.change(screen.getByLabelText('The new password again'), {
      target: { value: 'a long new passphrase!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change my password' }));
    await waitFor(() => expect(screen.getByText('The two new passwords differ.')).toBeTruthy());
    expect(request).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT' }));
  });

  test('a moderator chooses how often to be e-mailed of held comments; other admins are not asked', async () => {
    serve({
      'GET admin/account': { ...OWN, scopes: [ADMIN_SCOPES.comments] },
      'PUT admin/account/moderation-mail': { ...OWN, moderationMail: 'immediate' },
    });
    renderAt('/admin/account', <OwnAccountSection />);
    const digest = await screen.findByRole('radio', { name: /^A daily digest/ });
    expect((digest as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: /^At once/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Saved: you are e-mailed of held comments at once.'),
    ).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'PUT', data: { frequency: 'immediate' } }),
    );
    cleanup();
    serve({ 'GET admin/account': { ...OWN, scopes: [ADMIN_SCOPES.team] } });
    renderAt('/admin/account', <OwnAccountSection />);
    await screen.findByLabelText('Current password');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
