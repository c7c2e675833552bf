import type { Section } from '../../../contract/page-types';
import './timeline.css';

type TimelineSection = Extract<Section, { type: 'timeline' }>;

/**
 * An ordered list of dated steps or milestones along a line: dates above each entry on phones,
 * in a column of their own on wide screens. Vertical throughout: the entries carry paragraphs,
 * which a horizontal strip would squeeze into narrow columns or hide behind scrolling.
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
            <p className="timeline__date">{item.date}</p>
            <div className="timeline__card">
              <h3 className="timeline__title">{item.title}</h3>
              <p className="timeline__text">{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
