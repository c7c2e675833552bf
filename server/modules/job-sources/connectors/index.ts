import type { AdminJobSourceKind } from '../../../../contract/admin-job-source-types';
import { ashbyConnector } from './ashby/connector';
import type { AtsConnector } from './connector';
import { greenhouseConnector } from './greenhouse/connector';
import { leverConnector } from './lever/connector';
import { personioConnector } from './personio/connector';
import { recruiteeConnector } from './recruitee/connector';
import { smartRecruitersConnector } from './smartrecruiters/connector';
import { teamtailorConnector } from './teamtailor/connector';
import { workableConnector } from './workable/connector';

/**
 * Every ATS (issue 26), one line each, in the order the admin's form offers them: the only list
 * to extend for another one (issue 34). The source types, the input rules, the webhooks and the
 * admin's form all follow from it.
 */
export const CONNECTORS = [
  greenhouseConnector,
  leverConnector,
  ashbyConnector,
  personioConnector,
  recruiteeConnector,
  workableConnector,
  smartRecruitersConnector,
  teamtailorConnector,
] as const satisfies readonly AtsConnector[];

/** A source type the server reads: the type of one of `CONNECTORS`. */
export type JobSourceKind = (typeof CONNECTORS)[number]['type'];

/** The source types, in the registry's order. */
export const JOB_SOURCE_KINDS = CONNECTORS.map((connector) => connector.type) as [
  JobSourceKind,
  ...JobSourceKind[],
];

const BY_TYPE: ReadonlyMap<string, AtsConnector> = new Map(
  CONNECTORS.map((connector) => [connector.type, connector]),
);

/** The connector of a source type; undefined for a type no connector reads (any more). */
export const connectorOf = (type: string): AtsConnector | undefined => BY_TYPE.get(type);

/** What the admin's form says about each ATS (`GET /api/admin/job-sources/kinds`). */
export const adminJobSourceKinds = (): AdminJobSourceKind[] =>
  CONNECTORS.map((connector: AtsConnector) => ({
    type: connector.type,
    label: connector.label,
    boardHint: connector.form.boardHint,
    boardExample: connector.form.boardExample,
    baseUrlHint: connector.form.baseUrlHint ?? null,
    sendsWebhooks: connector.webhookSignature !== undefined,
    needsApiKey: connector.needsApiKey === true,
  }));
