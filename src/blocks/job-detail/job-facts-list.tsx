import type { Job } from '../../../contract/page-types';
import { formatDate } from '../../lib/date-format';
import { jobFacts } from '../job-card/job-defaults';
import { JobIcon, type JobIconName } from '../job-card/job-icons';
import { formatPay, formatPayComparison } from '../../../contract/job-pay';
import { jobPlacesLabel, placesToShow, workplaceWithRegions } from '../../../contract/job-places';
import { plural } from '../../../contract/plural';

interface Fact {
  icon: JobIconName;
  label: string;
  value: string;
}

function factsOf(job: Job, notPostedNote?: string): Fact[] {
  const facts = jobFacts(job);
  const pay = formatPay(job.pay);
  const comparison = formatPayComparison(job.pay);
  const list: Fact[] = [
    { icon: 'team', label: 'Team', value: facts.team ?? job.department },
    {
      icon: 'location',
      label: placesToShow(job.locations).length > 1 ? 'Locations' : 'Location',
      value: jobPlacesLabel(job),
    },
    { icon: 'workplace', label: 'Workplace', value: workplaceWithRegions(job) },
  ];
  // A job that states no type leaves the line out (decision 045).
  if (facts.jobType) list.push({ icon: 'jobType', label: 'Job type', value: facts.jobType });
  list.push({ icon: 'level', label: 'Level', value: facts.level });
  // SPEC §2, §9's 20 is the seed's; a job without one leaves the fact out (decision 037).
  if (job.teamSize !== null)
    list.push({
      icon: 'people',
      label: 'Team size',
      value: plural(job.teamSize, 'person', 'people'),
    });
  if (pay)
    list.push({
      icon: 'money',
      label: 'Salary',
      value: comparison ? `${pay} (${comparison})` : pay,
    });
  list.push({
    icon: 'calendar',
    label: 'Posted',
    value: notPostedNote ?? formatDate(job.postedAt),
  });
  list.push({
    icon: 'clock',
    label: 'Closes',
    value: job.closesAt ? formatDate(job.closesAt) : 'Open until filled',
  });
  return list;
}

/** The job's facts with the SPEC §3 defaults, team size, pay and dates. */
export function JobFactsList({ job, notPostedNote }: { job: Job; notPostedNote?: string }) {
  return (
    <dl className="job-detail__facts">
      {factsOf(job, notPostedNote).map((fact) => (
        <div key={fact.label} className="job-detail__fact">
          <dt>
            <JobIcon name={fact.icon} className="job-detail__fact-icon" />
            {fact.label}
          </dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
