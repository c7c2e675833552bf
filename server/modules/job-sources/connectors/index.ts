import type { JobSourceType } from '../../../../contract/job-model';
import { ashbyConnector } from './ashby/connector';
import type { JobFeedConnector } from './connector';
import { greenhouseConnector } from './greenhouse/connector';
import { leverConnector } from './lever/connector';
import { personioConnector } from './personio/connector';
import { recruiteeConnector } from './recruitee/connector';
import { smartRecruitersConnector } from './smartrecruiters/connector';
import { teamtailorConnector } from './teamtailor/connector';
import { workableConnector } from './workable/connector';

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
