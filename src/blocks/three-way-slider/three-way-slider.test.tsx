// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { SLIDER_SNAP_MS, SLIDER_THINKING_DEBOUNCE_MS } from '../../../contract/constants';
import { ThreeWaySlider, type ThreeWaySliderProps } from './three-way-slider';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const RAIL = { left: 0, width: 300 };

function renderSlider(props: Partial<ThreeWaySliderProps> = {}) {
  const result = render(
    <>
      <p id="question">Which sounds more like you?</p>
      <ThreeWaySlider labelledBy="question" {...props} />
    </>,
  );
  const rail = result.container.querySelector<HTMLElement>('.three-way-slider__rail');
  if (!rail) throw new Error('no rail');
  vi.spyOn(rail, 'getBoundingClientRect').mockReturnValue({
    ...RAIL,
    right: RAIL.left + RAIL.width,
    top: 0,
    bottom: 44,
    height: 44,
    x: RAIL.left,
    y: 0,
    toJSON: () => ({}),
  });
  const track = result.container.querySelector<HTMLElement>('.three-way-slider__track');
  if (!track) throw new Error('no track');
  return {
    slider: screen.getByRole('slider', { name: 'Which sounds more like you?' }),
    track,
    root: result.container,
  };
}

const pointer = (clientX: number) => ({ clientX, pointerId: 1, pointerType: 'mouse', button: 0 });

describe('ThreeWaySlider (SPEC §4)', () => {
  test('starts at neutral with the default labels', () => {
    const { slider } = renderSlider();

    expect(slider.getAttribute('aria-valuetext')).toBe('Neutral');
    expect(slider.getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByText('Agree with A')).toBeTruthy();
    expect(screen.getByText('Agree with B')).toBeTruthy();
  });

  test('custom texts for A and B replace their labels', () => {
    const { slider } = renderSlider({ textA: 'I like plans', textB: 'I like people' });
    fireEvent.keyDown(slider, { key: 'Home' });

    expect(slider.getAttribute('aria-valuetext')).toBe('I like plans');
    expect(screen.queryByText('Agree with A')).toBeNull();
    expect(screen.getByText('I like people')).toBeTruthy();
  });

  test('arrow keys step one choice and stop at the ends; Home and End jump', () => {
    const onChange = vi.fn();
    const { slider } = renderSlider({ onChange });

    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Agree with B');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Agree with B');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Neutral');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuenow')).toBe('2');

    expect(onChange.mock.calls.map(([choice]) => choice)).toEqual(['b', 'n', 'a', 'b']);
  });

  test('ArrowDown and ArrowUp also step, and the handled keys do not scroll the page', () => {
    const { slider } = renderSlider();

    const notPrevented = fireEvent.keyDown(slider, { key: 'ArrowDown' });
    expect(notPrevented).toBe(false);
    expect(slider.getAttribute('aria-valuetext')).toBe('Agree with A');
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Neutral');
    expect(fireEvent.keyDown(slider, { key: 'Tab' })).toBe(true);
  });

  test('a drag follows the pointer without animation, then snaps to the nearest zone', () => {
    const onChange = vi.fn();
    const { slider, track, root } = renderSlider({ onChange });
    const sliderRoot = root.querySelector<HTMLElement>('.three-way-slider');

    fireEvent.pointerDown(track, pointer(150));
    fireEvent.pointerMove(track, pointer(230));
    expect(sliderRoot?.classList.contains('three-way-slider--dragging')).toBe(true);
    expect(sliderRoot?.style.getPropertyValue('--three-way-slider-position')).toBe(
      String(230 / 300),
    );

    fireEvent.pointerUp(track, pointer(230));

    expect(onChange).toHaveBeenCalledWith('b');
    expect(slider.getAttribute('aria-valuetext')).toBe('Agree with B');
    expect(sliderRoot?.classList.contains('three-way-slider--dragging')).toBe(false);
    expect(sliderRoot?.style.getPropertyValue('--three-way-slider-position')).toBe('1');
    expect(sliderRoot?.style.getPropertyValue('--three-way-slider-snap-ms')).toBe(
      `${SLIDER_SNAP_MS}ms`,
    );
  });

  test('a drag released near the middle snaps back to neutral without a change', () => {
    const onChange = vi.fn();
    const { slider, track } = renderSlider({ onChange });

    fireEvent.pointerDown(track, pointer(150));
    fireEvent.pointerMove(track, pointer(180));
    fireEvent.pointerUp(track, pointer(180));

    expect(onChange).not.toHaveBeenCalled();
    expect(slider.getAttribute('aria-valuetext')).toBe('Neutral');
  });

  test('a tap on the A zone chooses A', () => {
    const { slider, track } = renderSlider();

    fireEvent.pointerDown(track, pointer(20));
    fireEvent.pointerUp(track, pointer(20));

    expect(slider.getAttribute('aria-valuetext')).toBe('Agree with A');
  });

  test('thinking events while dragging are debounced 100 ms and carry the last position', () => {
    vi.useFakeTimers();
    const onThinking = vi.fn();
    const { track } = renderSlider({ onThinking });

    fireEvent.pointerDown(track, pointer(150));
    act(() => vi.advanceTimersByTime(50));
    fireEvent.pointerMove(track, pointer(180));
    act(() => vi.advanceTimersByTime(50));
    fireEvent.pointerMove(track, pointer(210));
    act(() => vi.advanceTimersByTime(SLIDER_THINKING_DEBOUNCE_MS - 1));
    expect(onThinking).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onThinking).toHaveBeenCalledTimes(1);
    expect(onThinking).toHaveBeenCalledWith(0.7);
  });

  test('letting go drops a pending thinking event: the choice is made', () => {
    vi.useFakeTimers();
    const onThinking = vi.fn();
    const { track } = renderSlider({ onThinking });

    fireEvent.pointerDown(track, pointer(150));
    fireEvent.pointerMove(track, pointer(280));
    fireEvent.pointerUp(track, pointer(280));
    act(() => vi.advanceTimersByTime(SLIDER_THINKING_DEBOUNCE_MS * 2));

    expect(onThinking).not.toHaveBeenCalled();
  });

  test('a controlled slider shows the value it is given', () => {
    const { slider } = renderSlider({ value: 'a' });

    expect(slider.getAttribute('aria-valuetext')).toBe('Agree with A');
  });
});
