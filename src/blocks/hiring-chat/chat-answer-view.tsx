import type { LinkAction } from '../../api/page-types';
import { paths } from '../../lib/paths';
import { handOffHref, jobCount, NOT_ENGLISH, type ChatAnswer } from './chat-answer';
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

function JobsAnswer({
  answer,
  question,
  contact,
}: AnswerViewProps & { answer: Extract<ChatAnswer, { kind: 'jobs' }> }) {
  if (answer.total === 0) {
    return (
      <>
        <p>No open jobs right now for {answer.description}.</p>
        <p>
          <Link to={paths.jobs()} onClick={closeHiringChat}>
            Browse all open jobs
          </Link>
        </p>
        <HandOff contact={contact} question={question} lead="Or ask about upcoming roles:" />
      </>
    );
  }
  return (
    <>
      <p>
        <strong>{jobCount(answer.total)}</strong> for {answer.description}
      </p>
      <ul className="hiring-chat__jobs">
        {answer.jobs.map((job) => (
          <li key={job.id}>
            <Link className="hiring-chat__job" to={paths.job(job.id)} onClick={closeHiringChat}>
              <span className="hiring-chat__job-title">{job.title}</span>
              <span className="hiring-chat__job-details">{job.details}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to={answer.listHref} onClick={closeHiringChat}>
          {answer.total > answer.jobs.length
            ? `See all ${answer.total} in the job list`
            : 'Show them in the job list'}
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
  return (
    <>
      <p>The published pay for {answer.role}:</p>
      <ul className="hiring-chat__jobs">
        {answer.jobs.map((job) => (
          <li key={job.id}>
            <Link className="hiring-chat__job" to={paths.job(job.id)} onClick={closeHiringChat}>
              <span className="hiring-chat__job-title">{job.title}</span>
              <span className="hiring-chat__job-details">
                <strong>{job.pay ?? 'No published range yet'}</strong>
              </span>
              <span className="hiring-chat__job-details">{job.details}</span>
            </Link>
          </li>
        ))}
      </ul>
      {answer.total > answer.jobs.length && (
        <p>
          <Link to={answer.listHref} onClick={closeHiringChat}>
            See all {answer.total} in the job list
          </Link>
        </p>
      )}
      <p>Every offer falls within the published range for the role.</p>
    </>
  );
}

/** One answer of the conversation, with its links and the questions it offers. */
export function AnswerView(props: AnswerViewProps) {
  const { answer, question, contact, onAsk } = props;
  switch (answer.kind) {
    case 'faq':
      return (
        <>
          <p className="hiring-chat__answer-title">{answer.item.question}</p>
          <PlainMarkdown text={answer.item.answer} />
          {answer.related.length > 0 && (
            <>
              <p className="hiring-chat__aside">Related questions</p>
              <QuestionChoices questions={answer.related} onAsk={onAsk} />
            </>
          )}
        </>
      );
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
      return <JobsAnswer {...props} answer={answer} />;
    case 'pay':
      return <PayAnswer answer={answer} />;
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
