import { LineIcon, type LineIconName } from '../icon/icon';

export type JobIconName = Extract<
  LineIconName,
  'team' | 'location' | 'jobType' | 'level' | 'calendar' | 'clock' | 'money' | 'people' | 'plane'
>;

/** A small line icon for a job's fact; decorative, the text beside it carries the meaning. */
export function JobIcon({ name, className }: { name: JobIconName; className?: string }) {
  return <LineIcon name={name} size={18} strokeWidth={1.8} className={className} />;
}
