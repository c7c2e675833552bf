import type { Section } from '../../../contract/page-types';
import './value-cards.css';

type ValueCardsSection = Extract<Section, { type: 'value-cards' }>;

/** A grid of short cards: values, benefits, programmes or commitments. */
export function ValueCardsBlock({ section }: { section: ValueCardsSection }) {
  return (
    <section className="block value-cards" id={section.id}>
      {(section.heading || section.intro) && (
        <header className="value-cards__header">
          {section.heading && <h2 className="value-cards__heading">{section.heading}</h2>}
          {section.intro && <p className="value-cards__intro">{section.intro}</p>}
        </header>
      )}
      <ul className="value-cards__list">
        {section.items.map((item) => (
          <li className="value-cards__card" key={item.title}>
            {item.icon && (
              <span className="value-cards__icon" aria-hidden="true">
                {item.icon}
              </span>
            )}
            <h3 className="value-cards__title">{item.title}</h3>
            <p className="value-cards__text">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
