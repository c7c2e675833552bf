import './team-sections.css';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import type { AdminTeamMember, TeamMemberFields } from '../../../../contract/admin-types';
import { Link } from '../../../blocks/link/link';
import { paths } from '../../../../contract/paths';
import {
  fieldErrorsOf,
  useAdminItem,
  useAdminWrite,
  type FieldIssue,
} from '../../../api/admin-api';
import { ActionFeedback, AdminLoading, EmptyState, SectionHeader } from '../shell/admin-ui';
import { useVersionedForm, type PlacedIssues } from '../shell/use-versioned-form';

type FieldName = keyof TeamMemberFields | 'portrait';

/** The form's fields in their order: the first one with an error gets focus. */
const FIELDS: readonly {
  name: keyof TeamMemberFields;
  label: string;
  hint?: string;
  kind?: 'date' | 'textarea';
  maxLength: number;
  optional?: boolean;
}[] = [
  { name: 'name', label: 'Name', maxLength: 80 },
  { name: 'role', label: 'Role', maxLength: 120 },
  { name: 'team', label: 'Team', maxLength: 80 },
  {
    name: 'location',
    label: 'Location',
    hint: 'A city, e.g. Amsterdam.',
    maxLength: 80,
    optional: true,
  },
  { name: 'joinedAt', label: 'Joined on', kind: 'date', maxLength: 10, optional: true },
  { name: 'quote', label: 'Quote', kind: 'textarea', maxLength: 400, optional: true },
  {
    name: 'bio',
    label: 'Bio',
    hint: 'Markdown: **bold**, _italic_, [links](/tech-blog), blank lines between paragraphs.',
    kind: 'textarea',
    maxLength: 10_000,
  },
];
const FIELD_ORDER: readonly FieldName[] = [...FIELDS.map((field) => field.name), 'portrait'];
const PORTRAIT_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';
const EMPTY: TeamMemberFields = {
  name: '',
  role: '',
  team: '',
  location: '',
  bio: '',
  quote: '',
  joinedAt: '',
};

const inputId = (field: string) => `member-${field}`;
const fieldsOf = (member: AdminTeamMember): TeamMemberFields => ({
  name: member.name,
  role: member.role,
  team: member.team,
  location: member.location,
  bio: member.bio,
  quote: member.quote,
  joinedAt: member.joinedAt,
});
const sameFields = (a: TeamMemberFields, b: TeamMemberFields) =>
  FIELDS.every(({ name }) => a[name] === b[name]);

/** Where a refusal's issues go: beside the form's fields, the first in its order focused. */
function placeIssues(issues: readonly FieldIssue[]): PlacedIssues {
  const errors = fieldErrorsOf(issues, FIELD_ORDER);
  return { errors, first: FIELD_ORDER.find((field) => errors[field]) ?? null, unplaced: [] };
}

