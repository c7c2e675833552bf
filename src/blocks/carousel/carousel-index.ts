/**
 * SPEC §4: the carousel's index after moving `delta` (a step, or minus a step). The plain variant
 * stops at both ends; the autoplay variant wraps around.
 *
 * @example
 * moveCarouselIndex(4, 1, 5, false); // => 4 (stays at the end)
 * moveCarouselIndex(4, 1, 5, true); // => 0 (wraps to the start)
 */
export function moveCarouselIndex(
  index: number,
  delta: number,
  count: number,
  wrap: boolean,
): number {
  if (count <= 0) return 0;
  const target = index + delta;
  if (wrap) return ((target % count) + count) % count;
  return Math.min(count - 1, Math.max(0, target));
}
