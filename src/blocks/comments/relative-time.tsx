import { useSyncExternalStore } from 'react';

import { formatDate, formatRelativeTime } from '../../lib/date-format';

// Relative times ("3 hours ago") move on while the page is open.
const CLOCK_TICK_MS = 30_000;

let clockNow: number | undefined;

function subscribeClock(onChange: () => void) {
  clockNow = Date.now();
  const timer = setInterval(() => {
    clockNow = Date.now();
    onChange();
  }, CLOCK_TICK_MS);
  return () => clearInterval(timer);
}

const readClock = () => (clockNow ??= Date.now());
// The server has no "now" the browser agrees with: it renders the date (dd/MM/yyyy).
const readServerClock = () => null;

/**
 * A `<time>` that reads "3 hours ago" once hydrated; the server and the first client render
 * show the dd/MM/yyyy date, so hydration matches. The title keeps the exact date.
 */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const now = useSyncExternalStore(subscribeClock, readClock, readServerClock);
  const date = formatDate(value);
  return (
    <time className={className} dateTime={value} title={formatDate(value, 'dd/MM/yyyy HH:mm')}>
      {now === null ? date : formatRelativeTime(value, now) || date}
    </time>
  );
}