/** The form of one member; `member` null for a new one. */
function TeamMemberForm({ member }: { member: AdminTeamMember | null }) {
  const navigate = useNavigate();
  const write = useAdminWrite();
  const portraitInput = useRef<HTMLInputElement>(null);
  const [portraitChosen, setPortraitChosen] = useState(false);
  const [created, setCreated] = useState<AdminTeamMember | null>(null);
  const form = useVersionedForm({
    record: member,
    valuesOf: fieldsOf,
    empty: () => EMPTY,
    same: sameFields,
    place: placeIssues,
    fieldId: inputId,
    conflictId: 'member-conflict',
    leaveQuestion: 'Leave this page? Your changes to this team member are not saved.',
    changedBeside: portraitChosen,
    settled: created !== null,
  });
  const { saved, values: fields, errors, conflict, busy } = form;

  // Once the form is clean (the blocker lets it go), a new member opens at its own address.
  useEffect(() => {
    if (created) {
      navigate(paths.admin(`team/${created.id}`), {
        replace: true,
        state: { message: `${created.name} was added. The team page shows them now.` },
      });
    }
  }, [created, navigate]);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData();
    for (const { name } of FIELDS) body.append(name, fields[name]);
    if (member) body.append('version', String(form.base().version));
    const portrait = portraitInput.current?.files?.[0];
    if (portrait) body.append('portrait', portrait);
    void form.run(async () => {
      if (!member) {
        setCreated(await write<AdminTeamMember>('POST', 'team', body));
        return null;
      }
      form.adopt(await write<AdminTeamMember>('PUT', `team/${member.id}`, body));
      if (portraitInput.current) portraitInput.current.value = '';
      setPortraitChosen(false);
      return 'Saved. The team page shows the change now.';
    });
  };

  // What the other admin changed: their version against the one this form was based on.
  const theirs = conflict?.data.current;
  const theirChanges =
    theirs && saved ? FIELDS.filter(({ name }) => theirs[name] !== saved[name]) : [];
  const errorCount = Object.values(errors).filter(Boolean).length;
  const describedBy = (name: FieldName, hasHint: boolean) =>
    [errors[name] && `${inputId(name)}-error`, hasHint && `${inputId(name)}-hint`]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <section className="admin-section" aria-labelledby="admin-heading">
      <SectionHeader
        title={member ? `Edit ${member.name}` : 'Add a team member'}
        description="What the team page and the member's own page show. Saving publishes it at once."
        actions={
          <Link className="button button--ghost" to={paths.admin('team')}>
            Back to the team
          </Link>
        }
      />
      {conflict && (
        <div id="member-conflict" className="team-conflict" role="alert" tabIndex={-1}>
          <p>
            <strong>Not saved.</strong> {conflict.message}
          </p>
          {theirChanges.length > 0 && (
            <dl className="team-conflict__theirs">
              {theirChanges.map(({ name, label }) => (
                <div key={name}>
                  <dt>Their {label.toLowerCase()}</dt>
                  <dd>{conflict.data.current[name] || '(empty)'}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
      <form className="team-editor" onSubmit={save} noValidate>
        {errorCount > 0 && (
          <p className="admin-feedback admin-feedback--error" role="alert">
            Not saved: {errorCount === 1 ? 'one field needs' : `${errorCount} fields need`} a
            change.
          </p>
        )}
        {FIELDS.map(({ name, label, hint, kind, maxLength, optional }) => {
          const common = {
            id: inputId(name),
            name,
            value: fields[name],
            'aria-invalid': errors[name] ? true : undefined,
            'aria-describedby': describedBy(name, Boolean(hint)),
            'aria-required': optional ? undefined : true,
          };
          return (
            <div key={name} className="admin-field">
              <label htmlFor={inputId(name)}>
                {label}
                {optional && <span className="admin-table__muted"> (optional)</span>}
              </label>
              {kind === 'textarea' ? (
                <textarea
                  {...common}
                  rows={name === 'bio' ? 10 : 3}
                  maxLength={maxLength}
                  onChange={(event) => form.change({ [name]: event.target.value })}
                />
              ) : (
                <input
                  {...common}
                  type={kind ?? 'text'}
                  maxLength={maxLength}
                  onChange={(event) => form.change({ [name]: event.target.value })}
                />
              )}
              {hint && (
                <p id={`${inputId(name)}-hint`} className="admin-field__hint">
                  {hint}
                </p>
              )}
              {errors[name] && (
                <p id={`${inputId(name)}-error`} className="admin-field__error">
                  {errors[name]}
                </p>
              )}
            </div>
          );
        })}
        <div className="admin-field">
          <label htmlFor={inputId('portrait')}>
            {member ? 'New portrait' : 'Portrait'}
            {member && <span className="admin-table__muted"> (optional)</span>}
          </label>
          {saved && (
            <img
              className="team-editor__portrait"
              src={saved.portraitSrc}
              alt={`Current portrait of ${saved.name}`}
              width={120}
              height={120}
            />
          )}
          <input
            ref={portraitInput}
            id={inputId('portrait')}
            name="portrait"
            type="file"
            accept={PORTRAIT_TYPES}
            aria-invalid={errors.portrait ? true : undefined}
            aria-describedby={describedBy('portrait', true)}
            aria-required={member ? undefined : true}
            onChange={(event) => {
              setPortraitChosen((event.target.files?.length ?? 0) > 0);
              form.change({}, ['portrait']);
            }}
          />
          <p id={`${inputId('portrait')}-hint`} className="admin-field__hint">
            JPEG, PNG, WebP, AVIF or GIF, at least 400 × 400 pixels and at most 5 MB. It is cropped
            to a square around the face.
          </p>
          {errors.portrait && (
            <p id={`${inputId('portrait')}-error`} className="admin-field__error">
              {errors.portrait}
            </p>
          )}
        </div>
        <div className="team-editor__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : member ? 'Save changes' : 'Add to the team'}
          </button>
          {member && (
            <Link className="button button--ghost" to={paths.teamMember(member.id)}>
              View on the site
            </Link>
          )}
        </div>
        <ActionFeedback message={form.message} error={form.failure} />
      </form>
    </section>
  );
}

/** `/admin/team/new` and `/admin/team/{id}`: a team member's form. */
export function TeamMemberEditor() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const isId = /^[1-9]\d{0,8}$/.test(id);
  const item = useAdminItem<AdminTeamMember>(isId ? `team/${id}` : null);
  if (!isNew && (!isId || item.notFound)) {
    return (
      <section className="admin-section" aria-labelledby="admin-heading">
        <SectionHeader title="Team member not found" description="They may have been removed." />
        <EmptyState title="Nobody on the team has this address.">
          <Link to={paths.admin('team')}>Back to the team</Link>
        </EmptyState>
      </section>
    );
  }
  if (!isNew && !item.data) return <AdminLoading label="Loading the team member" />;
  return <TeamMemberForm key={id} member={item.data ?? null} />;
}
