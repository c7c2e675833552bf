// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';

import type { Section } from '../../../contract/page-types';
import type { ExperimentState } from '../../../contract/experiment-state';
import { ExperimentProvider } from '../../lib/experiments';
import { ExperimentBlock } from './experiment-block';

afterEach(() => {
  cleanup();
  delete window.dataLayer;
});

const SECTION: Extract<Section, { type: 'experiment' }> = {
  type: 'experiment',
  id: 'tech',
  experiment: 'tech-at-somnia',
  variants: [
    {
      headline: 'Engineering that helps Europe sleep',
      text: 'Read how.',
      action: { label: 'Read the tech blog', href: '/tech-blog' },
    },
    {
      headline: 'Build the technology behind better nights',
      text: 'Join us.',
      action: { label: 'See engineering jobs', href: '/job?department=Engineering' },
    },
  ],
};

function renderExperiment(state: ExperimentState) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ExperimentProvider state={state}>
            <ExperimentBlock section={SECTION} />
          </ExperimentProvider>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ExperimentBlock (SPEC §4, §9)', () => {
  test('renders the variant the server assigned', () => {
    renderExperiment({ variants: { 'tech-at-somnia': 1 }, newlyAssigned: [] });

    expect(
      screen.getByRole('heading', { name: 'Build the technology behind better nights' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See engineering jobs' }).getAttribute('href')).toBe(
      '/job?department=Engineering',
    );
    expect(screen.queryByText('Engineering that helps Europe sleep')).toBeNull();
  });

  test('an unknown or out-of-range assignment falls back to the first variant', () => {
    renderExperiment({ variants: { 'tech-at-somnia': 7 }, newlyAssigned: [] });

    expect(
      screen.getByRole('heading', { name: 'Engineering that helps Europe sleep' }),
    ).toBeTruthy();
  });

  test('a click on the action reports cta_click with the experiment and variant', async () => {
    const router = renderExperiment({ variants: { 'tech-at-somnia': 1 }, newlyAssigned: [] });

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'See engineering jobs' }));
    });

    expect(window.dataLayer).toEqual([
      { event: 'experiment_cta_click', experimentId: 'tech-at-somnia', variant: 1 },
    ]);
    expect(router.state.location.pathname).toBe('/job');
  });
});
