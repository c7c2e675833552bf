import type { StreamEvent } from '../../../contract/page-types';

export type StreamStatus = 'upcoming' | 'live' | 'past';

/** Where an event stands at `nowMs`: before its start, between start and end, or after. */
export function streamStatus(
  event: Pick<StreamEvent, 'startsAt' | 'endsAt'>,
  nowMs: number,
): StreamStatus {
  if (nowMs < Date.parse(event.startsAt)) return 'upcoming';
  if (nowMs < Date.parse(event.endsAt)) return 'live';
  return 'past';
}

/** The event to put first: the one live now, else the next to start; none when all are over. */
export function featuredStreamId(
  events: readonly StreamEvent[],
  nowMs: number,
): string | undefined {
  const live = events.find((event) => streamStatus(event, nowMs) === 'live');
  if (live) return live.id;
  const upcoming = events
    .filter((event) => streamStatus(event, nowMs) === 'upcoming')
    .sort((x, y) => Date.parse(x.startsAt) - Date.parse(y.startsAt));
  return upcoming[0]?.id;
}

interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * The time left until `targetMs`, in whole days, hours, minutes and seconds (never negative).
 *
 * @example
 * countdownParts(Date.parse('2026-11-22T00:00:00Z'), Date.parse('2026-11-20T22:30:15Z'));
 * // => { days: 1, hours: 1, minutes: 29, seconds: 45 }
 */
export function countdownParts(targetMs: number, nowMs: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
