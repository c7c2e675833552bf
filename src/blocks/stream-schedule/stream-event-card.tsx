import type { StreamEvent } from '../../../contract/page-types';
import { formatDate, formatRelativeTime } from '../../lib/date-format';
import { StreamPlayer } from './stream-player';
import { countdownParts, type StreamStatus } from './stream-status';

const localDateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const localTimeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const localZoneFormat = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'short' });

function zoneName(date: Date): string {
  return (
    localZoneFormat.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/** The server knows no time zone: it renders UTC; once hydrated, the visitor's own zone. */
function EventTime({ event, local }: { event: StreamEvent; local: boolean }) {
  const starts = new Date(event.startsAt);
  const ends = new Date(event.endsAt);
  const sameDay = local
    ? localDateFormat.format(starts) === localDateFormat.format(ends)
    : formatDate(starts) === formatDate(ends);
  const date = local ? localDateFormat.format(starts) : formatDate(starts);
  const startTime = local ? localTimeFormat.format(starts) : formatDate(starts, 'HH:mm');
  const end = local
    ? `${sameDay ? '' : `${localDateFormat.format(ends)}, `}${localTimeFormat.format(ends)}`
    : `${sameDay ? '' : `${formatDate(ends)}, `}${formatDate(ends, 'HH:mm')}`;
  return (
    <p className="stream-event__when">
      <time dateTime={event.startsAt}>
        <span className="stream-event__date">{date}</span>{' '}
        <span className="stream-event__time">
          {startTime}–{end} {local ? zoneName(starts) : 'UTC'}
        </span>
      </time>
    </p>
  );
}

const BADGES: Record<StreamStatus, string> = {
  live: 'Live now',
  upcoming: 'Upcoming',
  past: 'Ended',
};

function Countdown({ targetMs, nowMs }: { targetMs: number; nowMs: number }) {
  const parts = countdownParts(targetMs, nowMs);
  const units = [
    ['days', parts.days],
    ['hours', parts.hours],
    ['minutes', parts.minutes],
    ['seconds', parts.seconds],
  ] as const;
  return (
    <div className="stream-event__countdown">
      <p className="stream-event__countdown-label">Starts in</p>
      <p className="stream-event__countdown-units">
        {units.map(([unit, value]) => (
          <span key={unit} className="stream-event__unit">
            <span className="stream-event__unit-value">{String(value).padStart(2, '0')}</span>{' '}
            <span className="stream-event__unit-name">{unit}</span>{' '}
          </span>
        ))}
      </p>
    </div>
  );
}

interface StreamEventCardProps {
  event: StreamEvent;
  /** Null until hydrated: the state needs the visitor's clock. */
  status: StreamStatus | null;
  featured: boolean;
  nowMs: number | null;
}

/** One stream: when, what, and by its state a countdown, a "Live now" badge or the recording. */
export function StreamEventCard({ event, status, featured, nowMs }: StreamEventCardProps) {
  const modifiers = `${status ? ` stream-event--${status}` : ''}${featured ? ' stream-event--featured' : ''}`;
  return (
    <li className={`stream-event${modifiers}`}>
      <div className="stream-event__info">
        {status && (
          <p className={`stream-event__badge stream-event__badge--${status}`}>
            {status === 'live' && <span className="stream-event__pulse" aria-hidden="true" />}
            {BADGES[status]}
          </p>
        )}
        <h3 className="stream-event__title">{event.title}</h3>
        <EventTime event={event} local={nowMs !== null} />
        <p className="stream-event__description">{event.description}</p>
        {status === 'upcoming' && nowMs !== null && featured && (
          <Countdown targetMs={Date.parse(event.startsAt)} nowMs={nowMs} />
        )}
        {status === 'upcoming' && nowMs !== null && !featured && (
          <p className="stream-event__relative">
            Starts {formatRelativeTime(event.startsAt, nowMs)}
          </p>
        )}
        {status === 'past' &&
          (event.recordingUrl ? (
            <a
              className="stream-event__recording"
              href={event.recordingUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Watch the recording
              <span className="visually-hidden">
                {' '}
                of {event.title} (opens YouTube in a new tab)
              </span>
            </a>
          ) : (
            <p className="stream-event__no-recording">No recording of this stream is available.</p>
          ))}
      </div>
      {featured && status !== 'past' && <StreamPlayer event={event} />}
    </li>
  );
}
