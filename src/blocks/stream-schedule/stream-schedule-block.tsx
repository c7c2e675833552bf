import type { Section } from '../../../contract/page-types';
import { StreamEventCard } from './stream-event-card';
import { featuredStreamId, streamStatus } from './stream-status';
import { useClock } from './use-clock';
import './stream-schedule.css';

type StreamScheduleSection = Extract<Section, { type: 'stream-schedule' }>;

/**
 * The stream schedule: every event from the content in order; once hydrated, each shows its state
 * (countdown, live or recording) from the visitor's clock, and the live or next one offers the video.
 */
export function StreamScheduleBlock({ section }: { section: StreamScheduleSection }) {
  const nowMs = useClock();
  const featuredId = nowMs === null ? undefined : featuredStreamId(section.events, nowMs);
  return (
    <section className="block stream-schedule" id={section.id}>
      {(section.heading || section.intro) && (
        <header className="stream-schedule__header">
          {section.heading && <h2 className="stream-schedule__heading">{section.heading}</h2>}
          {section.intro && <p className="stream-schedule__intro">{section.intro}</p>}
        </header>
      )}
      <ol className="stream-schedule__list">
        {section.events.map((event) => (
          <StreamEventCard
            key={event.id}
            event={event}
            status={nowMs === null ? null : streamStatus(event, nowMs)}
            featured={event.id === featuredId}
            nowMs={nowMs}
          />
        ))}
      </ol>
    </section>
  );
}
