import { expect, test } from 'vitest';

import { shareLinks } from './share-links';

const links = Object.fromEntries(
  shareLinks('https://careers.example/job/42?ref=a&b=c', 'Data & Analytics Lead').map((link) => [
    link.network,
    link.href,
  ]),
);

test('every network gets the encoded URL', () => {
  expect(links.linkedin).toBe(
    'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fcareers.example%2Fjob%2F42%3Fref%3Da%26b%3Dc',
  );
  expect(links.facebook).toBe(
    'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcareers.example%2Fjob%2F42%3Fref%3Da%26b%3Dc',
  );
});

test('X and e-mail carry the encoded title too', () => {
  expect(links.x).toContain('&text=Data%20%26%20Analytics%20Lead');
  expect(links.email).toBe(
    'mailto:?subject=Data%20%26%20Analytics%20Lead&body=Data%20%26%20Analytics%20Lead%0Ahttps%3A%2F%2Fcareers.example%2Fjob%2F42%3Fref%3Da%26b%3Dc',
  );
});

test('the networks come in a fixed order', () => {
  expect(Object.keys(links)).toEqual(['linkedin', 'x', 'facebook', 'email']);
});
