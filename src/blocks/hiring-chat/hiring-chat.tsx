import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';

import { useCurrentRoute } from '../../api/current-route';
import { usePublicConfig } from '../../lib/public-config-context';
import { useHydrated } from '../../lib/use-hydrated';
import { LineIcon } from '../icon/icon';
import { hiringFaqQueryOptions, type HiringFaq } from './hiring-faq-query';
import { PlainMarkdown } from './plain-markdown';
import { loadProviderScript, setProviderVisible } from './provider-script';
import './hiring-chat.css';

function ContactLink({ contact }: { contact: HiringFaq['contact'] }) {
  return contact.href.startsWith('/') ? (
    <Link className="button button--primary hiring-chat__contact" to={contact.href}>
      {contact.label}
    </Link>
  ) : (
    <a className="button button--primary hiring-chat__contact" href={contact.href}>
      {contact.label}
    </a>
  );
}

type FaqQuery = ReturnType<typeof useHiringFaq>;

// Fetched the first time the panel opens, then kept.
const useHiringFaq = (enabled: boolean) => useQuery({ ...hiringFaqQueryOptions(), enabled });

function FaqAnswers({ query }: { query: FaqQuery }) {
  const { data, status } = query;
  if (status === 'pending') {
    return (
      <p className="hiring-chat__state" role="status">
        Loading answers…
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className="hiring-chat__state" role="alert">
        <p>The answers could not be loaded just now.</p>
        <a href="mailto:careers@somnia.example">Write to our recruiting team</a>
      </div>
    );
  }
  return (
    <>
      <ul className="hiring-chat__faq">
        {data.items.map((item) => (
          <li key={item.id}>
            <details className="hiring-chat__item">
              <summary className="hiring-chat__question">{item.question}</summary>
              <div className="hiring-chat__answer">
                <PlainMarkdown text={item.answer} />
              </div>
            </details>
          </li>
        ))}
      </ul>
      <div className="hiring-chat__footer">
        <p>Still wondering about something?</p>
        <ContactLink contact={data.contact} />
      </div>
    </>
  );
}

/** The built-in launcher: a button that opens a small panel of hiring answers and a contact link. */
function BuiltInChat() {
  const [isOpen, setIsOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const panelId = useId();
  const faq = useHiringFaq(isOpen);

  useEffect(() => {
    if (isOpen) panelRef.current?.focus();
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    launcherRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') close();
  };

  return (
    <div className="hiring-chat" data-testid="hiring-chat">
      {isOpen && (
        <div
          ref={panelRef}
          id={panelId}
          className="hiring-chat__panel"
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <div className="hiring-chat__header">
            <h2 id={titleId} className="hiring-chat__title">
              {faq.data?.heading ?? 'Questions about applying?'}
            </h2>
            <button
              type="button"
              className="hiring-chat__close"
              onClick={close}
              aria-label="Close hiring questions"
            >
              <LineIcon name="close" />
            </button>
          </div>
          <div className="hiring-chat__body">
            <p className="hiring-chat__intro">Quick answers from our recruiting team.</p>
            <FaqAnswers query={faq} />
          </div>
        </div>
      )}
      <button
        ref={launcherRef}
        type="button"
        className="hiring-chat__launcher"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
      >
        <LineIcon name="chat" size={22} />
        <span>
          Questions?<span className="visually-hidden"> About applying</span>
        </span>
      </button>
    </div>
  );
}

/** The configured provider's script, shown on /job and hidden elsewhere. */
function useProviderChat(src: string | null, onJobList: boolean) {
  useEffect(() => {
    if (!src) return undefined;
    if (onJobList) loadProviderScript(src);
    setProviderVisible(onJobList);
    return () => setProviderVisible(false);
  }, [src, onJobList]);
}

/**
 * SPEC §2 hiring-chat widget: on /job only (the route table's `hiringChat`), after hydration.
 * A configured provider script replaces the built-in launcher.
 */
export function HiringChat() {
  const route = useCurrentRoute();
  const { hiringChatScriptUrl } = usePublicConfig();
  const hydrated = useHydrated();
  const onJobList = route?.hiringChat === true;
  useProviderChat(hydrated ? hiringChatScriptUrl : null, onJobList);
  if (!hydrated || !onJobList || hiringChatScriptUrl) return null;
  return <BuiltInChat />;
}
