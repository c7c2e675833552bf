import { useState, type FormEvent, type ReactNode } from 'react';

import type {
  AdminJobSource,
  AdminJobSourceKind,
  JobSourceInput,
  JobSourceTest,
} from '../../../../contract/admin-job-source-types';
import { requestEnvelope } from '../../../api/http-client';
import { plural } from '../../../../contract/plural';
import {
  fieldErrorsOf,
  isAuthFailure,
  useAdminWrite,
  useRedirectOnAdminFailure,
  writeErrorIssues,
  writeErrorMessage,
} from '../../../api/admin-api';
import { FEED_REQUEST_TIMEOUT_MS } from './job-source-sync';

type FieldName = keyof JobSourceInput;
type Values = Record<FieldName, string>;

/** The form's fields in their order: the first one with an error gets focus. */
const FIELD_ORDER: readonly FieldName[] = ['type', 'board', 'baseUrl', 'webhookSecret', 'apiKey'];
/** The form's fields as they start: the first ATS the server offers, nothing typed. */
const emptyValues = (kinds: readonly AdminJobSourceKind[]): Values => ({
  type: kinds[0]?.type ?? '',
  board: '',
  baseUrl: '',
  webhookSecret: '',
  apiKey: '',
});

/** What the form says of a type the server did not offer: nothing beyond its name. */
const unknownKind = (type: string): AdminJobSourceKind => ({
  type,
  label: type,
  boardHint: '',
  boardExample: '',
  baseUrlHint: null,
  sendsWebhooks: false,
  needsApiKey: false,
});

/** The kind the form shows for a type, as the server describes it. */
const kindOf = (kinds: readonly AdminJobSourceKind[], type: string): AdminJobSourceKind =>
  kinds.find((kind) => kind.type === type) ?? unknownKind(type);

const inputId = (field: FieldName) => `job-source-${field}`;

/** What the form sends: the fields this type has, an empty optional one as null. */
export function sourceInputOf(values: Values, kind: AdminJobSourceKind): JobSourceInput {
  const optional = (value: string) => value.trim() || null;
  return {
    type: values.type,
    board: values.board,
    baseUrl: optional(values.baseUrl),
    webhookSecret: kind.sendsWebhooks ? optional(values.webhookSecret) : null,
    apiKey: kind.needsApiKey ? optional(values.apiKey) : null,
  };
}

/** The outcome of "Test", in words; the titles as a list. */
function TestOutcome({ label, test }: { label: string; test: JobSourceTest }) {
  if (!test.ok) {
    return (
      <p className="job-source-test__error">
        <strong>The feed could not be read.</strong> {test.error}
      </p>
    );
  }
  if (test.count === 0) {
    return <p>{label} answered, and the board has no open jobs right now.</p>;
  }
  return (
    <>
      <p>
        <strong>
          {label} would import {plural(test.count, 'job')}.
        </strong>{' '}
        {test.titles.length < test.count ? `The first ${test.titles.length}:` : 'They are:'}
      </p>
      <ul className="job-source-test__titles">
        {test.titles.map((title, index) => (
          // Titles repeat in real feeds (one post per city): the place is the identity.
          <li key={index}>{title}</li>
        ))}
      </ul>
      {test.problems.length > 0 && (
        <p className="job-source-test__warning">
          {plural(test.problems.length, 'thing')} in the feed would be skipped or changed, for
          example: {test.problems[0]?.message}
        </p>
      )}
    </>
  );
}

