import { describe, expect, test } from 'vitest';

import type { StreamEvent } from '../../../contract/page-types';
import { countdownParts, featuredStreamId, streamStatus } from './stream-status';

const event = (id: string, startsAt: string, endsAt: string): StreamEvent => ({
  id,
  title: id,
  description: '',
  startsAt,
  endsAt,
  videoUrl: `https://www.youtube-nocookie.com/embed/${id}`,
  recordingUrl: null,
});

const EVENTS = [
  event('past', '2026-09-17T15:00:00Z', '2026-09-17T16:00:00Z'),
  event('later', '2026-12-09T16:00:00Z', '2026-12-09T17:00:00Z'),
  event('next', '2026-11-22T00:00:00Z', '2026-11-23T23:59:00Z'),
];

describe('streamStatus', () => {
  test('is upcoming before the start, live until the end, past from the end', () => {
    const stream = EVENTS[2] as StreamEvent;

    expect(streamStatus(stream, Date.parse('2026-11-21T23:59:59Z'))).toBe('upcoming');
    expect(streamStatus(stream, Date.parse('2026-11-22T00:00:00Z'))).toBe('live');
    expect(streamStatus(stream, Date.parse('2026-11-23T23:58:59Z'))).toBe('live');
    expect(streamStatus(stream, Date.parse('2026-11-23T23:59:00Z'))).toBe('past');
  });
});

describe('featuredStreamId', () => {
  test('features the live event', () => {
    expect(featuredStreamId(EVENTS, Date.parse('2026-11-22T12:00:00Z'))).toBe('next');
  });

  test('without a live event, features the soonest upcoming one whatever the list order', () => {
    expect(featuredStreamId(EVENTS, Date.parse('2026-11-01T00:00:00Z'))).toBe('next');
  });

  test('features none when every event is over', () => {
    expect(featuredStreamId(EVENTS, Date.parse('2027-01-01T00:00:00Z'))).toBeUndefined();
  });
});

describe('countdownParts', () => {
  test('splits the time left into days, hours, minutes and seconds', () => {
    expect(
      countdownParts(Date.parse('2026-11-22T00:00:00Z'), Date.parse('2026-11-20T22:30:15Z')),
    ).toEqual({
      days: 1,
      hours: 1,
      minutes: 29,
      seconds: 45,
    });
  });

  test('never goes below zero', () => {
    expect(countdownParts(0, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
