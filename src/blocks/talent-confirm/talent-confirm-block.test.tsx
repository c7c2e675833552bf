// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';

import { TalentConfirmBlock } from './talent-confirm-block';

afterEach(cleanup);

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <TalentConfirmBlock section={{ type: 'talent-confirm', id: 'confirm' }} />
    </MemoryRouter>,
  );

test('the link of the e-mail shows a button that posts its token, and confirms nothing by itself', () => {
  renderAt('/talent-community/confirm?token=abc_DEF-123');

  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirm your signup');
  const button = screen.getByRole('button', { name: 'Confirm my signup' });
  const form = button.closest('form');
  expect(form?.getAttribute('method')).toBe('post');
  expect(form?.getAttribute('action')).toBe('/api/talent-community/confirm');
  expect(new FormData(form ?? undefined).get('token')).toBe('abc_DEF-123');
});

test.each([
  ['confirmed', 'You are in the talent community'],
  ['already-confirmed', 'Your signup is already confirmed'],
  ['expired', 'This link has expired'],
  ['unknown', 'We do not know this link'],
  ['made-up', 'We do not know this link'],
])('the outcome %s says so, with a way back', (outcome, heading) => {
  renderAt(`/talent-community/confirm?outcome=${outcome}`);

  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  expect(screen.queryByRole('button')).toBeNull();
  expect(
    screen.getByRole('link', { name: 'Back to the talent community' }).getAttribute('href'),
  ).toBe('/talent-community');
});

test('without a token or an outcome, the page says the link is not known', () => {
  renderAt('/talent-community/confirm');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We do not know this link');
});
