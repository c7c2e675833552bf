import type { Section } from '../../api/page-types';
import './timeline.css';

type TimelineSection = Extract<Section, { type: 'timeline' }>;

/**
 * An ordered list of dated steps or milestones: one column on phones, alternating either side
 * of a centre line on wide screens (long texts read better than in a horizontal strip).
 */
export function TimelineBlock({ section }: { section: TimelineSection }) {
  return (
    <section className="block timeline" id={section.id}>
      {section.heading && <h2 className="timeline__heading">{section.heading}</h2>}
      <ol className="timeline__list">
        {section.items.map((item) => (
          <li
            className="timeline__item"
            key={item.id}
            id={section.id ? `${section.id}-${item.id}` : undefined}
          >
            <div className="timeline__card">
              <h3 className="timeline__title">{item.title}</h3>
              <p className="timeline__date">{item.date}</p>
              <p className="timeline__text">{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
