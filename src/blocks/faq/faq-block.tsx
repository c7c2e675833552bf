import { useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { FaqItem, Section } from '../../api/page-types';
import { LineIcon } from '../icon/icon';
import { activeFaqId, FAQ_PARAM, withFaqParam } from './faq-state';
import './faq.css';

type FaqSection = Extract<Section, { type: 'faq' }>;

interface FaqEntryProps {
  item: FaqItem;
  idPrefix: string;
  open: boolean;
  onSelect: (event: MouseEvent<HTMLButtonElement>, id: string) => void;
}

function FaqEntry({ item, idPrefix, open, onSelect }: FaqEntryProps) {
  const buttonId = `${idPrefix}-${item.id}-button`;
  const panelId = `${idPrefix}-${item.id}-panel`;
  return (
    <div className={`faq__item${open ? ' faq__item--open' : ''}`}>
      <h3 className="faq__question">
        {/* A submit button: without JavaScript the GET form opens the item through the URL. */}
        <button
          type="submit"
          name={FAQ_PARAM}
          value={item.id}
          id={buttonId}
          className="faq__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={(event) => onSelect(event, item.id)}
        >
          <span>{item.question}</span>
          <LineIcon name="chevronDown" size={24} className="faq__chevron" />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="faq__answer prose"
        hidden={!open}
        dangerouslySetInnerHTML={{ __html: item.answer }}
      />
    </div>
  );
}

/**
 * The FAQ accordion (SPEC §2): the `faq` query parameter names the open item, the first by default;
 * choosing another pushes the new query to the history, so Back reopens the previous one.
 */
export function FaqBlock({ section }: { section: FaqSection }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const activeId = activeFaqId(section.items, searchParams.get(FAQ_PARAM));
  // Closing the open item has no URL of its own (the first item is the default), so it stays local.
  const [collapsedId, setCollapsedId] = useState<string | null>(null);
  const idPrefix = section.id ?? 'faq';

  const select = (event: MouseEvent<HTMLButtonElement>, id: string) => {
    event.preventDefault();
    if (id === activeId) {
      setCollapsedId((collapsed) => (collapsed === id ? null : id));
      return;
    }
    setCollapsedId(null);
    setSearchParams((current) => withFaqParam(current, id), { preventScrollReset: true });
  };

  const keptParams = [...searchParams].filter(([key]) => key !== FAQ_PARAM);

  return (
    <section className="block faq" id={section.id}>
      {section.heading && <h2 className="faq__heading">{section.heading}</h2>}
      <form className="faq__list" method="get" action={`#${idPrefix}`}>
        {keptParams.map(([key, value]) => (
          <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
        ))}
        {section.items.map((item) => (
          <FaqEntry
            key={item.id}
            item={item}
            idPrefix={idPrefix}
            open={item.id === activeId && collapsedId !== item.id}
            onSelect={select}
          />
        ))}
      </form>
    </section>
  );
}
