import { useRef, useState } from 'react';

/** What the next write is based on: the record as the server last answered it, and its version. */
interface WriteBase<R> {
  saved: R | null;
  /** After a conflict, theirs: saving again replaces their version with the form's. */
  version: number;
}

/**
 * The state of a form that edits one versioned record (a job, a team member): the record as the
 * server last answered it (`saved`), the form's `values`, and the version the next write is
 * based on. Every write answers the record as it is now, and `adopt` makes that answer the
 * form's base at once; `base()` reads it without waiting for a render, so an action that writes
 * twice in a row (save, then publish) never bases the second write on the record the form was
 * opened with (issue 31: that reverted the first save and blamed the admin for her own edit).
 *
 * @example
 * const form = useVersionedRecord(member, fieldsOf, () => EMPTY);
 * const result = await write('PUT', `team/${id}`, { ...form.values, version: form.base().version });
 * form.adopt(result);
 */
export function useVersionedRecord<R extends { version: number }, V>(
  record: R | null,
  valuesOf: (record: R) => V,
  empty: () => V,
) {
  const [saved, setSaved] = useState(record);
  const [values, setValues] = useState<V>(() => (record ? valuesOf(record) : empty()));
  const latest = useRef<WriteBase<R>>({ saved: record, version: record?.version ?? 0 });

  /** The server's answer becomes the base; `keepValues` leaves unsaved changes in the form. */
  const adopt = (result: R, { keepValues = false } = {}) => {
    latest.current = { saved: result, version: result.version };
    setSaved(result);
    if (!keepValues) setValues(valuesOf(result));
  };

  /** A stale write was refused: their version becomes the base, the form's values stay. */
  const rebase = (theirVersion: number) => {
    latest.current = { ...latest.current, version: theirVersion };
  };

  return {
    saved,
    values,
    setValues,
    adopt,
    rebase,
    base: (): WriteBase<R> => latest.current,
  };
}