function Field({
  name,
  label,
  optional,
  hint,
  error,
  children,
}: {
  name: FieldName;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={inputId(name)}>
        {label}
        {optional && <span className="admin-table__muted"> (optional)</span>}
      </label>
      {children}
      {hint && (
        <p id={`${inputId(name)}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId(name)}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * "Add a source": the feed's type, its board name and the optional settings; "Test" reads the
 * feed without writing anything, "Add the source" saves it. A refused field keeps its text, shows
 * the server's message beside it, and the first one gets focus. The ATSs and what the form says
 * of each are the server's (`GET /api/admin/job-sources/kinds`, its connectors).
 */
export function JobSourceForm({
  kinds,
  onAdded,
}: {
  kinds: readonly AdminJobSourceKind[];
  onAdded: (source: AdminJobSource) => void;
}) {
  const write = useAdminWrite();
  const [values, setValues] = useState<Values>(() => emptyValues(kinds));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'test' | 'add' | null>(null);
  const [tested, setTested] = useState<{ label: string; test: JobSourceTest } | null>(null);
  const [authError, setAuthError] = useState<unknown>(null);
  useRedirectOnAdminFailure(authError);

  const kind = kindOf(kinds, values.type);

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A message was about the text that was there; a test result about the feed it named.
    setErrors((current) => ({ ...current, [name]: undefined }));
    setTested(null);
  };

  /** Runs one request of the form; a refusal naming fields goes beside them. */
  const submit = async (
    what: 'test' | 'add',
    request: (input: JobSourceInput) => Promise<void>,
  ) => {
    if (busy) return;
    setBusy(what);
    setErrors({});
    setFailure(null);
    setTested(null);
    try {
      await request(sourceInputOf(values, kind));
    } catch (error) {
      if (isAuthFailure(error)) {
        setAuthError(error);
        return;
      }
      const byField = fieldErrorsOf(writeErrorIssues(error), FIELD_ORDER);
      const first = FIELD_ORDER.find((field) => byField[field]);
      setErrors(byField);
      if (first) document.getElementById(inputId(first))?.focus();
      else setFailure(writeErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  // A test writes nothing: a plain request, with no admin query to refetch after it.
  const test = () =>
    submit('test', async (input) => {
      const result = await requestEnvelope<JobSourceTest>({
        method: 'POST',
        url: 'admin/job-sources/test',
        data: input,
        timeout: FEED_REQUEST_TIMEOUT_MS,
      });
      setTested({ label: kind.label, test: result });
    });

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit('add', async (input) => {
      const source = await write<AdminJobSource>('POST', 'job-sources', input);
      setValues(emptyValues(kinds));
      onAdded(source);
    });
  };

  const errorCount = FIELD_ORDER.filter((field) => errors[field]).length;
  const control = (name: FieldName, hasHint: boolean) => ({
    id: inputId(name),
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [errors[name] && `${inputId(name)}-error`, hasHint && `${inputId(name)}-hint`]
        .filter(Boolean)
        .join(' ') || undefined,
  });

  return (
    <form
      className="job-source-form"
      aria-labelledby="job-source-form-heading"
      onSubmit={add}
      noValidate
    >
      <h2 id="job-source-form-heading">Add a source</h2>
      {errorCount > 0 && (
        <p className="admin-feedback admin-feedback--error" role="alert">
          {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} a change.
        </p>
      )}
      <Field name="type" label="Applicant-tracking system" error={errors.type}>
        <select
          {...control('type', false)}
          onChange={(event) => change('type', event.target.value)}
        >
          {kinds.map((option) => (
            <option key={option.type} value={option.type}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field name="board" label="Board name" hint={kind.boardHint} error={errors.board}>
        <input
          {...control('board', true)}
          aria-required
          autoComplete="off"
          spellCheck={false}
          placeholder={kind.boardExample}
          maxLength={200}
          onChange={(event) => change('board', event.target.value)}
        />
      </Field>
      <Field
        name="baseUrl"
        label="Base URL"
        optional
        hint={
          <>
            Leave it empty to read {kind.label}’s own host. {kind.baseUrlHint}
          </>
        }
        error={errors.baseUrl}
      >
        <input
          {...control('baseUrl', true)}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={500}
          onChange={(event) => change('baseUrl', event.target.value)}
        />
      </Field>
      {kind.sendsWebhooks && (
        <Field
          name="webhookSecret"
          label="Webhook secret"
          optional
          hint={`The secret key you give ${kind.label} for its job webhooks: the site takes a webhook only when it is signed with it, and then syncs at once.`}
          error={errors.webhookSecret}
        >
          <input
            {...control('webhookSecret', true)}
            autoComplete="off"
            spellCheck={false}
            maxLength={500}
            onChange={(event) => change('webhookSecret', event.target.value)}
          />
        </Field>
      )}
      {kind.needsApiKey && (
        <Field
          name="apiKey"
          label="API key"
          hint={`A ${kind.label} API key with read access to public jobs. It is kept as a secret and never shown again.`}
          error={errors.apiKey}
        >
          <input
            {...control('apiKey', true)}
            type="password"
            aria-required
            autoComplete="off"
            spellCheck={false}
            maxLength={500}
            onChange={(event) => change('apiKey', event.target.value)}
          />
        </Field>
      )}
      <div className="job-source-form__actions">
        {/* aria-disabled, not disabled: the button keeps focus while its request runs. */}
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={busy !== null}
          aria-busy={busy === 'test'}
          onClick={() => void test()}
        >
          {busy === 'test' ? 'Testing…' : 'Test'}
        </button>
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={busy !== null}
          aria-busy={busy === 'add'}
        >
          {busy === 'add' ? 'Adding…' : 'Add the source'}
        </button>
      </div>
      <div className="job-source-test" role="status">
        {busy === 'test' && `Reading the ${kind.label} feed…`}
        {tested && <TestOutcome label={tested.label} test={tested.test} />}
      </div>
      {failure && (
        <p className="admin-feedback admin-feedback--error" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}
