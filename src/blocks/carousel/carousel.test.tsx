// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { CAROUSEL_AUTOPLAY_MS } from '../../../contract/constants';
import { Carousel } from './carousel';

const ITEMS = ['Amara', 'Tom', 'Kwame'];

let prefersReducedMotion = false;

beforeEach(() => {
  vi.useFakeTimers();
  prefersReducedMotion = false;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion') && prefersReducedMotion,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderCarousel(autoplay: boolean) {
  render(
    <Carousel
      label="Voices"
      items={ITEMS}
      getKey={(item) => item}
      renderItem={(item) => <p>{item} says hello</p>}
      itemName="testimonial"
      autoplay={autoplay}
    />,
  );
}

/** The slide that is shown: the only one not hidden from assistive technology. */
const activeSlide = () => {
  const slides = screen.getAllByRole('group', { hidden: true });
  return slides.find((slide) => slide.getAttribute('aria-hidden') !== 'true')?.textContent;
};
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Carousel, plain variant', () => {
  test('next and previous move by one and are disabled at the ends', () => {
    renderCarousel(false);

    expect(activeSlide()).toBe('Amara says hello');
    expect(button('Previous testimonial').disabled).toBe(true);

    fireEvent.click(button('Next testimonial'));
    fireEvent.click(button('Next testimonial'));
    expect(activeSlide()).toBe('Kwame says hello');
    expect(button('Next testimonial').disabled).toBe(true);
    expect(button('Previous testimonial').disabled).toBe(false);
  });

  test('does not advance on its own and has no pause control', () => {
    renderCarousel(false);

    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));

    expect(activeSlide()).toBe('Amara says hello');
    expect(screen.queryByRole('button', { name: /automatic/ })).toBeNull();
  });

  test('the picker shows a chosen slide', () => {
    renderCarousel(false);

    fireEvent.click(button('Show testimonial 3 of 3'));

    expect(activeSlide()).toBe('Kwame says hello');
    expect(button('Show testimonial 3 of 3').getAttribute('aria-current')).toBe('true');
  });
});

describe('Carousel, autoplay variant', () => {
  test('advances every 10 s and wraps from the last slide to the first', () => {
    renderCarousel(true);

    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1));
    expect(activeSlide()).toBe('Amara says hello');
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe('Tom says hello');
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(activeSlide()).toBe('Amara says hello');
  });

  test('previous wraps from the first slide to the last, and neither button is ever disabled', () => {
    renderCarousel(true);

    fireEvent.click(button('Previous testimonial'));

    expect(activeSlide()).toBe('Kwame says hello');
    expect(button('Next testimonial').disabled).toBe(false);
  });

  test('the pause button stops it, and play starts it again', () => {
    renderCarousel(true);

    fireEvent.click(button('Pause automatic testimonial rotation'));
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(activeSlide()).toBe('Amara says hello');

    fireEvent.click(button('Start automatic testimonial rotation'));
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(activeSlide()).toBe('Tom says hello');
  });

  test('pauses while the pointer is over it and resumes when it leaves', () => {
    renderCarousel(true);
    const carousel = screen.getByRole('region', { name: 'Voices' });

    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(activeSlide()).toBe('Amara says hello');

    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(activeSlide()).toBe('Tom says hello');
  });

  test('pauses while keyboard focus is inside it', () => {
    renderCarousel(true);

    act(() => button('Next testimonial').focus());
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(activeSlide()).toBe('Amara says hello');

    act(() => button('Next testimonial').blur());
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(activeSlide()).toBe('Tom says hello');
  });

  test('a manual move gives the new slide its full 10 s', () => {
    renderCarousel(true);

    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1000));
    fireEvent.click(button('Next testimonial'));
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1));
    expect(activeSlide()).toBe('Tom says hello');
  });

  test('does not start under prefers-reduced-motion, until the visitor presses play', () => {
    prefersReducedMotion = true;
    renderCarousel(true);

    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(activeSlide()).toBe('Amara says hello');

    fireEvent.click(button('Start automatic testimonial rotation'));
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(activeSlide()).toBe('Tom says hello');
  });
});
