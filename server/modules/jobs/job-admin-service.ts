import type { Kysely, Transaction } from 'kysely';

import type {
  AdminJob,
  AdminJobRow,
  JobInput,
  MarkdownPreview,
} from '../../../contract/admin-job-types';
import type { JobStatus } from '../../../contract/job-model';
import type { Job, PagedList } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { renderMarkdown } from '../../content/markdown';
import type { Actor } from '../../platform/auth/actor';
import type { Database, JobFieldChanges } from '../../platform/db/schema';
import { withDatabase } from '../../platform/db/with-database';
import { ConflictError, InvalidFieldError, NotFoundError } from '../../platform/domain-errors';
import { isoOf } from '../../platform/http/iso-date';
import { fetchPage, type Paging } from '../../platform/db/paging';
import type { TaskResult } from '../../platform/tasks/task';
import { recordActivity, staleSaveError, type EditedRecord } from '../activity';
import { departmentOfList } from '../departments';
import { jobColumnsOf } from './job-columns';
import {
  countAdminJobs,
  deleteJobRow,
  findAdminJobPage,
  closeJobsNow,
  findDueScheduledJobs,
  findExpiredOpenJobs,
  findJobWithPlaces,
  findSlugsStartingWith,
  insertJob,
  openScheduledJobs,
  replaceJobPlaces,
  updateJob,
  type AdminJobFilters,
} from './job-admin.repository';
import { changedFields, recordJobEvent } from './job-event.repository';
import { toJob } from './job-service';
import { isJobOpen, wasEverPublic, type JobWithLocations } from './job.repository';
import { jobSlugOf, uniqueSlug } from './job-slug';

const ENTITY = 'job';
const NOT_FOUND = 'This job was removed.';
const MAX_TITLE_CHARS = 120;
const COPY_SUFFIX = ' (copy)';

/** Who the log names for what the publishing task does by itself. */
const SCHEDULE_ACTOR: Actor = { sub: null, email: 'Scheduled publishing' };
/** Who the log names for a job closed by its closing time. */
const CLOSING_TIME_ACTOR: Actor = { sub: null, email: 'Closing time' };

/** A job's status as the editor shows it: open past its closing time is closed. */
function editorStatus(row: JobWithLocations, now = new Date()): JobStatus {
  return row.status === 'open' && !isJobOpen(row, now) ? 'closed' : row.status;
}

/**
 * A job's fields in the form's terms, every object built in one key order, so two versions
 * compare field by field (changedFields) whichever way they were made.
 */
function canonicalInput(input: JobInput): JobInput {
  return {
    title: input.title,
    department: input.department,
    team: input.team,
    level: input.level,
    employmentType: input.employmentType,
    workplaceType: input.workplaceType,
    locations: input.locations.map(({ city, region, countryCode }) => ({
      city,
      region,
      countryCode,
    })),
    remoteRegions: [...input.remoteRegions],
    pay: input.pay && {
      currency: input.pay.currency,
      min: input.pay.min,
      max: input.pay.max,
      period: input.pay.period,
    },
    description: input.description,
    applyUrl: input.applyUrl,
    closesAt: input.closesAt && new Date(input.closesAt).toISOString(),
    teamSize: input.teamSize,
    relocationAssistance: input.relocationAssistance,
  };
}

function inputOf(row: JobWithLocations): JobInput {
  const { pay_currency: currency, pay_min: min, pay_max: max, pay_period: period } = row;
  return canonicalInput({
    title: row.title,
    department: row.department,
    team: row.team,
    level: row.level,
    employmentType: row.employment_type,
    workplaceType: row.workplace_type,
    locations: row.locations,
    remoteRegions: row.remote_regions,
    pay:
      currency !== null && min !== null && max !== null && period !== null
        ? { currency, min, max, period }
        : null,
    description: row.description ?? '',
    applyUrl: row.apply_url,
    closesAt: isoOf(row.closes_at),
    teamSize: row.team_size,
    relocationAssistance: row.relocation_assistance,
  });
}

