import type { Kysely, Transaction } from 'kysely';

import type { Actor } from '../../platform/auth/actor';
import type {
  ContentDocumentRow,
  ContentFields,
  ContentKind,
  Database,
} from '../../platform/db/schema';
import { ConflictError, InvalidFieldError, NotFoundError } from '../../platform/domain-errors';
import type { TaskResult } from '../../platform/tasks/task';
import { recordActivity, staleSaveError, type EditedRecord } from '../activity';
import { moveCommentsOfPost } from '../comments';
import { queueContentNews } from '../search-notify';
import {
  findDocument,
  findDocumentIdAt,
  findDocumentsOfKinds,
  findDueDocuments,
  insertDocument,
  moveDocumentPath,
  toJson,
  updateDocument,
  type ContentDocumentValues,
} from './content-document.repository';
import { publicPathOf, slugOfPath } from './content-kinds';

const ENTITY = 'content';
const NOT_FOUND = 'This document was removed.';
const DUE_PER_RUN = 50;

/** Who the log names for what the publishing task does by itself. */
const SCHEDULE_ACTOR: Actor = { sub: null, email: 'Scheduled publishing' };

export type { ContentDocumentRow };

/** What a write does beyond its row: where the site is, and this process told at once. */
export interface ContentWriteOptions<T> {
  /** The site's public origin, for the search engines' notices. */
  origin: string;
  /**
   * Refreshes this process's content and drops its cached pages; awaited before a write
   * answers, so the change is on the site at once (other processes hear the database).
   */
  onChanged: () => Promise<void>;
  /** The document as the editor shows it: what writes answer and a 409 carries as `current`. */
  present: (row: ContentDocumentRow) => T;
  /** What the editor calls a document, for its 409: "post", "page". */
  noun: string;
}

/** The version a document is at as the site shows it, or will once published. */
const workingFields = (row: ContentDocumentRow): ContentFields | null => row.draft ?? row.published;

/** The name the log and the engines give a document: its title, heading or path. */
function nameOf(row: ContentDocumentRow): string {
  const fields = workingFields(row) ?? {};
  const name = fields.title ?? fields.heading;
  return typeof name === 'string' && name ? name : row.path;
}

/** The top-level fields whose values differ between two versions. */
function changedFields(before: ContentFields | null, after: ContentFields): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after[key]));
}

const isPost = (kind: ContentKind) => kind === 'blog' || kind === 'news';

/**
 * A post's dates as its page and feeds show them: `publishedAt` its first publishing (kept
 * through edits and an unpublish), `updatedAt` this one.
 */
