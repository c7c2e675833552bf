// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';

import type { PressSubscriptionPagePurpose } from '../../../contract/page-types';
import { PressSubscriptionPageBlock } from './press-subscription-page-block';

afterEach(cleanup);

const renderAt = (purpose: PressSubscriptionPagePurpose, url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <PressSubscriptionPageBlock
        section={{ type: 'press-subscription-page', id: 'subscription', purpose }}
      />
    </MemoryRouter>,
  );

test.each([
  ['confirm', 'Confirm my subscription', '/api/press/subscriptions/confirm'],
  ['unsubscribe', 'Unsubscribe', '/press/unsubscribe'],
] as const)(
  'the %s link of an e-mail asks first: a button posts its token, opening the link changes nothing',
  (purpose, button, action) => {
    renderAt(purpose, `/press/x?token=abc_DEF-123`);

    const form = screen.getByRole('button', { name: button }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(action);
    expect(new FormData(form ?? undefined).get('token')).toBe('abc_DEF-123');
  },
);

test.each([
  ['confirm', 'confirmed', 'You are subscribed to our press releases'],
  ['confirm', 'expired', 'This link has expired'],
  ['confirm', 'made-up', 'We do not know this link'],
  ['unsubscribe', 'unsubscribed', 'You are unsubscribed'],
  ['unsubscribe', 'gone', 'This link belongs to no subscription'],
  ['unsubscribe', 'confirmed', 'This link belongs to no subscription'],
] as const)(
  '%s with the outcome %s says so, with no button and a way on',
  (purpose, outcome, heading) => {
    renderAt(purpose, `/press/x?outcome=${outcome}`);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the press room' }).getAttribute('href')).toBe(
      '/press',
    );
  },
);
