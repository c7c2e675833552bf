import type { LinkAction } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import {
  handOffHref,
  NOT_ENGLISH,
  payLead,
  remoteLead,
  visaRemoteNote,
  type ChatAnswer,
  type JobLink,
} from './chat-answer';
import { CHAT_WORDS } from './chat-words';
import { closeHiringChat } from './chat-store';
import { PlainMarkdown } from './plain-markdown';
import { Link } from '../link/link';

interface AnswerViewProps {
  answer: ChatAnswer;
  question: string;
  contact: LinkAction;
  /** Asks one of the offered questions. */
  onAsk: (question: string) => void;
}

function QuestionChoices({
  questions,
  onAsk,
}: Pick<AnswerViewProps, 'onAsk'> & { questions: string[] }) {
  return (
    <ul className="hiring-chat__choices">
      {questions.map((question) => (
        <li key={question}>
          <button type="button" className="hiring-chat__choice" onClick={() => onAsk(question)}>
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}

function HandOff({
  contact,
  question,
  lead,
}: {
  contact: LinkAction;
  question: string;
  lead: string;
}) {
  return (
    <p className="hiring-chat__hand-off">
      {lead} <a href={handOffHref(contact, question)}>{contact.label}</a>
    </p>
  );
}

function JobLinks({ jobs }: { jobs: readonly JobLink[] }) {
  return (
    <ul className="hiring-chat__jobs">
      {jobs.map((job) => (
        <li key={job.id}>
          <Link className="hiring-chat__job" to={paths.job(job.id)} onClick={closeHiringChat}>
            <span className="hiring-chat__job-title">{job.title}</span>
            <span className="hiring-chat__job-details">{job.details}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function JobsAnswer({
  answer,
  question,
  contact,
}: AnswerViewProps & { answer: Extract<ChatAnswer, { kind: 'jobs' }> }) {
  const words = CHAT_WORDS[answer.lang];
  if (answer.total === 0) {
    return (
      <>
        <p>{words.noJobsFor(answer.description)}</p>
        <p>
          <Link to={paths.jobs()} onClick={closeHiringChat}>
            {words.browseAll}
          </Link>
        </p>
        <HandOff contact={contact} question={question} lead={words.askUpcoming} />
      </>
    );
  }
  return (
    <>
      <p>
        <strong>{words.jobCount(answer.total)}</strong> {words.jobsFor} {answer.description}
      </p>
      <JobLinks jobs={answer.jobs} />
      <p>
        <Link to={answer.listHref} onClick={closeHiringChat}>
          {answer.total > answer.jobs.length ? words.seeAll(answer.total) : words.showInList}
        </Link>
      </p>
    </>
  );
}

function BrowseJobs({ lead = 'Or' }: { lead?: string }) {
  return (
    <p>
      {lead}{' '}
      <Link to={paths.jobs()} onClick={closeHiringChat}>
        browse all open jobs
      </Link>
      .
    </p>
  );
}

function PayAnswer({ answer }: { answer: Extract<ChatAnswer, { kind: 'pay' }> }) {
  const words = CHAT_WORDS[answer.lang];
  return (
    <>
      <p>{payLead(answer)}</p>
      {answer.jobs.length > 0 && (
        <ul className="hiring-chat__jobs">
          {answer.jobs.map((job) => (
            <li key={job.id}>
              <Link className="hiring-chat__job" to={paths.job(job.id)} onClick={closeHiringChat}>
                <span className="hiring-chat__job-title">{job.title}</span>
                <span className="hiring-chat__job-details">
                  <strong>{job.pay ?? words.noRange}</strong>
                </span>
                <span className="hiring-chat__job-details">{job.details}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {answer.total > answer.jobs.length && (
        <p>
          <Link to={answer.listHref} onClick={closeHiringChat}>
            {words.seeAll(answer.total)}
          </Link>
        </p>
      )}
      <p>
        {answer.jobs.length > 0 ? (
          words.payPromise
        ) : (
          <Link to={paths.jobs()} onClick={closeHiringChat}>
            {words.browseAll}
          </Link>
        )}
      </p>
    </>
  );
}

function RemoteAnswer({ answer }: { answer: Extract<ChatAnswer, { kind: 'remote' }> }) {
  return (
    <>
      {remoteLead(answer).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {answer.jobs.length > 0 && <JobLinks jobs={answer.jobs} />}
      {answer.remoteTotal > 0 && (
        <p>
          <Link to={answer.listHref} onClick={closeHiringChat}>
            {CHAT_WORDS[answer.lang].seeRemote}
          </Link>
        </p>
      )}
    </>
  );
}

/** One answer of the conversation, with its links and the questions it offers. */
export function AnswerView(props: AnswerViewProps) {
  const { answer, question, contact, onAsk } = props;
  switch (answer.kind) {
    case 'faq': {
      const note = visaRemoteNote(answer);
      return (
        <div lang={answer.lang}>
          <p className="hiring-chat__answer-title">{answer.item.question}</p>
          <PlainMarkdown text={answer.item.answer} />
          {note && <p>{note}</p>}
          {answer.related.length > 0 && (
            <>
              <p className="hiring-chat__aside">Related questions</p>
              <QuestionChoices questions={answer.related} onAsk={onAsk} />
            </>
          )}
        </div>
      );
    }
    case 'did-you-mean':
      return (
        <>
          <p>I’m not sure I understood. Did you mean…</p>
          <QuestionChoices questions={answer.questions} onAsk={onAsk} />
          <HandOff
            contact={contact}
            question={question}
            lead="If not, our recruiting team can help:"
          />
        </>
      );
    case 'jobs':
      return (
        <div lang={answer.lang}>
          <JobsAnswer {...props} answer={answer} />
        </div>
      );
    case 'pay':
      return (
        <div lang={answer.lang}>
          <PayAnswer answer={answer} />
        </div>
      );
    case 'remote':
      return (
        <div lang={answer.lang}>
          <RemoteAnswer answer={answer} />
        </div>
      );
    case 'not-english':
      return (
        <>
          <p>{NOT_ENGLISH.english}</p>
          {answer.dutch && <p lang="nl">{NOT_ENGLISH.dutch}</p>}
          <HandOff
            contact={contact}
            question={question}
            lead="You can also write to our recruiting team:"
          />
          <BrowseJobs />
        </>
      );
    case 'hand-off':
      return (
        <>
          <p>I’m not sure about that one, and I’d rather not guess.</p>
          <HandOff
            contact={contact}
            question={question}
            lead="Our recruiting team can answer it:"
          />
          <BrowseJobs />
        </>
      );
    case 'failed':
      return (
        <>
          <p>That could not be looked up just now. Please try again in a moment.</p>
          <HandOff contact={contact} question={question} lead="Or ask our team directly:" />
        </>
      );
  }
}