/** The job's columns for its fields (the places are written apart). */
function valuesOf(input: JobInput) {
  return {
    ...jobColumnsOf(input),
    closes_at: input.closesAt,
    // The editor's own: an imported job's page shows none (decision 037).
    team_size: input.teamSize,
    relocation_assistance: input.relocationAssistance,
  };
}

function toAdminJob(row: JobWithLocations): AdminJob {
  return {
    id: row.id,
    ...inputOf(row),
    version: row.version,
    status: editorStatus(row),
    source: row.source,
    externalId: row.external_id,
    atsUrl: row.ats_url,
    slug: row.ext_slug,
    publicPath: paths.job(row.id),
    publishAt: isoOf(row.publish_at),
    closedReason: row.closed_reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A change as the log keeps it: the fields' names, their values before and after. */
function logOf(changes: JobFieldChanges) {
  const fields = Object.keys(changes);
  return {
    fields: fields.join(', '),
    before: Object.fromEntries(fields.map((field) => [field, changes[field]?.before])),
    after: Object.fromEntries(fields.map((field) => [field, changes[field]?.after])),
  };
}

const editedJob: EditedRecord<AdminJob> = {
  entity: ENTITY,
  noun: 'job',
  notFound: NOT_FOUND,
  current: async (db, id) => {
    const row = await findJobWithPlaces(db, id);
    return row ? toAdminJob(row) : undefined;
  },
};

/** A change to an existing job, given the job as it was (locked) and the transaction. */
type JobWrite<T = void> = (trx: Transaction<Database>, before: JobWithLocations) => Promise<T>;

/**
 * Runs `write` on the job if it is still at `version` and was written in the admin: 404 when it
 * is gone, 409 when it comes from an applicant-tracking system or another write came first.
 * Answers what `write` answers.
 */
async function lockedWrite<T>(
  db: Kysely<Database>,
  id: number,
  version: number,
  actor: Actor,
  write: JobWrite<T>,
): Promise<T> {
  const written = await db.transaction().execute(async (trx) => {
    const before = await findJobWithPlaces(trx, id, { lock: true });
    if (!before) throw new NotFoundError(NOT_FOUND);
    if (before.source !== 'manual') {
      throw new ConflictError(
        `This job comes from its applicant-tracking system (${before.source}): change it there.`,
        'source',
      );
    }
    // The row is locked: no other write can come between this check and the update.
    if (before.version !== version) return null;
    return { result: await write(trx, before) };
  });
  if (!written) throw await staleSaveError(db, editedJob, { id, version, actor });
  return written.result;
}

/** `lockedWrite` of a change that keeps the job: answers the job as it is afterwards. */
function writeJob(
  db: Kysely<Database>,
  id: number,
  version: number,
  actor: Actor,
  write: JobWrite,
): Promise<AdminJob> {
  return lockedWrite(db, id, version, actor, async (trx, before) => {
    await write(trx, before);
    return toAdminJob(await findJobOrThrow(trx, id));
  });
}

async function findJobOrThrow(db: Kysely<Database> | Transaction<Database>, id: number) {
  const row = await findJobWithPlaces(db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

const PASSED = 'has passed: choose a later closing time or none';

/** A closing time that is set must lie ahead of `from` (now, or the publishing time). */
function checkClosesAfter(closesAt: string | null, from: Date, message = PASSED): void {
  if (closesAt !== null && new Date(closesAt) <= from) {
    throw new InvalidFieldError('closesAt', message);
  }
}

const BEFORE_PUBLISHING = 'is before the publishing time: choose a later closing time or none';

/**
 * A closing time a save sets: ahead of now, and of the publishing time of a scheduled job. A
 * closed job keeps its own: a later one would bring it back without a `reopened` event.
 */
function checkNewClosingTime(status: JobStatus, job: JobWithLocations, closesAt: string | null) {
  if (status === 'closed') {
    throw new InvalidFieldError(
      'closesAt',
      'cannot change while the job is closed: reopen it with a new closing time',
    );
  }
  checkClosesAfter(closesAt, new Date());
  if (status === 'scheduled' && job.publish_at)
    checkClosesAfter(closesAt, job.publish_at, BEFORE_PUBLISHING);
}

function refuseStatus(row: JobWithLocations, action: string): never {
  throw new ConflictError(
    `This job is ${editorStatus(row)}: it cannot be ${action}. Reload to see it as it is.`,
    'status',
  );
}

/**
 * A public job needs somewhere to apply: without an apply link its "Apply now" went nowhere. The
 * model has no other way to apply (an imported job brings its ATS's link, and is not written here).
 */
function checkApplyLink(applyUrl: string | null): void {
  if (applyUrl === null) {
    throw new InvalidFieldError(
      'applyUrl',
      'is needed before the job goes public: give the https address where people apply',
    );
  }
}

/** One page of every job, draft to closed, the last changed first, with a search and a status. */
export function listJobsForAdmin(
  db: Kysely<Database>,
  filters: AdminJobFilters,
  paging: Paging,
): Promise<PagedList<AdminJobRow>> {
  return fetchPage(
    paging,
    () => countAdminJobs(db, filters),
    async (slice) =>
      (await findAdminJobPage(db, filters, slice)).map((row) => ({
        id: row.id,
        title: row.title,
        department: row.department,
        status: row.status,
        source: row.source,
        locations: row.locations,
        workplaceType: row.workplace_type,
        remoteRegions: row.remote_regions,
        publishAt: isoOf(row.publish_at),
        closesAt: isoOf(row.closes_at),
        updatedAt: row.updated_at.toISOString(),
        version: row.version,
        publicPath: paths.job(row.id),
      })),
  );
}

/** A job as the editor opens it; NotFoundError when there is none with this id. */
export async function getJobForEdit(db: Kysely<Database>, id: number): Promise<AdminJob> {
  return toAdminJob(await findJobOrThrow(db, id));
}

/** A job as its public page will show it, whatever its status (the editor's preview). */
export async function getJobPreview(db: Kysely<Database>, id: number): Promise<Job> {
  return toJob(await findJobOrThrow(db, id));
}

/** Markdown as the job's page renders it, sanitised the same way. */
export function previewMarkdown(markdown: string): MarkdownPreview {
  return { html: renderMarkdown(markdown) };
}

/** Inserts a draft with a slug made from its title (kept for good), and its places. */
async function insertDraft(trx: Transaction<Database>, input: JobInput) {
  const base = jobSlugOf(input.title);
  let id: number | undefined;
  // Two jobs of one title created at once may pick the same free slug: the second picks again.
  while (id === undefined) {
    id = await insertJob(trx, {
      ...valuesOf(input),
      ext_slug: uniqueSlug(base, await findSlugsStartingWith(trx, base)),
      status: 'draft',
      // Until it is published: the public pages never show a draft's date.
      posted_at: new Date(),
    });
  }
  await replaceJobPlaces(trx, id, input.locations);
  return findJobOrThrow(trx, id);
}

/** Writes a new job as a draft (nobody sees it until it is published) and logs it. */
export async function createJob(
  db: Kysely<Database>,
  input: JobInput,
  actor: Actor,
): Promise<AdminJob> {
  checkClosesAfter(input.closesAt, new Date());
  const department = await departmentOfList(db, input.department);
  return db.transaction().execute(async (trx) => {
    const row = await insertDraft(trx, canonicalInput({ ...input, department }));
    await recordActivity(trx, {
      actor,
      action: 'job.created',
      entity: ENTITY,
      entityId: row.id,
      details: { title: row.title, version: row.version, before: null, after: inputOf(row) },
    });
    return toAdminJob(row);
  });
}

/** A draft copy of a job, titled "… (copy)", and logged on the copy. */
export async function duplicateJob(
  db: Kysely<Database>,
  id: number,
  actor: Actor,
): Promise<AdminJob> {
  return db.transaction().execute(async (trx) => {
    const original = await findJobOrThrow(trx, id);
    const fields = inputOf(original);
    const title = `${fields.title.slice(0, MAX_TITLE_CHARS - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
    // A closing time that passed would stop the copy from being published.
    const closesAt =
      fields.closesAt && new Date(fields.closesAt) > new Date() ? fields.closesAt : null;
    const row = await insertDraft(trx, { ...fields, title, closesAt });
    await recordActivity(trx, {
      actor,
      action: 'job.duplicated',
      entity: ENTITY,
      entityId: row.id,
      details: {
        title: row.title,
        version: row.version,
        copiedFrom: original.id,
        copiedFromTitle: original.title,
        before: null,
        after: inputOf(row),
      },
    });
    return toAdminJob(row);
  });
}

/**
 * Saves a job's fields if nobody wrote it since `version` (else a 409 naming who changed what).
 * An open job's change is a `changed` event with the fields before and after; a save that
 * changes nothing writes nothing.
 */
export function saveJob(
  db: Kysely<Database>,
  id: number,
  version: number,
  input: JobInput,
  actor: Actor,
): Promise<AdminJob> {
  return writeJob(db, id, version, actor, async (trx, before) => {
    // Checked once the job is known to be the admin's to change (an ATS's job is a 409 first).
    const next = canonicalInput({
      ...input,
      department: await departmentOfList(trx, input.department),
    });
    const changes = changedFields(inputOf(before), next);
    if (Object.keys(changes).length === 0) return;
    const status = editorStatus(before);
    if (changes.closesAt) checkNewClosingTime(status, before, next.closesAt);
    if (changes.applyUrl && (status === 'open' || status === 'scheduled')) {
      checkApplyLink(next.applyUrl);
    }
    await updateJob(trx, before.id, valuesOf(next));
    if (changes.locations) await replaceJobPlaces(trx, id, next.locations);
    if (status === 'open') {
      await recordJobEvent(trx, { jobId: id, kind: 'changed', changes });
    }
    await recordActivity(trx, {
      actor,
      action: 'job.changed',
      entity: ENTITY,
      entityId: id,
      details: { title: next.title, version: version + 1, ...logOf(changes) },
    });
  });
}

/**
 * Publishes a draft (or a scheduled job): at once when `at` is absent or past (an `opened`
 * event), else scheduled for `at`, when the jobs.publish-scheduled task opens it.
 */
export function publishJob(
  db: Kysely<Database>,
  id: number,
  version: number,
  at: Date | null,
  actor: Actor,
): Promise<AdminJob> {
  return writeJob(db, id, version, actor, async (trx, before) => {
    const status = editorStatus(before);
    if (status !== 'draft' && status !== 'scheduled') refuseStatus(before, 'published');
    checkApplyLink(before.apply_url);
    const now = new Date();
    const scheduled = at !== null && at > now;
    const publishAt = scheduled ? at : now;
    checkClosesAfter(isoOf(before.closes_at), publishAt, scheduled ? BEFORE_PUBLISHING : PASSED);
    const after = scheduled ? 'scheduled' : 'open';
    await updateJob(trx, before.id, {
      status: after,
      publish_at: publishAt,
      // Opened now: the list's newest first counts from now, not from the drafting (decision 029).
      ...(scheduled ? {} : { posted_at: publishAt, created_at: publishAt }),
    });
    const transition: JobFieldChanges = {
      status: { before: status, after },
      publishAt: { before: isoOf(before.publish_at), after: publishAt.toISOString() },
    };
    if (!scheduled) await recordJobEvent(trx, { jobId: id, kind: 'opened', changes: transition });
    await recordActivity(trx, {
      actor,
      action: scheduled ? 'job.scheduled' : 'job.published',
      entity: ENTITY,
      entityId: id,
      details: { title: before.title, version: version + 1, ...logOf(transition) },
    });
  });
}

/** Closes an open job (its page answers 410), with a reason only admins see; a `closed` event. */
export function closeJob(
  db: Kysely<Database>,
  id: number,
  version: number,
  reason: string | null,
  actor: Actor,
): Promise<AdminJob> {
  return writeJob(db, id, version, actor, async (trx, before) => {
    if (editorStatus(before) !== 'open') refuseStatus(before, 'closed');
    await updateJob(trx, before.id, { status: 'closed', closed_reason: reason });
    const closing: JobFieldChanges = { status: { before: 'open', after: 'closed' } };
    // The event is read by what tells the world (alerts, search engines): never the reason.
    await recordJobEvent(trx, { jobId: id, kind: 'closed', changes: closing });

    await recordActivity(trx, {
      actor,
      action: 'job.closed',
      entity: ENTITY,
      entityId: id,
      details: {
        title: before.title,
        version: version + 1,
        ...logOf(reason ? { ...closing, closedReason: { before: null, after: reason } } : closing),
      },
    });
  });
}

/**
 * Reopens a closed job at the same URL; a `reopened` event. `closesAt` replaces its closing time
 * (null: none); absent, one still ahead is kept and one that passed is cleared.
 */
export function reopenJob(
  db: Kysely<Database>,
  id: number,
  version: number,
  closesAt: string | null | undefined,
  actor: Actor,
): Promise<AdminJob> {
  return writeJob(db, id, version, actor, async (trx, before) => {
    const status = editorStatus(before);
    if (status !== 'closed') refuseStatus(before, 'reopened');
    checkApplyLink(before.apply_url);
    const now = new Date();
    const kept = before.closes_at && before.closes_at > now ? before.closes_at.toISOString() : null;
    const closes = closesAt === undefined ? kept : closesAt && new Date(closesAt).toISOString();
    checkClosesAfter(closes, now);
    await updateJob(trx, before.id, { status: 'open', closed_reason: null, closes_at: closes });
    const changes: JobFieldChanges = {
      status: { before: 'closed', after: 'open' },
      ...changedFields({ closesAt: isoOf(before.closes_at) }, { closesAt: closes }),
    };
    await recordJobEvent(trx, { jobId: id, kind: 'reopened', changes });
    await recordActivity(trx, {
      actor,
      action: 'job.reopened',
      entity: ENTITY,
      entityId: id,
      details: { title: before.title, version: version + 1, ...logOf(changes) },
    });
  });
}

/**
 * Takes an open or scheduled job back to a draft. Unpublishing an open job records a `closed`
 * event (for whoever was told it opened), and its address answers 410 meanwhile; cancelling a
 * schedule records none (nobody has seen it).
 */
function backToDraft(
  db: Kysely<Database>,
  { id, version, actor }: { id: number; version: number; actor: Actor },
  from: 'open' | 'scheduled',
): Promise<AdminJob> {
  const verb = from === 'open' ? 'unpublished' : 'unscheduled';
  return writeJob(db, id, version, actor, async (trx, before) => {
    if (editorStatus(before) !== from) refuseStatus(before, verb);
    await updateJob(trx, before.id, { status: 'draft', publish_at: null });
    const changes: JobFieldChanges = {
      status: { before: from, after: 'draft' },
      publishAt: { before: isoOf(before.publish_at), after: null },
    };
    if (from === 'open') await recordJobEvent(trx, { jobId: id, kind: 'closed', changes });
    await recordActivity(trx, {
      actor,
      action: `job.${verb}`,
      entity: ENTITY,
      entityId: id,
      details: { title: before.title, version: version + 1, ...logOf(changes) },
    });
  });
}

/** Takes an open job off the site back to a draft, to be changed and published again. */
export const unpublishJob = (db: Kysely<Database>, id: number, version: number, actor: Actor) =>
  backToDraft(db, { id, version, actor }, 'open');

/** Cancels a scheduled job's publishing: a draft again. */
export const unscheduleJob = (db: Kysely<Database>, id: number, version: number, actor: Actor) =>
  backToDraft(db, { id, version, actor }, 'scheduled');

/**
 * Deletes a draft that was never public, with its places; logged with its fields. A job that
 * was public once is refused: its address must keep answering 410 (decision 039).
 */
export function deleteDraft(
  db: Kysely<Database>,
  id: number,
  version: number,
  actor: Actor,
): Promise<{ id: number; title: string }> {
  return lockedWrite(db, id, version, actor, async (trx, before) => {
    if (editorStatus(before) !== 'draft') refuseStatus(before, 'deleted');
    if (await wasEverPublic(trx, id)) {
      throw new ConflictError(
        'This draft was public once: its address keeps answering “gone”, so it cannot be deleted.',
        'status',
      );
    }
    await deleteJobRow(trx, id);
    await recordActivity(trx, {
      actor,
      action: 'job.deleted',
      entity: ENTITY,
      entityId: id,
      details: { title: before.title, version: version + 1, before: inputOf(before), after: null },
    });
    return { id, title: before.title };
  });
}

/**
 * Opens every scheduled job whose publishing time has come, in one transaction: its status, an
 * `opened` event at that time and a log entry each. The update reaches the page caches through
 * the job table's triggers like any other write.
 */
export function publishDueJobs(db: Kysely<Database>, now: Date): Promise<TaskResult> {
  return db.transaction().execute(async (trx): Promise<TaskResult> => {
    const due = await findDueScheduledJobs(trx, now);
    // An UPDATE of no rows would still notify every process and empty their caches.
    if (due.length === 0) return { opened: 0 };
    const ids = due.map((job) => job.id);
    await openScheduledJobs(trx, ids);
    const opening: JobFieldChanges = { status: { before: 'scheduled', after: 'open' } };
    await recordJobEvent(
      trx,
      ...ids.map((jobId) => ({ jobId, kind: 'opened' as const, changes: opening })),
    );
    for (const job of due) {
      await recordActivity(trx, {
        actor: SCHEDULE_ACTOR,
        action: 'job.published',
        entity: ENTITY,
        entityId: job.id,
        details: { title: job.title, version: job.version + 1, ...logOf(opening) },
      });
    }
    return { opened: ids.length, ids: ids.join(',') };
  });
}

/** The job editor's services on one database, for its admin section. */
/** How many jobs wait for their publishing time (the admin overview). */
export function countScheduledJobs(db: Kysely<Database>): Promise<number> {
  return countAdminJobs(db, { status: 'scheduled' });
}

export function createJobAdminService(db: Kysely<Database>) {
  return {
    listJobs: withDatabase(db, listJobsForAdmin),
    getJob: withDatabase(db, getJobForEdit),
    previewJob: withDatabase(db, getJobPreview),
    previewMarkdown,
    createJob: withDatabase(db, createJob),
    duplicateJob: withDatabase(db, duplicateJob),
    saveJob: withDatabase(db, saveJob),
    publishJob: withDatabase(db, publishJob),
    closeJob: withDatabase(db, closeJob),
    reopenJob: withDatabase(db, reopenJob),
    unpublishJob: withDatabase(db, unpublishJob),
    unscheduleJob: withDatabase(db, unscheduleJob),
    deleteDraft: withDatabase(db, deleteDraft),
  };
}

export type JobAdminService = ReturnType<typeof createJobAdminService>;

/**
 * Closes each open job whose closing time passed (status `closed`, a `closed` event, a log entry)
 * in one transaction: the caches hear only of writes (close-expired-jobs.task.ts says why).
 */
export function closeExpiredJobs(db: Kysely<Database>, now: Date): Promise<TaskResult> {
  return db.transaction().execute(async (trx): Promise<TaskResult> => {
    const due = await findExpiredOpenJobs(trx, now);
    // An UPDATE of no rows would still notify every process and empty their caches.
    if (due.length === 0) return { closed: 0 };
    const ids = due.map((job) => job.id);
    await closeJobsNow(trx, ids, now);
    await recordJobEvent(
      trx,
      ...ids.map((jobId) => ({
        jobId,
        kind: 'closed' as const,
        changes: { status: { before: 'open', after: 'closed' } },
        at: now,
      })),
    );
    // Logged like an admin's close, so an editor's form opened before it is told who changed it.
    for (const job of due) {
      await recordActivity(trx, {
        actor: CLOSING_TIME_ACTOR,
        action: 'job.closed',
        entity: 'job',
        entityId: job.id,
        details: {
          title: job.title,
          version: job.version + 1,
          fields: 'status',
          before: { status: 'open' },
          after: { status: 'closed' },
        },
      });
    }
    return { closed: ids.length, ids: ids.join(',') };
  });
}
