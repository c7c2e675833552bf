import { describe, expect, test } from 'vitest';

import { localInputToUtc, timeZoneLabel, utcToLocalInput } from './local-date-time';

describe('utcToLocalInput', () => {
  test('shows the instant on the wall clock of the zone, summer and winter', () => {
    expect(utcToLocalInput('2026-12-01T08:30:00.000Z', 'Europe/Amsterdam')).toBe(
      '2026-12-01T09:30',
    );
    expect(utcToLocalInput('2026-07-01T08:30:00.000Z', 'Europe/Amsterdam')).toBe(
      '2026-07-01T10:30',
    );
    expect(utcToLocalInput('2026-12-01T02:00:00.000Z', 'America/New_York')).toBe(
      '2026-11-30T21:00',
    );
    expect(utcToLocalInput('2026-12-01T20:00:00.000Z', 'Asia/Kolkata')).toBe('2026-12-02T01:30');
  });

  test('is empty for no date or an unreadable one', () => {
    expect(utcToLocalInput(null, 'UTC')).toBe('');
    expect(utcToLocalInput('soon', 'UTC')).toBe('');
  });
});

describe('localInputToUtc', () => {
  test('reads the wall clock in the zone and answers the UTC instant', () => {
    expect(localInputToUtc('2026-12-01T09:30', 'Europe/Amsterdam')).toBe(
      '2026-12-01T08:30:00.000Z',
    );
    expect(localInputToUtc('2026-07-01T10:30', 'Europe/Amsterdam')).toBe(
      '2026-07-01T08:30:00.000Z',
    );
    expect(localInputToUtc('2026-11-30T21:00', 'America/New_York')).toBe(
      '2026-12-01T02:00:00.000Z',
    );
    expect(localInputToUtc('2026-12-02T01:30', 'Asia/Kolkata')).toBe('2026-12-01T20:00:00.000Z');
  });

  test('round-trips every hour of a year with two clock changes', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let hour = 0; hour < 365 * 24; hour += 1) {
      const iso = new Date(start + hour * 3_600_000).toISOString();
      const local = utcToLocalInput(iso, 'Europe/Amsterdam');
      // The hour the clocks go back shows twice; either instant reads back to that wall time.
      expect(utcToLocalInput(localInputToUtc(local, 'Europe/Amsterdam'), 'Europe/Amsterdam')).toBe(
        local,
      );
    }
  });

  test('a time the clocks skip lands just after the change, as the browser reads it', () => {
    // 29 March 2026, 02:00 in Amsterdam became 03:00: 02:30 is read as 03:30 summer time.
    expect(localInputToUtc('2026-03-29T02:30', 'Europe/Amsterdam')).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  test('is null for nothing, or for text that is no time', () => {
    expect(localInputToUtc('', 'UTC')).toBeNull();
    expect(localInputToUtc('2026-02-31T10:00', 'UTC')).toBeNull();
    expect(localInputToUtc('2026-02-10T24:00', 'UTC')).toBeNull();
    expect(localInputToUtc('10/02/2026 10:00', 'UTC')).toBeNull();
  });
});

test('timeZoneLabel names the zone and its offset at the time', () => {
  expect(timeZoneLabel('Asia/Kolkata', Date.parse('2026-01-01T00:00:00Z'))).toBe(
    'Asia/Kolkata (UTC+05:30)',
  );
  expect(timeZoneLabel('Europe/Amsterdam', Date.parse('2026-07-01T00:00:00Z'))).toBe(
    'Europe/Amsterdam (UTC+02:00)',
  );
  expect(timeZoneLabel('America/New_York', Date.parse('2026-01-01T00:00:00Z'))).toBe(
    'America/New_York (UTC−05:00)',
  );
});
