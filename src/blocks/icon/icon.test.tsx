// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { LineIcon, SolidIcon, SunIcon } from './icon';

afterEach(cleanup);

describe('icons', () => {
  test('an icon inside a button leaves the name to the button and adds no Tab stop', () => {
    render(
      <button type="button" aria-label="Close filters">
        <LineIcon name="close" />
      </button>,
    );

    const icon = screen.getByRole('button', { name: 'Close filters' }).querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('focusable')).toBe('false');
  });

  test('an icon is shown at the size asked for, drawn on its own grid', () => {
    const { container } = render(
      <>
        <LineIcon name="close" size={14} />
        <SolidIcon name="play" />
        <SunIcon />
      </>,
    );

    const sizes = [...container.querySelectorAll('svg')].map((svg) => [
      svg.getAttribute('width'),
      svg.getAttribute('viewBox'),
    ]);
    expect(sizes).toEqual([
      ['14', '0 0 24 24'],
      ['20', '0 0 24 24'],
      ['18', '0 0 20 20'],
    ]);
  });
});
