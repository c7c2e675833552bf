import type { EmploymentType, PayPeriod, WorkplaceType } from '../../platform/db/schema';

/** A job's fields as the editor and the sync both write them (camel case, pay as one object). */
export interface JobFieldValues {
  title: string;
  department: string;
  team: string | null;
  level: string | null;
  employmentType: EmploymentType | null;
  workplaceType: WorkplaceType;
  remoteRegions: string[];
  pay: { currency: string; min: number; max: number; period: PayPeriod } | null;
  description: string;
  applyUrl: string | null;
}

/** Those fields as `job` columns: one mapping for the job editor and the ATS sync. */
export function jobColumnsOf(fields: JobFieldValues) {
  return {
    title: fields.title,
    department: fields.department,
    team: fields.team,
    level: fields.level,
    employment_type: fields.employmentType,
    workplace_type: fields.workplaceType,
    remote_regions: fields.remoteRegions,
    pay_currency: fields.pay?.currency ?? null,
    pay_min: fields.pay?.min ?? null,
    pay_max: fields.pay?.max ?? null,
    pay_period: fields.pay?.period ?? null,
    description: fields.description,
    apply_url: fields.applyUrl,
  };
}
