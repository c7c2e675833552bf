import type { JobListItem } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { formatDate, formatRelativeTime } from '../../lib/date-format';
import { jobFacts, workplaceLabel } from './job-defaults';
import { jobIconBefore, type JobIconName } from './job-icons';
import { formatPay, formatPayComparison, PAY_NOT_LISTED } from '../../../contract/job-pay';
import { jobPlaceSummary } from '../../../contract/job-places';
import { useHydrated } from '../../lib/use-hydrated';
import './job-card.css';
import { Link } from '../link/link';

interface JobCardProps {
  job: JobListItem;
  /** h3 inside a section with its own h2 (the default); h2 where the cards are the section. */
  headingLevel?: 2 | 3;
  /** Said instead of the posted date by a preview of a job not yet public. */
  notPostedNote?: string;
}

interface FactProps {
  icon: JobIconName;
  label: string;
  value: string;
  /** A second line under the value. */
  note?: string | null;
}

function Fact({ icon, label, value, note }: FactProps) {
  return (
    <div className="job-card__fact">
      <dt className="visually-hidden">{label}</dt>
      <dd className={jobIconBefore(icon)}>
        {value}
        {note && <span className="job-card__note">{note}</span>}
      </dd>
    </div>
  );
}

/**
 * The posted date: dd/MM/yyyy from the server, "3 days ago" added once the browser's clock is
 * known; `notPostedNote` instead for a job not yet public (the editor's preview).
 */
export function PostedDate({
  postedAt,
  className,
  notPostedNote,
}: {
  postedAt: string;
  className?: string;
  notPostedNote?: string;
}) {
  const hydrated = useHydrated();
  if (notPostedNote) return <p className={className}>{notPostedNote}</p>;
  return (
    <p className={className}>
      Posted <time dateTime={postedAt}>{formatDate(postedAt)}</time>
      {hydrated && <span> · {formatRelativeTime(postedAt)}</span>}
    </p>
  );
}

/** A job in a list: the whole card is one link to the job (its title names the link). */
export function JobCard({ job, headingLevel = 3, notPostedNote }: JobCardProps) {
  const facts = jobFacts(job);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="job-card">
      <p className="job-card__team">{facts.team ?? job.department}</p>
      <Heading className="job-card__title">
        <Link className="job-card__link" to={paths.job(job.id)}>
          {job.title}
        </Link>
      </Heading>
      <dl className="job-card__facts">
        <Fact icon="location" label="Location" value={jobPlaceSummary(job)} />
        {facts.jobType && <Fact icon="jobType" label="Job type" value={facts.jobType} />}
        <Fact icon="level" label="Level" value={facts.level} />
        <Fact icon="workplace" label="Workplace" value={workplaceLabel(job)} />
        <Fact
          icon="money"
          label="Pay"
          value={formatPay(job.pay) ?? PAY_NOT_LISTED}
          note={formatPayComparison(job.pay)}
        />
      </dl>
      <PostedDate
        postedAt={job.postedAt}
        className="job-card__posted"
        notPostedNote={notPostedNote}
      />
    </article>
  );
}

/** A placeholder with a card's shape while the next page of jobs loads. */
export function JobCardSkeleton() {
  return (
    <div className="job-card job-card--skeleton" aria-hidden="true">
      <span className="job-card__bone job-card__bone--short" />
      <span className="job-card__bone job-card__bone--title" />
      <span className="job-card__bone" />
      <span className="job-card__bone job-card__bone--short" />
    </div>
  );
}
