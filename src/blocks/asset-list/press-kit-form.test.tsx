// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';

import type { BrandAsset } from '../../../contract/page-types';
import { PressKitForm } from './press-kit-form';

afterEach(cleanup);

const asset = (id: number, title: string, sizeBytes: number): BrandAsset => ({
  id,
  title,
  description: `${title}, for editorial use.`,
  url: `/press-kit/${id}.png`,
  format: 'png',
  sizeBytes,
  preview: null,
});
const ASSETS = [asset(1, 'Logo', 1_048_576), asset(2, 'Factory', 524_288), asset(3, 'Palette', 0)];

const summary = () => screen.getByText(/chosen|No files/).textContent;
const box = (title: string) => screen.getByRole('checkbox', { name: `In the press kit: ${title}` });

test('every asset is ticked at first and the whole kit’s size is told', () => {
  render(<PressKitForm assets={ASSETS} />);

  expect(ASSETS.every((item) => (box(item.title) as HTMLInputElement).checked)).toBe(true);
  expect(summary()).toBe('3 files of 3 chosen, 1.5 MB in one ZIP.');
  const form = screen.getByRole('form', { name: 'Press kit' });
  expect(form.getAttribute('method')).toBe('get');
  expect(form.getAttribute('action')).toBe('/api/press/press-kit');
  expect(new FormData(form as HTMLFormElement).getAll('asset')).toEqual(['1', '2', '3']);
});

test('unticking a box updates the size and what the form sends; none chosen, no download', () => {
  render(<PressKitForm assets={ASSETS} />);

  fireEvent.click(box('Logo'));

  expect(summary()).toBe('2 files of 3 chosen, 512 KB in one ZIP.');
  const form = screen.getByRole('form', { name: 'Press kit' }) as HTMLFormElement;
  expect(new FormData(form).getAll('asset')).toEqual(['2', '3']);

  fireEvent.click(screen.getByRole('button', { name: 'Choose none' }));

  expect(summary()).toBe('No files chosen: tick the assets you want.');
  expect(
    (screen.getByRole('button', { name: 'Download the press kit' }) as HTMLButtonElement).disabled,
  ).toBe(true);
});
