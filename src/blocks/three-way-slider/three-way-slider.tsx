import { useRef, useState, type KeyboardEvent } from 'react';

import { SLIDER_SNAP_MS } from '../../../contract/constants';
import { useCssProperties } from '../../lib/use-css-properties';
import {
  DEFAULT_SLIDER_LABELS,
  nearestChoice,
  positionOfChoice,
  SLIDER_CHOICES,
  stepChoice,
  type SliderChoice,
} from './three-way-slider-logic';
import { useSliderDrag } from './use-slider-drag';
import './three-way-slider.css';

export interface ThreeWaySliderProps {
  /** The accessible name: the id of the element that labels the slider. */
  labelledBy: string;
  /** The current choice (controlled); without it the slider keeps its own, starting at neutral. */
  value?: SliderChoice;
  onChange?: (choice: SliderChoice) => void;
  /** "Thinking" events while dragging, the position from 0 (A) to 1 (B), debounced 100 ms (SPEC §9). */
  onThinking?: (position: number) => void;
  /** SPEC §4: custom texts replace the labels of A and B. */
  textA?: string;
  textB?: string;
}

const KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowDown: -1,
  PageDown: -1,
  ArrowRight: 1,
  ArrowUp: 1,
  PageUp: 1,
};

/**
 * The three-way slider of SPEC §4: A, neutral or B. Drag the thumb (it snaps to the nearest zone
 * in 300 ms when let go), tap a zone or a choice, or use the arrow keys, Home and End.
 */
export function ThreeWaySlider({
  labelledBy,
  value,
  onChange,
  onThinking,
  textA,
  textB,
}: ThreeWaySliderProps) {
  const [ownValue, setOwnValue] = useState<SliderChoice>('n');
  const choice = value ?? ownValue;
  const rootRef = useRef<HTMLDivElement>(null);
  const railRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  const labels: Record<SliderChoice, string> = {
    ...DEFAULT_SLIDER_LABELS,
    ...(textA ? { a: textA } : {}),
    ...(textB ? { b: textB } : {}),
  };

  const choose = (next: SliderChoice) => {
    if (value === undefined) setOwnValue(next);
    if (next !== choice) onChange?.(next);
  };

  const { dragPosition, handlers } = useSliderDrag({
    railRef,
    thumbRef,
    onThinking,
    onSnap: choose,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    let next: SliderChoice | undefined;
    if (event.key === 'Home') next = 'a';
    else if (event.key === 'End') next = 'b';
    else if (event.key in KEY_STEPS) next = stepChoice(choice, KEY_STEPS[event.key] ?? 0);
    if (!next) return;
    event.preventDefault();
    choose(next);
  };

  const position = dragPosition ?? positionOfChoice(choice);
  // While dragging, the zone under the thumb lights up: the choice it would snap to.
  const shown = dragPosition === null ? choice : nearestChoice(dragPosition);
  useCssProperties(rootRef, {
    '--three-way-slider-position': String(position),
    '--three-way-slider-snap-ms': `${SLIDER_SNAP_MS}ms`,
  });

  return (
    <div
      ref={rootRef}
      className={`three-way-slider${dragPosition === null ? '' : ' three-way-slider--dragging'}`}
    >
      <div className="three-way-slider__choices">
        {(['a', 'b'] as const).map((side) => (
          <p
            key={side}
            className={`three-way-slider__choice three-way-slider__choice--${side}${shown === side ? ' three-way-slider__choice--selected' : ''}`}
            onClick={() => choose(side)}
          >
            <span className="three-way-slider__badge" aria-hidden="true">
              {side.toUpperCase()}
            </span>
            <span>{labels[side]}</span>
          </p>
        ))}
      </div>
      <div className="three-way-slider__track" {...handlers}>
        <div ref={railRef} className="three-way-slider__rail" aria-hidden="true">
          {SLIDER_CHOICES.map((zone) => (
            <span
              key={zone}
              className={`three-way-slider__zone${shown === zone ? ' three-way-slider__zone--selected' : ''}`}
            />
          ))}
        </div>
        <div
          ref={thumbRef}
          className="three-way-slider__thumb"
          role="slider"
          tabIndex={0}
          aria-labelledby={labelledBy}
          aria-valuemin={0}
          aria-valuemax={SLIDER_CHOICES.length - 1}
          aria-valuenow={SLIDER_CHOICES.indexOf(choice)}
          aria-valuetext={labels[choice]}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="three-way-slider__ticks" aria-hidden="true">
        <span>A</span>
        <span onClick={() => choose('n')}>{labels.n}</span>
        <span>B</span>
      </div>
    </div>
  );
}
