import './job-icons.css';

/** The icons of a job's facts (drawings in `./icons`, one CSS class each in job-icons.css). */
export type JobIconName =
  | 'team'
  | 'location'
  | 'jobType'
  | 'level'
  | 'calendar'
  | 'clock'
  | 'money'
  | 'people'
  | 'plane'
  | 'workplace';

const CLASS_NAMES: Record<JobIconName, string> = {
  team: 'job-icon--team',
  location: 'job-icon--location',
  jobType: 'job-icon--job-type',
  level: 'job-icon--level',
  calendar: 'job-icon--calendar',
  clock: 'job-icon--clock',
  money: 'job-icon--money',
  people: 'job-icon--people',
  plane: 'job-icon--plane',
  workplace: 'job-icon--workplace',
};

/** A small icon for a job's fact; decorative, the text beside it carries the meaning. */
export function JobIcon({ name, className }: { name: JobIconName; className?: string }) {
  const classes = ['job-icon', CLASS_NAMES[name], className].filter(Boolean).join(' ');
  return <span className={classes} aria-hidden="true" />;
}

/**
 * The classes that draw the icon as an element's ::before, before its text: no element of its
 * own to render (a list of job cards repeats five per card). Decorative as well: generated
 * content without text is not read.
 */
export const jobIconBefore = (name: JobIconName): string =>
  `job-icon-before ${CLASS_NAMES[name].replace('job-icon--', 'job-icon-before--')}`;
