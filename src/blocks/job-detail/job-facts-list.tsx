import type { Job } from '../../api/page-types';
import { formatDate } from '../../lib/date-format';
import { allLocations, jobFacts, workplaceLabel } from '../job-card/job-defaults';
import { JobIcon, type JobIconName } from '../job-card/job-icons';
import { formatPay } from '../../api/job-pay';
import { plural } from '../../lib/plural';

interface Fact {
  icon: JobIconName;
  label: string;
  value: string;
}

/** "Remote from DE, PT" for a remote job that names where its people may live. */
function workplaceOf(job: Job): string {
  const label = workplaceLabel(job);
  return job.workplaceType === 'remote' && job.remoteRegions.length > 0
    ? `${label} from ${job.remoteRegions.join(', ')}`
    : label;
}

function factsOf(job: Job): Fact[] {
  const facts = jobFacts(job);
  const pay = formatPay(job.pay);
  const list: Fact[] = [
    { icon: 'team', label: 'Team', value: facts.team ?? job.department },
    {
      icon: 'location',
      label: job.locations.length > 1 ? 'Locations' : 'Location',
      value: allLocations(job),
    },
    { icon: 'workplace', label: 'Workplace', value: workplaceOf(job) },
    { icon: 'jobType', label: 'Job type', value: facts.jobType },
    { icon: 'level', label: 'Level', value: facts.level },
  ];
  // SPEC §2, §9's 20 is the seed's; a job without one leaves the fact out (decision 037).
  if (job.teamSize !== null)
    list.push({
      icon: 'people',
      label: 'Team size',
      value: plural(job.teamSize, 'person', 'people'),
    });
  if (pay) list.push({ icon: 'money', label: 'Salary', value: pay });
  list.push({ icon: 'calendar', label: 'Posted', value: formatDate(job.postedAt) });
  list.push({
    icon: 'clock',
    label: 'Closes',
    value: job.closesAt ? formatDate(job.closesAt) : 'Open until filled',
  });
  return list;
}

/** The job's facts with the SPEC §3 defaults, team size, pay and dates. */
export function JobFactsList({ job }: { job: Job }) {
  return (
    <dl className="job-detail__facts">
      {factsOf(job).map((fact) => (
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
