import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { normalizeError } from '../../../../contract/errors';
import {
  isAuthFailure,
  useRedirectOnAdminFailure,
  writeErrorIssues,
  writeErrorMessage,
  type FieldIssue,
} from '../../../api/admin-api';
import { useConfirmLeaving } from './use-confirm-leaving';

/** The messages shown beside the fields, by field name. */
export type FieldErrors = Readonly<Record<string, string>>;

/** Issues placed beside the form's fields: the first in the form's order gets focus. */
export interface PlacedIssues {
  errors: FieldErrors;
  first: string | null;
  /** Messages about no field the form shows: they go to the form's failure line. */
  unplaced: string[];
}

/** The 409 of a stale write: its message, what changed since, and the record as it is now. */
export interface VersionConflict<R> {
  message: string;
  data: { changedFields: string[]; current: R };
}

/** The 409 of a stale write when it carries the current record; null for any other failure. */
function versionConflictOf<R>(error: unknown): VersionConflict<R> | null {
  const apiError = normalizeError(error);
  if (apiError.statusCode !== 409) return null;
  type Envelope = { message?: unknown; data?: Partial<VersionConflict<R>['data']> } | null;
  const envelope = apiError.data as Envelope;
  const data = envelope?.data;
  if (!data?.current || !Array.isArray(data.changedFields)) return null;
  const message =
    typeof envelope?.message === 'string' ? envelope.message : writeErrorMessage(error);
  return { message, data: { changedFields: data.changedFields, current: data.current } };
}

interface VersionedFormOptions<R, V> {
  /** The record as loaded, null for a new one. Read once: later refetches never reset the form. */
  record: R | null;
  valuesOf: (record: R) => V;
  empty: () => V;
  same: (a: V, b: V) => boolean;
  /** Where a refusal's issues go, in the form's terms. */
  place: (issues: readonly FieldIssue[], values: V) => PlacedIssues;
  /** The id of a field's control, to focus the first one named. */
  fieldId: (field: string) => string;
  /** The id of the element that shows the conflict: it takes focus so it is read out first. */
  conflictId: string;
  /** What the app asks before leaving with unsaved changes. */
  leaveQuestion: string;
  /** An unsaved change the values do not hold (a chosen file). */
  changedBeside?: boolean;
  /** The form is done with (created, deleted): leaving no longer asks. */
  settled?: boolean;
}

/**
 * The whole cycle of a form that edits one versioned record (a job, a team member): the record as
 * the server last answered it (`saved`), the form's `values`, the version the next write is based
 * on, the field errors of a 400, the conflict of a 409 (with the record as it is now), `busy`,
 * the message or failure of the last write, and the question before leaving with unsaved changes.
 *
 * Every write answers the record as it is now and `adopt` makes that the form's base at once:
 * the saved values replace the form's and the version advances, and `base()` reads it without
 * waiting for a render, so a second write in a row (save, then publish) never goes back to the
 * record the form was opened with (issue 31). A failed write leaves the typed values alone; a
 * 409 makes their version the base, so saving again knowingly replaces it.
 *
 * @example
 * const form = useVersionedForm({ record: member, valuesOf, empty, same, place, fieldId,
 *   conflictId: 'member-conflict', leaveQuestion: 'Leave this page? …' });
 * const save = () =>
 *   form.run(async () => {
 *     const body = { ...form.values, version: form.base().version };
 *     form.adopt(await write<AdminTeamMember>('PUT', `team/${id}`, body));
 *     return 'Saved.';
 *   });
 */
export function useVersionedForm<R extends { version: number }, V>({
  record,
  valuesOf,
  empty,
  same,
  place,
  fieldId,
  conflictId,
  leaveQuestion,
  changedBeside = false,
  settled = false,
}: VersionedFormOptions<R, V>) {
  const location = useLocation();
  const [saved, setSaved] = useState(record);
  const [values, setValues] = useState<V>(() => (record ? valuesOf(record) : empty()));
  const latest = useRef({ saved: record, version: record?.version ?? 0 });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  const [conflict, setConflict] = useState<VersionConflict<R> | null>(null);
  const [busy, setBusy] = useState(false);
  // A record just created arrives here with the message of its making.
  const [message, setMessage] = useState<string | null>(
    (location.state as { message?: string } | null)?.message ?? null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [authError, setAuthError] = useState<unknown>(null);
  useRedirectOnAdminFailure(authError);

  const dirty = !settled && (changedBeside || !same(values, saved ? valuesOf(saved) : empty()));
  useConfirmLeaving(dirty, leaveQuestion);

  // Focus goes to a field once it is on screen (a tab or a hidden part may have to show it first),
  // and to a conflict once it is shown.
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);
  useEffect(() => {
    if (conflict) document.getElementById(conflictId)?.focus();
  }, [conflict, conflictId]);

  /** Changes the values; the errors of the `touched` fields go, as they were about the old text. */
  const change = (patch: Partial<V>, touched: readonly string[] = Object.keys(patch)) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of touched) delete next[field];
      return next;
    });
  };

  /** Shows issues beside their fields; false when none of them could be shown. */
  const showIssues = (issues: readonly FieldIssue[]): boolean => {
    const placed = place(issues, values);
    setErrors(placed.errors);
    if (placed.first !== null) setFocus({ id: fieldId(placed.first) });
    if (placed.unplaced.length > 0) setFailure(placed.unplaced.join(' '));
    return placed.first !== null || placed.unplaced.length > 0;
  };

  /** The server's answer becomes the base; `keepValues` leaves unsaved changes in the form. */
  const adopt = (result: R, { keepValues = false } = {}) => {
    latest.current = { saved: result, version: result.version };
    setSaved(result);
    if (!keepValues) setValues(valuesOf(result));
    setConflict(null);
  };

  const fail = (error: unknown) => {
    const found = versionConflictOf<R>(error);
    if (isAuthFailure(error)) {
      setAuthError(error);
    } else if (found) {
      // Their version becomes the base of the next write; the text typed here stays.
      latest.current = { ...latest.current, version: found.data.current.version };
      setConflict(found);
    } else if (!showIssues(writeErrorIssues(error))) {
      setFailure(writeErrorMessage(error));
    }
  };

  /** Runs a write: busy meanwhile, its text (if any) the message, its failure sorted out. */
  const run = async (task: () => Promise<string | null>) => {
    setBusy(true);
    setErrors({});
    setMessage(null);
    setFailure(null);
    try {
      const done = await task();
      if (done !== null) setMessage(done);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    saved,
    values,
    change,
    errors,
    conflict,
    busy,
    dirty,
    message,
    setMessage,
    failure,
    showIssues,
    adopt,
    run,
    /** What the next write is based on, as of the last answer (not the last render). */
    base: () => latest.current,
  };
}
