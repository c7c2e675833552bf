import type { JobSourceType } from '../../../../src/api/job-model';
import type { JobFeedConnector } from './connector';
import { ashbyConnector } from './ashby';
import { greenhouseConnector } from './greenhouse';
import { leverConnector } from './lever';
import { workableConnector } from './workable';

/**
 * Every ATS connector by its source type (issue 26), one line each. Partial while the connectors
 * are written in two halves; once all eight are here it becomes a full Record, so the compiler
 * names a type without one.
 */
export const CONNECTORS: Partial<Record<JobSourceType, JobFeedConnector>> = {
  ashby: ashbyConnector,
  greenhouse: greenhouseConnector,
  lever: leverConnector,
  workable: workableConnector,
};
