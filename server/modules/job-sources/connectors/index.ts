import type { JobSourceType } from '../../../../contract/job-model';
import { ashbyConnector } from './ashby';
import type { JobFeedConnector } from './connector';
import { greenhouseConnector } from './greenhouse';
import { leverConnector } from './lever';
import { personioConnector } from './personio';
import { recruiteeConnector } from './recruitee';
import { smartRecruitersConnector } from './smartrecruiters';
import { teamtailorConnector } from './teamtailor';
import { workableConnector } from './workable';

/**
 * Every ATS connector by its source type (issue 26), one line each: a full record, so the
 * compiler names a source type without one.
 */
export const CONNECTORS: Record<JobSourceType, JobFeedConnector> = {
  ashby: ashbyConnector,
  greenhouse: greenhouseConnector,
  lever: leverConnector,
  personio: personioConnector,
  recruitee: recruiteeConnector,
  smartrecruiters: smartRecruitersConnector,
  teamtailor: teamtailorConnector,
  workable: workableConnector,
};
