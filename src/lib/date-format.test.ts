import { describe, expect, test, vi } from 'vitest';
import { formatDate, formatLongDate, formatRelativeTime, parseDay } from './date-format';

describe('parseDay: a day typed as dd/mm/yyyy', () => {
  test('reads day first, as the tables show dates, and round-trips with formatDate', () => {
    expect(parseDay('05/03/2024')).toBe('2024-03-05');
    expect(parseDay(' 5/3/2024 ')).toBe('2024-03-05');
    expect(formatDate(parseDay('25/11/2026'))).toBe('25/11/2026');
    expect(parseDay('29/02/2024')).toBe('2024-02-29');
  });

  test.each(['', '2024-03-05', '03/05/24', '31/02/2024', '29/02/2023', '13/13/2026', '00/01/2026'])(
    '%j is no day',
    (text) => {
      expect(parseDay(text)).toBeNull();
    },
  );
});

describe('formatDate', () => {
  test('uses dd/MM/yyyy by default', () => {
    expect(formatDate('2024-03-05T14:07:00Z')).toBe('05/03/2024');
  });

  test('supports the HH and mm tokens in a custom pattern', () => {
    expect(formatDate('2024-03-05T14:07:00Z', 'yyyy-MM-dd HH:mm')).toBe('2024-03-05 14:07');
  });

  test('formats in UTC whatever the offset of the input', () => {
    expect(formatDate('2024-12-31T23:30:00-02:00', 'dd/MM/yyyy HH:mm')).toBe('01/01/2025 01:30');
  });

  test('accepts a timestamp and a Date', () => {
    const ms = Date.UTC(2023, 0, 9, 8, 5);
    expect(formatDate(ms, 'dd/MM/yyyy HH:mm')).toBe('09/01/2023 08:05');
    expect(formatDate(new Date(ms))).toBe('09/01/2023');
  });

  test('leaves text that is not a token untouched', () => {
    expect(formatDate('2024-03-05T00:00:00Z', 'Posted dd.MM.')).toBe('Posted 05.03.');
  });

  test.each([null, undefined, '', 'not a date', Number.NaN, new Date('nope')])(
    'an empty or invalid date %j formats to an empty string',
    (value) => {
      expect(formatDate(value)).toBe('');
    },
  );
});

describe('formatLongDate', () => {
  test('writes the day, the month in words and the year, in UTC', () => {
    expect(formatLongDate('2026-03-12T08:00:00Z')).toBe('12 March 2026');
    expect(formatLongDate('2025-12-31T23:30:00-02:00')).toBe('1 January 2026');
  });

  test.each([null, '', 'not a date'])('an invalid date %j formats to an empty string', (value) => {
    expect(formatLongDate(value)).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.UTC(2024, 5, 15, 12, 0, 0);
  const ago = (ms: number) => now - ms;

  test('under a minute is counted in seconds', () => {
    expect(formatRelativeTime(ago(45_000), now)).toBe('45 seconds ago');
  });

  test('the same instant is zero seconds ago', () => {
    expect(formatRelativeTime(now, now)).toBe('0 seconds ago');
  });

  test('minutes are whole minutes, singular for one', () => {
    expect(formatRelativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60_000 + 59_000), now)).toBe('5 minutes ago');
  });

  test('hours are counted from one hour', () => {
    expect(formatRelativeTime(ago(3_600_000), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
  });

  test('days are counted without an upper unit', () => {
    expect(formatRelativeTime(ago(86_400_000), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(400 * 86_400_000), now)).toBe('400 days ago');
  });

  test('a future date reads as "in N units"', () => {
    expect(formatRelativeTime(now + 2 * 86_400_000, now)).toBe('in 2 days');
    expect(formatRelativeTime(now + 30_000, now)).toBe('in 30 seconds');
  });

  test('accepts an ISO string', () => {
    expect(formatRelativeTime('2024-06-15T10:00:00Z', now)).toBe('2 hours ago');
  });

  test('defaults now to the current time', () => {
    vi.useFakeTimers({ now });
    try {
      expect(formatRelativeTime(ago(10 * 60_000))).toBe('10 minutes ago');
    } finally {
      vi.useRealTimers();
    }
  });

  test.each([null, undefined, '', 'garbage'])(
    'an invalid date %j gives an empty string',
    (value) => {
      expect(formatRelativeTime(value, now)).toBe('');
    },
  );
});
