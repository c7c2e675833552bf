import type { FormEvent } from 'react';

import {
  adminItemKey,
  fieldErrorsOf,
  useAdminItem,
  useAdminWrite,
  type FieldIssue,
} from '../../../api/admin-api';
import type { ModerationSettings } from '../../../../contract/moderation';
import { plural } from '../../../../contract/plural';
import { ActionFeedback, AdminLoading } from '../shell/admin-ui';
import { useVersionedForm, type PlacedIssues } from '../shell/use-versioned-form';

const SETTINGS_PATH = 'moderation-rules';
const FIELDS = ['linkLimit', 'holdFirstComment', 'rateLimit', 'rateWindowMinutes'] as const;
type Field = (typeof FIELDS)[number];

/** The form's values: the numbers as typed, so what the admin typed survives a refusal. */
interface Values {
  linkLimit: string;
  holdFirstComment: boolean;
  rateLimit: string;
  rateWindowMinutes: string;
}

const valuesOf = (settings: ModerationSettings): Values => ({
  linkLimit: String(settings.linkLimit),
  holdFirstComment: settings.holdFirstComment,
  rateLimit: String(settings.rateLimit),
  rateWindowMinutes: String(settings.rateWindowMinutes),
});

const same = (a: Values, b: Values) => FIELDS.every((field) => a[field] === b[field]);

// A whole number goes as one; anything else as typed, for the server to name the field (400).
const asNumber = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed) : typed);

const inputId = (field: string) => `moderation-${field}`;

function placeIssues(issues: readonly FieldIssue[]): PlacedIssues {
  const errors = fieldErrorsOf(issues, FIELDS);
  return {
    errors,
    first: FIELDS.find((field) => errors[field]) ?? null,
    unplaced: issues
      .filter(({ field }) => !(FIELDS as readonly string[]).includes(field))
      .map(({ message }) => message),
  };
}

/** The rules in one sentence, as the conflict shows the other admin's. */
function rulesInWords(settings: ModerationSettings): string {
  return [
    `hold more than ${plural(settings.linkLimit, 'link')}`,
    settings.holdFirstComment ? 'hold authors not known yet' : 'publish authors not known yet',
    `at most ${plural(settings.rateLimit, 'comment')} in ${settings.rateWindowMinutes} min`,
  ].join('; ');
}

/** The rules that are a number or a switch (decision 065), saved with their version. */
export function ModerationSettingsForm() {
  const item = useAdminItem<ModerationSettings>(SETTINGS_PATH);
  return (
    <section className="moderation-part" aria-labelledby="moderation-settings-heading">
      <h2 id="moderation-settings-heading">Links, unknown authors and pace</h2>
      {item.data ? (
        <SettingsForm settings={item.data} />
      ) : (
        <AdminLoading label="Loading the rules" />
      )}
    </section>
  );
}

function SettingsForm({ settings }: { settings: ModerationSettings }) {
  const write = useAdminWrite();
  const form = useVersionedForm({
    record: settings,
    valuesOf,
    empty: () => valuesOf(settings),
    same,
    place: placeIssues,
    fieldId: inputId,
    conflictId: 'moderation-conflict',
    leaveQuestion: 'Leave this page? Your changes to the moderation rules are not saved.',
  });
  const { values, errors, conflict, busy } = form;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.run(async () => {
      const body = {
        linkLimit: asNumber(values.linkLimit),
        holdFirstComment: values.holdFirstComment,
        rateLimit: asNumber(values.rateLimit),
        rateWindowMinutes: asNumber(values.rateWindowMinutes),
        version: form.base().version,
      };
      form.adopt(
        await write<ModerationSettings>('PUT', SETTINGS_PATH, body, {
          keep: adminItemKey(SETTINGS_PATH),
        }),
      );
      return 'Rules saved: new comments are decided by them from now on.';
    });
  };

  const describedBy = (field: Field, hint: boolean) =>
    [errors[field] && `${inputId(field)}-error`, hint && `${inputId(field)}-hint`]
      .filter(Boolean)
      .join(' ') || undefined;
  const fieldError = (field: Field) =>
    errors[field] && (
      <p id={`${inputId(field)}-error`} className="admin-field__error">
        {errors[field]}
      </p>
    );
  // The rate's two numbers sit inside a sentence: each is named by its own `ariaLabel`.
  const numberInput = (
    field: Exclude<Field, 'holdFirstComment'>,
    { ariaLabel, hint = false }: { ariaLabel?: string; hint?: boolean } = {},
  ) => (
    <input
      id={inputId(field)}
      name={field}
      inputMode="numeric"
      className="moderation-settings__number"
      value={values[field]}
      onChange={(event) => form.change({ [field]: event.target.value })}
      aria-label={ariaLabel}
      aria-invalid={errors[field] ? true : undefined}
      aria-describedby={describedBy(field, hint)}
    />
  );

  return (
    <>
      {conflict && (
        <div id="moderation-conflict" className="moderation-conflict" role="alert" tabIndex={-1}>
          <p>
            <strong>Not saved.</strong> {conflict.message}
          </p>
          <p>Their rules: {rulesInWords(conflict.data.current)}.</p>
        </div>
      )}
      <form className="admin-form moderation-settings" onSubmit={save} noValidate>
        <div className="admin-field">
          <label htmlFor={inputId('linkLimit')}>Hold a comment with more links than</label>
          {numberInput('linkLimit', { hint: true })}
          <p id={`${inputId('linkLimit')}-hint`} className="admin-field__hint">
            0 holds every comment with a link.
          </p>
          {fieldError('linkLimit')}
        </div>
        <div className="admin-field">
          <label className="admin-check">
            <input
              id={inputId('holdFirstComment')}
              type="checkbox"
              name="holdFirstComment"
              checked={values.holdFirstComment}
              onChange={(event) => form.change({ holdFirstComment: event.target.checked })}
              aria-describedby={describedBy('holdFirstComment', true)}
            />{' '}
            Hold the comments of authors not known yet
          </label>
          <p id={`${inputId('holdFirstComment')}-hint`} className="admin-field__hint">
            An author is known once they confirmed their e-mail address (we send them a link) and a
            moderator approved one of their comments: their next comments are published at once.
            Off, a comment no other rule holds is published at once.
          </p>
          {fieldError('holdFirstComment')}
        </div>
        <fieldset className="admin-field moderation-settings__rate">
          <legend>Posting rate per author</legend>
          <p className="moderation-settings__sentence">
            Hold an author’s comments beyond{' '}
            {numberInput('rateLimit', { ariaLabel: 'Comments allowed' })} in{' '}
            {numberInput('rateWindowMinutes', { ariaLabel: 'Within minutes' })} minutes
          </p>
          {fieldError('rateLimit')}
          {fieldError('rateWindowMinutes')}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save rules'}
        </button>
        <ActionFeedback message={form.message} error={form.failure} />
      </form>
    </>
  );
}
