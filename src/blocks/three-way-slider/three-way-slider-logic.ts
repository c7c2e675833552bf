/** SPEC §4: the three choices of the slider, in their order along the track. */
export type SliderChoice = 'a' | 'n' | 'b';

export const SLIDER_CHOICES: readonly SliderChoice[] = ['a', 'n', 'b'];

/** SPEC §4: the default labels; custom texts for A and B may replace theirs. */
export const DEFAULT_SLIDER_LABELS: Readonly<Record<SliderChoice, string>> = {
  n: 'Neutral',
  a: 'Agree with A',
  b: 'Agree with B',
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Where a choice sits on the track, from 0 (A) through 0.5 (neutral) to 1 (B). */
export function positionOfChoice(choice: SliderChoice): number {
  return SLIDER_CHOICES.indexOf(choice) / (SLIDER_CHOICES.length - 1);
}

/**
 * SPEC §4: after a drag the slider snaps to the nearest zone; the track is three equal zones.
 *
 * @example
 * nearestChoice(0.2); // => 'a'
 * nearestChoice(0.5); // => 'n'
 * nearestChoice(0.9); // => 'b'
 */
export function nearestChoice(position: number): SliderChoice {
  const zone = Math.floor(clamp(position, 0, 1) * SLIDER_CHOICES.length);
  return SLIDER_CHOICES[Math.min(zone, SLIDER_CHOICES.length - 1)] ?? 'n';
}

/** The choice `delta` steps along the track, stopping at the ends (keyboard arrows). */
export function stepChoice(choice: SliderChoice, delta: number): SliderChoice {
  const index = clamp(SLIDER_CHOICES.indexOf(choice) + delta, 0, SLIDER_CHOICES.length - 1);
  return SLIDER_CHOICES[index] ?? choice;
}

/** The pointer's place along a track, as 0–1. */
export function positionFromPointer(
  clientX: number,
  track: { left: number; width: number },
): number {
  if (track.width <= 0) return 0.5;
  return clamp((clientX - track.left) / track.width, 0, 1);
}
