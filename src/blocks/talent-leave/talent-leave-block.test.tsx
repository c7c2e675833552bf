// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';

import { TalentLeaveBlock } from './talent-leave-block';

afterEach(cleanup);

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <TalentLeaveBlock section={{ type: 'talent-leave', id: 'leave' }} />
    </MemoryRouter>,
  );

test('the link of an e-mail asks first: a button posts its token, opening the link deletes nothing', () => {
  renderAt('/talent-community/leave?token=abc_DEF-123');

  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Leave the talent community?');
  const form = screen.getByRole('button', { name: 'Leave and delete my details' }).closest('form');
  expect(form?.getAttribute('method')).toBe('post');
  expect(form?.getAttribute('action')).toBe('/talent-community/leave');
  expect(new FormData(form ?? undefined).get('token')).toBe('abc_DEF-123');
});

test.each([
  ['left', 'You have left the talent community'],
  ['gone', 'This link belongs to no signup'],
  ['made-up', 'This link belongs to no signup'],
])('the outcome %s says so, with no button and a way on', (outcome, heading) => {
  renderAt(`/talent-community/leave?outcome=${outcome}`);

  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByRole('link', { name: 'Browse open jobs' }).getAttribute('href')).toBe('/job');
});
