/**
 * Dates for `<input type="datetime-local">`: the value is a wall-clock time (`2026-12-01T09:30`)
 * without a zone, the API's an ISO instant in UTC. These convert between the two in a named time
 * zone (the admin's own by default), so a time typed in Amsterdam is stored as the right instant.
 */

/** The time zone of the browser (the admin's), e.g. 'Europe/Amsterdam'. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `instant`, as milliseconds of a UTC date with the same fields. */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The `datetime-local` value showing `iso` in `timeZone`; '' for none or an unreadable date.
 *
 * @example
 * utcToLocalInput('2026-12-01T08:30:00.000Z', 'Europe/Amsterdam'); // => '2026-12-01T09:30'
 */
export function utcToLocalInput(iso: string | null, timeZone: string = browserTimeZone()): string {
  const instant = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(instant)) return '';
  const wall = new Date(wallClockMs(instant, timeZone));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(
    wall.getUTCHours(),
  )}:${pad(wall.getUTCMinutes())}`;
}

/**
 * The UTC instant (ISO) of a `datetime-local` value read in `timeZone`; null for '' or text that
 * is no such value. A time the clocks skip (the spring-forward hour) is read with the offset
 * before the change, so it lands just after it, as the browser's own Date does.
 *
 * @example
 * localInputToUtc('2026-12-01T09:30', 'Europe/Amsterdam'); // => '2026-12-01T08:30:00.000Z'
 */
export function localInputToUtc(
  value: string,
  timeZone: string = browserTimeZone(),
): string | null {
  const match = LOCAL_PATTERN.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // 31 February, 24:00 and the like roll over into another day or hour: no such time.
  if (utcToLocalInput(new Date(wall).toISOString(), 'UTC') !== value.trim()) return null;
  // The zone's offsets around the wall time read as if it were UTC: the instant is the wall time
  // less one of them. Either may fit when the clocks go back (the earlier is taken, as Date
  // does); neither when they skip ahead (then the offset before the change).
  const offsets = [wall - 86_400_000, wall + 86_400_000].map(
    (near) => wallClockMs(near, timeZone) - near,
  );
  const fits = offsets
    .map((offset) => wall - offset)
    .filter((instant) => wallClockMs(instant, timeZone) === wall);
  const instant = fits.length > 0 ? Math.min(...fits) : wall - Math.min(...offsets);
  return new Date(instant).toISOString();
}

/**
 * The zone as the form says it beside its times: "Europe/Amsterdam (UTC+01:00)".
 *
 * @example
 * timeZoneLabel('Asia/Kolkata', Date.parse('2026-01-01T00:00:00Z')); // => 'Asia/Kolkata (UTC+05:30)'
 */
export function timeZoneLabel(
  timeZone: string = browserTimeZone(),
  at: number = Date.now(),
): string {
  const offsetMinutes = Math.round(
    (wallClockMs(at, timeZone) - Math.floor(at / 1000) * 1000) / 60_000,
  );
  const sign = offsetMinutes < 0 ? '−' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${timeZone} (UTC${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)})`;
}
