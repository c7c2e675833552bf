import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

import type { FaqItem, Section } from '../../../contract/page-types';
import { usePublicConfig } from '../../lib/public-config-context';
import { scrollIntoViewGently } from '../../lib/scroll-into-view';
import { CopyLinkButton } from '../copy-link/copy-link-button';
import { LineIcon } from '../icon/icon';
import { activeFaqId, FAQ_PARAM, withFaqParam } from './faq-state';
import './faq.css';

type FaqSection = Extract<Section, { type: 'faq' }>;

interface FaqEntryProps {
  item: FaqItem;
  idPrefix: string;
  open: boolean;
  /** The address that opens this answer (`?faq={id}`), to copy. */
  shareUrl: string;
  onSelect: (event: MouseEvent<HTMLButtonElement>, id: string) => void;
}

/** The id of an item's element (the scroll target of `?faq=`). */
const itemElementId = (idPrefix: string, id: string) => `${idPrefix}-${id}`;

function FaqEntry({ item, idPrefix, open, shareUrl, onSelect }: FaqEntryProps) {
  const buttonId = `${idPrefix}-${item.id}-button`;
  const panelId = `${idPrefix}-${item.id}-panel`;
  return (
    <div
      id={itemElementId(idPrefix, item.id)}
      className={`faq__item${open ? ' faq__item--open' : ''}`}
    >
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
        className="faq__answer"
        hidden={!open}
      >
        <div className="prose" dangerouslySetInnerHTML={{ __html: item.answer }} />
        <CopyLinkButton url={shareUrl} label="Copy link to this answer" />
      </div>
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
  const { publicOrigin } = usePublicConfig();
  const { pathname, hash } = useLocation();
  const shareUrlOf = (id: string) =>
    `${publicOrigin}${pathname}?${withFaqParam(new URLSearchParams(), id).toString()}`;

  // An address naming an answer (`?faq=`, a copied link) opens it: bring it into view, or a phone
  // stays at the top of a long page. Once, on arrival; a hash target is the page's to follow.
  const [arrivedAt] = useState(() => {
    const requested = searchParams.get(FAQ_PARAM);
    return requested && !hash && section.items.some((item) => item.id === requested)
      ? requested
      : null;
  });
  useEffect(() => {
    if (!arrivedAt) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(itemElementId(idPrefix, arrivedAt));
      if (target) scrollIntoViewGently(target);
    });
    return () => cancelAnimationFrame(frame);
  }, [arrivedAt, idPrefix]);

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
            shareUrl={shareUrlOf(item.id)}
            onSelect={select}
          />
        ))}
      </form>
    </section>
  );
}
