// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { ApiError } from '../../../contract/errors';
import { requestEnvelopeWithMessage } from '../../api/envelope-with-message';
import { PublicConfigProvider } from '../../lib/public-config-context';
import { COUNTRIES } from '../../../contract/countries';
import type { PublicConfig } from '../../../contract/public-config';
import { TalentFormBlock } from './talent-form-block';

vi.mock('../../api/envelope-with-message', () => ({ requestEnvelopeWithMessage: vi.fn() }));
const request = vi.mocked(requestEnvelopeWithMessage);

const CONFIG = { companyName: 'Somnia', companySlug: 'somnia' } as PublicConfig;
const SECTION = {
  type: 'talent-form' as const,
  id: 'join',
  heading: 'Join the talent community',
  intro: 'It takes about a minute.',
  interests: ['Engineering', 'Operations'],
};

function formTree() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <PublicConfigProvider config={CONFIG}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <TalentFormBlock section={SECTION} />
        </MemoryRouter>
      </QueryClientProvider>
    </PublicConfigProvider>
  );
}

const renderForm = () => render(formTree());

function fillValid() {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ines Duarte' } });
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ines@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'Portugal' } });
  fireEvent.click(screen.getByLabelText('Engineering'));
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Join the community' }));

beforeEach(() => {
  request.mockReset();
});

afterEach(() => {
  cleanup();
});

describe('TalentFormBlock', () => {
  test('the country select lists every country, text and value both the name', () => {
    renderForm();

    const options = [...(screen.getByLabelText(/^Country/) as HTMLSelectElement).options].slice(1);

    expect(options).toHaveLength(COUNTRIES.length);
    expect(options.every((option) => option.value === option.textContent)).toBe(true);
  });

  test('without consent the consent box gets the error and nothing is sent', async () => {
    renderForm();
    fillValid();

    submit();

    const consent = screen.getByRole('checkbox', { name: /I agree/ });
    await waitFor(() => expect(consent.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByRole('group', { name: 'Please correct the following' }).textContent,
    ).toContain('Tick the box to agree that we may keep your details');
    expect(request).not.toHaveBeenCalled();
  });

  test('a complete sign-up is sent and replaced by the server message', async () => {
    request.mockResolvedValue({ data: { id: 3 }, message: 'Welcome to the talent community!' });
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));

    submit();

    expect(await screen.findByText('Welcome to the talent community!')).toBeTruthy();
    expect(request).toHaveBeenCalledWith({
      method: 'POST',
      url: 'talent-community',
      data: {
        name: 'Ines Duarte',
        email: 'ines@example.com',
        country: 'Portugal',
        interests: ['Engineering'],
        consent: true,
      },
    });
  });

  test('a 400 naming the e-mail shows it there and keeps every answer', async () => {
    request.mockRejectedValue(
      new ApiError(400, {
        data: {
          field: 'email',
          issues: [{ field: 'email', message: 'must be a valid e-mail address' }],
        },
      }),
    );
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));

    submit();

    expect(
      await screen.findByText('E-mail must be a valid e-mail address', { selector: 'a' }),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('ines@example.com');
    expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('Portugal');
    expect((screen.getByLabelText('Engineering') as HTMLInputElement).checked).toBe(true);
  });

  // Before hydration the browser takes typing and ticks without React seeing them.
  test('answers given before the page hydrated are sent as the visitor sees them', async () => {
    request.mockResolvedValue({ data: { id: 4 }, message: 'Welcome to the talent community!' });
    renderForm();
    (screen.getByLabelText(/^Name/) as HTMLInputElement).value = 'Ines Duarte';
    (screen.getByLabelText(/^E-mail/) as HTMLInputElement).value = 'ines@example.com';
    (screen.getByLabelText(/^Country/) as HTMLSelectElement).value = 'Portugal';
    (screen.getByLabelText('Operations') as HTMLInputElement).checked = true;
    (screen.getByRole('checkbox', { name: /I agree/ }) as HTMLInputElement).checked = true;

    submit();

    expect(await screen.findByText('Welcome to the talent community!')).toBeTruthy();
    expect(request).toHaveBeenCalledWith({
      method: 'POST',
      url: 'talent-community',
      data: {
        name: 'Ines Duarte',
        email: 'ines@example.com',
        country: 'Portugal',
        interests: ['Operations'],
        consent: true,
      },
    });
  });

  // Its code loads when the visitor reaches for it (issue 31): they may have typed on by then.
  test('what was typed before the form hydrated stays when the visitor goes on typing', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(formTree());
    document.body.append(container);
    const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
    field(/^Name/).value = 'Ines Duarte';
    (screen.getByLabelText(/^Country/) as HTMLSelectElement).value = 'Portugal';

    await act(async () => hydrateRoot(container, formTree()));
    fireEvent.change(field(/^E-mail/), { target: { value: 'ines@example.com' } });

    expect(field(/^Name/).value).toBe('Ines Duarte');
    expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('Portugal');
    container.remove();
  });
});
