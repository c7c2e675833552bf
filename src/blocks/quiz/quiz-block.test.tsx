// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';

import type { Section } from '../../../contract/page-types';
import { QuizBlock } from './quiz-block';

afterEach(() => {
  cleanup();
});

type QuizSection = Extract<Section, { type: 'quiz' }>;

const SECTION: QuizSection = {
  type: 'quiz',
  id: 'quiz',
  heading: 'Which team fits you?',
  intro: 'Three quick pairs.',
  statements: [
    {
      id: 'one',
      a: { text: 'I debug slow pages', weights: { Engineering: 3 } },
      b: { text: 'I help customers', weights: { 'Customer Care': 3 } },
    },
    {
      id: 'two',
      a: { text: 'I love numbers', weights: { Finance: 2 } },
      b: { text: 'I love sketches', weights: { Design: 2 } },
    },
    {
      id: 'three',
      a: { text: 'I build things', weights: { Manufacturing: 1 } },
      b: { text: 'I ship apps', weights: { Product: 1 } },
    },
  ],
};

function renderQuiz() {
  const router = createMemoryRouter(
    [{ path: '/students', element: <QuizBlock section={SECTION} /> }],
    {
      initialEntries: ['/students'],
    },
  );
  render(<RouterProvider router={router} />);
}

const slider = () => screen.getByRole('slider');

describe('QuizBlock', () => {
  test('shows the progress and the first pair, each statement answered with the slider at neutral', () => {
    renderQuiz();

    expect(screen.getByText('1 of 3')).toBeTruthy();
    expect(screen.getByText('I debug slow pages')).toBeTruthy();
    expect(slider().getAttribute('aria-valuetext')).toBe('Neutral');
  });

  test('the progress bar fills with each statement reached (set through the CSSOM, not a style attribute)', () => {
    renderQuiz();
    const bar = document.querySelector<HTMLElement>('.quiz__progress-bar > span');
    expect(bar?.style.getPropertyValue('--quiz-progress')).toBe(String(1 / 3));

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const next = document.querySelector<HTMLElement>('.quiz__progress-bar > span');
    expect(next?.style.getPropertyValue('--quiz-progress')).toBe(String(2 / 3));
  });

  test('after every statement it suggests the best-fitting teams, each linking to its jobs', () => {
    renderQuiz();

    fireEvent.keyDown(slider(), { key: 'Home' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('2 of 3')).toBeTruthy();
    fireEvent.keyDown(slider(), { key: 'End' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'See my teams' }));

    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/job?department=Engineering',
      '/job?department=Design',
    ]);
    expect(screen.getByRole('heading', { name: 'Teams that could fit you' })).toBe(
      document.activeElement,
    );
  });

  test('Back returns to the previous statement with its answer kept', () => {
    renderQuiz();

    fireEvent.keyDown(slider(), { key: 'End' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByText('1 of 3')).toBeTruthy();
    expect(slider().getAttribute('aria-valuetext')).toBe('I help customers');
  });

  test('restart clears the answers and goes back to the first statement', () => {
    renderQuiz();

    fireEvent.keyDown(slider(), { key: 'End' });
    for (const name of ['Next', 'Next', 'See my teams'])
      fireEvent.click(screen.getByRole('button', { name }));
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));

    expect(screen.getByText('1 of 3')).toBeTruthy();
    expect(slider().getAttribute('aria-valuetext')).toBe('Neutral');
  });
});
