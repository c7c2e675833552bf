import { describe, expect, test } from 'vitest';

import {
  nearestChoice,
  positionFromPointer,
  positionOfChoice,
  stepChoice,
} from './three-way-slider-logic';

describe('nearestChoice (SPEC §4: snap to the nearest zone)', () => {
  test('the left third snaps to A, the middle third to neutral, the right third to B', () => {
    expect([0, 0.2, 0.33].map(nearestChoice)).toEqual(['a', 'a', 'a']);
    expect([0.34, 0.5, 0.66].map(nearestChoice)).toEqual(['n', 'n', 'n']);
    expect([0.67, 0.9, 1].map(nearestChoice)).toEqual(['b', 'b', 'b']);
  });

  test('positions beyond the track snap to its ends', () => {
    expect(nearestChoice(-0.5)).toBe('a');
    expect(nearestChoice(1.5)).toBe('b');
  });
});

describe('positionOfChoice', () => {
  test('A sits at the start, neutral in the middle and B at the end', () => {
    expect([positionOfChoice('a'), positionOfChoice('n'), positionOfChoice('b')]).toEqual([
      0, 0.5, 1,
    ]);
  });
});

describe('stepChoice', () => {
  test('moves one choice along the track and stops at both ends', () => {
    expect(stepChoice('n', 1)).toBe('b');
    expect(stepChoice('n', -1)).toBe('a');
    expect(stepChoice('b', 1)).toBe('b');
    expect(stepChoice('a', -1)).toBe('a');
  });
});

describe('positionFromPointer', () => {
  test('maps the pointer onto the track as 0–1, clamped at the ends', () => {
    const track = { left: 100, width: 300 };
    expect(positionFromPointer(100, track)).toBe(0);
    expect(positionFromPointer(250, track)).toBe(0.5);
    expect(positionFromPointer(700, track)).toBe(1);
    expect(positionFromPointer(0, track)).toBe(0);
  });

  test('a track with no width reads as the middle', () => {
    expect(positionFromPointer(10, { left: 0, width: 0 })).toBe(0.5);
  });
});
