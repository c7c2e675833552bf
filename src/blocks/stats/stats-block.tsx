import type { Section } from '../../../contract/page-types';
import './stats.css';

type StatsSection = Extract<Section, { type: 'stats' }>;

/** A few key figures, each a large value with what it counts. */
export function StatsBlock({ section }: { section: StatsSection }) {
  return (
    <section className="block stats" id={section.id}>
      {section.heading && <h2 className="stats__heading">{section.heading}</h2>}
      <ul className="stats__list">
        {section.items.map((item) => (
          <li className="stats__item" key={`${item.value}-${item.label}`}>
            <span className="stats__value">{item.value}</span>
            <span className="stats__label">{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
