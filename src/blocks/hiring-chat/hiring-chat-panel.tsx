import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, type FormEvent, type RefObject } from 'react';

import { Drawer } from '../drawer';
import { LineIcon } from '../icon/icon';
import { announcementOf, answerQuestion, type AnswerSources } from './chat-answer';
import { AnswerView } from './chat-answer-view';
import { answerHiringChat, askHiringChat, useHiringChatState } from './chat-store';
import { hiringFaqQueryOptions, type HiringFaq } from './hiring-faq-query';
import { useAnswerSources } from './use-answer-sources';
import './hiring-chat-panel.css';

const MAX_QUESTION_LENGTH = 200;

async function ask(question: string, sources: AnswerSources) {
  const id = askHiringChat(question);
  try {
    answerHiringChat(id, await answerQuestion(question, sources));
  } catch {
    answerHiringChat(id, { kind: 'failed' });
  }
}

function Conversation({ faq, onAsk }: { faq: HiringFaq; onAsk: (question: string) => void }) {
  const { exchanges } = useHiringChatState();
  const endRef = useRef<HTMLLIElement>(null);
  const last = exchanges.at(-1);
  // The newest question and answer scroll into view as they arrive. (Chromium's scrollIntoView
  // now returns a promise: it must not become the effect's cleanup.)
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [last?.id, last?.answer]);

  if (exchanges.length === 0) {
    return (
      <>
        <p className="hiring-chat__aside">Try asking</p>
        <ul className="hiring-chat__choices">
          {faq.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                className="hiring-chat__choice"
                onClick={() => onAsk(suggestion)}
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <ol className="hiring-chat__log" aria-label="Conversation">
      {exchanges.map((exchange) => (
        <li key={exchange.id} ref={exchange === last ? endRef : undefined}>
          <p className="hiring-chat__bubble hiring-chat__bubble--asked">
            <span className="visually-hidden">You asked: </span>
            {exchange.question}
          </p>
          <div className="hiring-chat__bubble hiring-chat__bubble--answer">
            {exchange.answer ? (
              <AnswerView
                answer={exchange.answer}
                question={exchange.question}
                contact={faq.contact}
                onAsk={onAsk}
              />
            ) : (
              <p className="hiring-chat__pending">Looking that up…</p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** What the live region reads out: the newest answer, once it has arrived. */
function Announcement() {
  const { exchanges } = useHiringChatState();
  const answer = exchanges.at(-1)?.answer;
  return (
    <p className="visually-hidden" role="status">
      {answer ? announcementOf(answer) : ''}
    </p>
  );
}

interface QuestionFormProps {
  onAsk: (question: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

function QuestionForm({ onAsk, inputRef }: QuestionFormProps) {
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputRef.current;
    const question = input?.value.trim() ?? '';
    if (!input || question === '') return;
    input.value = '';
    onAsk(question);
  };
  return (
    <form className="hiring-chat__form" onSubmit={onSubmit}>
      <label className="hiring-chat__label" htmlFor={inputId}>
        Your question
      </label>
      <div className="hiring-chat__field">
        <input
          ref={inputRef}
          id={inputId}
          className="hiring-chat__input"
          type="text"
          name="question"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={MAX_QUESTION_LENGTH}
          placeholder="e.g. remote design jobs"
        />
        <button type="submit" className="hiring-chat__send">
          <LineIcon name="send" />
          <span className="visually-hidden">Send</span>
        </button>
      </div>
    </form>
  );
}

/**
 * The hiring chat (issues 13 and 18): a modal dialog where a candidate asks about applying or
 * jobs; answers come from the hiring FAQ and the job list's own search, with a hand-off to the
 * recruiting team when neither fits. Each answer is read out by a polite live region.
 */
export function HiringChatPanel({ onClose }: { onClose: () => void }) {
  const faq = useQuery(hiringFaqQueryOptions());
  const sources = useAnswerSources();
  const inputRef = useRef<HTMLInputElement>(null);
  const onAsk = (question: string) => void ask(question, sources);

  return (
    <Drawer
      isOpen
      onClose={onClose}
      title="Hiring chat"
      className="hiring-chat-panel"
      initialFocusRef={inputRef}
      footer={<QuestionForm onAsk={onAsk} inputRef={inputRef} />}
    >
      <p className="hiring-chat__intro">
        Ask about applying, our hiring process or the jobs you are looking for. Answers come from
        our recruiting team’s FAQ and the job list.
      </p>
      {faq.status === 'pending' && <p className="hiring-chat__pending">Loading answers…</p>}
      {faq.status === 'error' && (
        <p role="alert">
          The answers could not be loaded just now.{' '}
          <a href="mailto:careers@somnia.example">Write to our recruiting team</a>
        </p>
      )}
      {faq.data && <Conversation faq={faq.data} onAsk={onAsk} />}
      <Announcement />
    </Drawer>
  );
}
