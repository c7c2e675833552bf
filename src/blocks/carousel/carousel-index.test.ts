import { describe, expect, test } from 'vitest';

import { moveCarouselIndex } from './carousel-index';

describe('moveCarouselIndex (SPEC §4)', () => {
  test('the plain variant stops at both ends', () => {
    expect(moveCarouselIndex(4, 1, 5, false)).toBe(4);
    expect(moveCarouselIndex(0, -1, 5, false)).toBe(0);
    expect(moveCarouselIndex(2, 1, 5, false)).toBe(3);
  });

  test('the autoplay variant wraps around both ends', () => {
    expect(moveCarouselIndex(4, 1, 5, true)).toBe(0);
    expect(moveCarouselIndex(0, -1, 5, true)).toBe(4);
  });

  test('moves by a step of more than one, stopping or wrapping past the ends', () => {
    expect(moveCarouselIndex(0, 2, 5, false)).toBe(2);
    expect(moveCarouselIndex(4, 2, 5, false)).toBe(4);
    expect(moveCarouselIndex(4, 2, 5, true)).toBe(1);
    expect(moveCarouselIndex(1, -2, 5, true)).toBe(4);
  });

  test('an empty carousel stays at 0', () => {
    expect(moveCarouselIndex(0, 1, 0, true)).toBe(0);
  });
});