function stampedForPublishing(row: ContentDocumentRow, fields: ContentFields, now: Date) {
  if (!isPost(row.kind)) return fields;
  const first = row.published?.publishedAt ?? fields.publishedAt;
  return {
    ...fields,
    publishedAt: typeof first === 'string' ? first : now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/** Tells the search engines that the document's page came or went (the job events' path). */
async function tellSearchEngines(
  trx: Transaction<Database>,
  origin: string,
  row: ContentDocumentRow,
  published: boolean,
  now: Date,
): Promise<void> {
  const publicPath = publicPathOf(row.kind, row.path);
  if (publicPath === null) return;
  await queueContentNews(
    trx,
    { url: `${origin}${publicPath}`, documentId: row.id, title: nameOf(row), published },
    now,
  );
}

interface LogEntry {
  action: string;
  /** The fields a save changed (the 409 of a later stale write names them). */
  fields?: readonly string[];
  details?: Record<string, unknown>;
}

async function logWrite(
  trx: Transaction<Database>,
  actor: Actor,
  row: ContentDocumentRow,
  entry: LogEntry,
): Promise<void> {
  await recordActivity(trx, {
    actor,
    action: entry.action,
    entity: ENTITY,
    entityId: row.id,
    details: {
      title: nameOf(row),
      path: row.path,
      kind: row.kind,
      version: row.version,
      ...(entry.fields ? { fields: entry.fields.join(', ') } : {}),
      ...entry.details,
    },
  });
}

/** Publishes the row's working version now (in `trx`), with its search notice and log entry. */
async function publishRow(
  trx: Transaction<Database>,
  origin: string,
  row: ContentDocumentRow,
  actor: Actor,
  now: Date,
): Promise<ContentDocumentRow> {
  const fields = workingFields(row);
  if (!fields) throw new ConflictError('There is nothing to publish.', 'status');
  const published = await updateDocument(trx, row.id, {
    published: toJson(stampedForPublishing(row, fields, now)),
    draft: null,
    publish_at: null,
    origin: 'admin',
  });
  await tellSearchEngines(trx, origin, published, true, now);
  await logWrite(trx, actor, published, { action: 'content.published' });
  return published;
}

/**
 * The write API of the content documents (decision 061), for every editor of pages, posts and
 * the FAQ. Each write names the version it was based on: a stale one is a 409 that says who
 * changed which fields and carries the document as it is now (`present`). Every write makes
 * the document the owner's (`origin = admin`): a start never writes it again.
 *
 * @example
 * const writes = createContentWrites(db, { origin, onChanged: services.contentChanged, present });
 * const post = await writes.saveDraft(id, version, { draft: fields }, actor);
 * await writes.publish(post.id, post.version, null, actor);
 */
export function createContentWrites<T>(db: Kysely<Database>, options: ContentWriteOptions<T>) {
  const { origin, onChanged, present } = options;

  const findOrThrow = async (id: number) => {
    const row = await findDocument(db, id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    return row;
  };

  const edited: EditedRecord<T> = {
    entity: ENTITY,
    noun: options.noun,
    notFound: NOT_FOUND,
    current: async (from, id) => {
      const row = await findDocument(from, id);
      return row ? present(row) : undefined;
    },
  };

  /**
   * Runs `write` on the document locked at `version` (404 when gone, 409 when stale), then
   * tells this process before answering the document as written.
   */
  async function lockedWrite(
    id: number,
    version: number,
    actor: Actor,
    write: (trx: Transaction<Database>, before: ContentDocumentRow) => Promise<ContentDocumentRow>,
  ): Promise<T> {
    const written = await db.transaction().execute(async (trx) => {
      const before = await findDocument(trx, id, { lock: true });
      if (!before) throw new NotFoundError(NOT_FOUND);
      // The row is locked: no other write can come between this check and the update.
      if (before.version !== version) return null;
      return write(trx, before);
    });
    if (!written) throw await staleSaveError(db, edited, { id, version, actor });
    await onChanged();
    return present(written);
  }

  /** Refuses a path another document has, or had (its redirect must keep leading there). */
  async function checkPathFree(trx: Transaction<Database>, path: string, id?: number) {
    const holder = await findDocumentIdAt(trx, path);
    if (holder !== undefined && holder !== id) {
      throw new InvalidFieldError('slug', 'is taken by another document: choose another');
    }
  }

  /** Moves the document to `path`: the old one redirects (301) and a post's comments follow. */
  async function movePath(
    trx: Transaction<Database>,
    before: ContentDocumentRow,
    path: string,
  ): Promise<void> {
    await checkPathFree(trx, path, before.id);
    await updateDocument(trx, before.id, { path });
    await moveDocumentPath(trx, before.id, before.path, path);
    if (before.kind === 'blog') {
      await moveCommentsOfPost(trx, slugOfPath(before.path), slugOfPath(path));
    }
  }

  return {
    /** One document as the editor opens it. */
    get: async (id: number): Promise<T> => present(await findOrThrow(id)),

    /** Every document of these kinds, the last changed first. */
    listOfKinds: async (kinds: readonly ContentKind[]): Promise<T[]> =>
      (await findDocumentsOfKinds(db, kinds)).map(present),

    /** A new document at `path`, unpublished, holding `draft`. */
    create: async (
      input: { kind: ContentKind; path: string; draft: ContentFields },
      actor: Actor,
    ): Promise<T> => {
      const row = await db.transaction().execute(async (trx) => {
        await checkPathFree(trx, input.path);
        const created = await insertDocument(trx, { ...input, origin: 'admin', published: null });
        await logWrite(trx, actor, created, { action: 'content.created' });
        return created;
      });
      await onChanged();
      return present(row);
    },

    /**
     * Saves the owner's version as the draft (the site shows it once published); with `path`,
     * the document moves there at once (a rename: the old path answers 301).
     */
    saveDraft: (
      id: number,
      version: number,
      input: { draft: ContentFields; path?: string },
      actor: Actor,
    ) =>
      lockedWrite(id, version, actor, async (trx, before) => {
        const fields = changedFields(workingFields(before), input.draft);
        const moving = input.path !== undefined && input.path !== before.path;
        if (fields.length === 0 && !moving) return before;
        if (moving) await movePath(trx, before, input.path as string);
        const values: ContentDocumentValues = { origin: 'admin' };
        if (fields.length > 0) values.draft = toJson(input.draft);
        const row = await updateDocument(trx, id, values);
        await logWrite(trx, actor, row, {
          action: moving ? 'content.renamed' : 'content.saved',
          fields: moving ? [...fields, 'slug'] : fields,
          details: moving ? { from: before.path } : {},
        });
        return row;
      }),

    /** Publishes the working version now (`at` null) or schedules it for `at`. */
    publish: (id: number, version: number, at: Date | null, actor: Actor) =>
      lockedWrite(id, version, actor, async (trx, before) => {
        const now = new Date();
        if (at === null) return publishRow(trx, origin, before, actor, now);
        if (at <= now) throw new InvalidFieldError('at', 'has passed: choose a later time');
        if (!before.draft) {
          throw new ConflictError(
            'This is published as it is: change it before scheduling.',
            'status',
          );
        }
        const row = await updateDocument(trx, id, { publish_at: at, origin: 'admin' });
        await logWrite(trx, actor, row, {
          action: 'content.scheduled',
          details: { at: at.toISOString() },
        });
        return row;
      }),

    /** Cancels a scheduled publishing; the draft stays. */
    unschedule: (id: number, version: number, actor: Actor) =>
      lockedWrite(id, version, actor, async (trx, before) => {
        if (!before.publish_at) throw new ConflictError('This is not scheduled.', 'status');
        const row = await updateDocument(trx, id, { publish_at: null });
        await logWrite(trx, actor, row, { action: 'content.unscheduled' });
        return row;
      }),

    /** Takes the document off the site; what it said stays as the draft. */
    unpublish: (id: number, version: number, actor: Actor) =>
      lockedWrite(id, version, actor, async (trx, before) => {
        if (!before.published) throw new ConflictError('This is not published.', 'status');
        const row = await updateDocument(trx, id, {
          published: null,
          draft: toJson(before.draft ?? before.published),
          origin: 'admin',
        });
        await tellSearchEngines(trx, origin, row, false, new Date());
        await logWrite(trx, actor, row, { action: 'content.unpublished' });
        return row;
      }),

    /**
     * An owner's row whose file changed after the edit (`file_document`): the file's version
     * becomes the draft, for the owner to publish (decision 061, rule 3).
     */
    takeFileVersion: (id: number, version: number, actor: Actor) =>
      lockedWrite(id, version, actor, async (trx, before) => {
        if (!before.file_document) {
          throw new ConflictError('Its file has not changed since it was edited here.', 'status');
        }
        const row = await updateDocument(trx, id, {
          draft: toJson(before.file_document),
          file_document: null,
        });
        await logWrite(trx, actor, row, { action: 'content.file_taken' });
        return row;
      }),
  };
}

export type ContentWrites<T> = ReturnType<typeof createContentWrites<T>>;

/**
 * Publishes the documents whose scheduled time has come, each with its search notice and log
 * entry; the processes hear the change through migration 027's channel.
 */
export async function publishDueDocuments(
  db: Kysely<Database>,
  origin: string,
  now: Date,
): Promise<TaskResult> {
  return db.transaction().execute(async (trx) => {
    const due = await findDueDocuments(trx, now, DUE_PER_RUN);
    for (const row of due) await publishRow(trx, origin, row, SCHEDULE_ACTOR, now);
    return { published: due.length };
  });
}
