import './press-admin.css';

import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import type { AdminPressRelease, NewsStoryOption } from '../../../../contract/admin-press-types';
import { paths } from '../../../../contract/paths';
import { useAdminItem, useAdminReference, useAdminWrite } from '../../../api/admin-api';
import { Link } from '../../../blocks/link/link';
import { timeZoneLabel } from '../../../lib/local-date-time';
import {
  ActionFeedback,
  AdminLoading,
  DateTime,
  EmptyState,
  SectionHeader,
} from '../shell/admin-ui';
import { MarkdownField } from '../shell/markdown-field';
import { useVersionedForm } from '../shell/use-versioned-form';
import { ConflictNotice, ErrorCount, TextField } from './press-fields';
import { PreviewLinks } from './press-preview-links';
import {
  emptyRelease,
  placeReleaseIssues,
  RELEASE_LABELS,
  releaseFieldId,
  releaseInputOf,
  releaseValuesOf,
  sameRelease,
  type ReleaseFormValues,
} from './press-release-values';

const CONFLICT_ID = 'press-release-conflict';

/** What the release's status makes true of the site, in one line above the form. */
function ReleaseStatus({ release }: { release: AdminPressRelease }) {
  if (release.embargoed) {
    return (
      <p className="admin-feedback" role="status">
        <strong>Embargoed</strong> until <DateTime value={release.publishAt} />: nobody sees it on
        the site before then, except through a preview link. It publishes itself at that time.
      </p>
    );
  }
  return (
    <p className="admin-feedback" role="status">
      <strong>Public</strong> at <Link to={release.publicPath}>{release.publicPath}</Link>.
    </p>
  );
}

/** The form of one release; `release` null for a new one. */
function ReleaseForm({ release }: { release: AdminPressRelease | null }) {
  const navigate = useNavigate();
  const write = useAdminWrite();
  const stories = useAdminReference<NewsStoryOption[]>('press/stories') ?? [];
  const [created, setCreated] = useState<AdminPressRelease | null>(null);
  const form = useVersionedForm({
    record: release,
    valuesOf: releaseValuesOf,
    empty: emptyRelease,
    same: sameRelease,
    place: placeReleaseIssues,
    fieldId: releaseFieldId,
    conflictId: CONFLICT_ID,
    leaveQuestion: 'Leave this page? Your changes to this press release are not saved.',
    settled: created !== null,
  });
  const { saved, values, errors, conflict, busy } = form;
  const field = (name: keyof typeof RELEASE_LABELS) => ({
    id: releaseFieldId(name),
    label: RELEASE_LABELS[name],
    error: errors[name],
  });
  const set = (patch: Partial<ReleaseFormValues>) => form.change(patch);

  // Once the form is clean (the blocker lets it go), a new release opens at its own address.
  useEffect(() => {
    if (!created) return;
    const message = created.embargoed
      ? 'The release is saved under embargo. Make a preview link for each journalist below.'
      : 'The release is published: the press releases page shows it now.';
    navigate(paths.admin(`press/releases/${created.id}`), { replace: true, state: { message } });
  }, [created, navigate]);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = releaseInputOf(values);
    if ('issue' in read) {
      form.showIssues([read.issue]);
      return;
    }
    void form.run(async () => {
      if (!release) {
        setCreated(await write<AdminPressRelease>('POST', 'press/releases', read.input));
        return null;
      }
      const body = { ...read.input, version: form.base().version };
      const result = await write<AdminPressRelease>('PUT', `press/releases/${release.id}`, body);
      form.adopt(result);
      return result.embargoed
        ? 'Saved. It stays embargoed until its time.'
        : 'Saved. The release page shows the change now.';
    });
  };

  const remove = () => {
    const question = `Remove “${release?.title}”? Its page, and any preview link, go at once.`;
    if (!release || !window.confirm(question)) return;
    void form.run(async () => {
      const path = `press/releases/${release.id}`;
      await write('DELETE', path, undefined, { gone: path });
      navigate(paths.admin('press'), { replace: true });
      return null;
    });
  };

  const theirs = conflict?.data.current;
  const theirValues = theirs ? releaseValuesOf(theirs) : null;
  const mine = saved ? releaseValuesOf(saved) : null;
  const theirChanges =
    theirValues && mine
      ? (Object.keys(RELEASE_LABELS) as (keyof typeof RELEASE_LABELS)[])
          .filter((name) => theirValues[name] !== mine[name])
          .map((name) => ({ label: RELEASE_LABELS[name], value: theirValues[name] }))
      : [];
  const zone = timeZoneLabel();

  return (
    <section className="admin-section" aria-labelledby="admin-heading">
      <SectionHeader
        title={release ? `Edit “${release.title}”` : 'Write a press release'}
        description="What /press/releases and the release’s own page show. Without an embargo, saving publishes it at once."
        actions={
          <Link className="button button--ghost" to={paths.admin('press')}>
            Back to the press room
          </Link>
        }
      />
      {saved && <ReleaseStatus release={saved} />}
      <ConflictNotice id={CONFLICT_ID} conflict={conflict} theirs={theirChanges} />
      <form className="press-editor" onSubmit={save} noValidate>
        <ErrorCount errors={errors} />
        <TextField
          {...field('title')}
          value={values.title}
          maxLength={200}
          onChange={(title) => set({ title })}
        />
        <TextField
          {...field('summary')}
          value={values.summary}
          maxLength={600}
          rows={3}
          hint="One or two sentences: the lists and search results show them."
          onChange={(summary) => set({ summary })}
        />
        <TextField
          {...field('location')}
          value={values.location}
          maxLength={80}
          optional
          hint="The dateline, e.g. Amsterdam."
          onChange={(location) => set({ location })}
        />
        <div className="admin-field">
          <label htmlFor={releaseFieldId('storySlug')}>
            {RELEASE_LABELS.storySlug}
            <span className="admin-table__muted"> (optional)</span>
          </label>
          <select
            id={releaseFieldId('storySlug')}
            value={values.storySlug}
            aria-invalid={errors.storySlug ? true : undefined}
            aria-describedby={`${releaseFieldId('storySlug')}-hint`}
            onChange={(event) => set({ storySlug: event.target.value })}
          >
            <option value="">None: the release has its own date</option>
            {stories.map((story) => (
              <option key={story.slug} value={story.slug}>
                {story.title}
              </option>
            ))}
          </select>
          <p id={`${releaseFieldId('storySlug')}-hint`} className="admin-field__hint">
            A release that retells a newsroom story is dated by the story.
          </p>
          {errors.storySlug && <p className="admin-field__error">{errors.storySlug}</p>}
        </div>
        <fieldset>
          <legend>When it is public</legend>
          <label className="press-editor__check">
            <input
              type="checkbox"
              checked={values.embargoed}
              onChange={(event) => set({ embargoed: event.target.checked })}
            />
            Embargo: keep it off the site until a set time, then publish it by itself
          </label>
          {values.embargoed ? (
            <TextField
              {...field('publishAt')}
              type="datetime-local"
              value={values.publishAt}
              hint={`Your time zone: ${zone}. Until then only preview links show it.`}
              onChange={(publishAt) => set({ publishAt })}
            />
          ) : (
            values.storySlug === '' && (
              <TextField
                {...field('publishedAt')}
                type="datetime-local"
                value={values.publishedAt}
                hint={`Your time zone: ${zone}. The date the release shows.`}
                onChange={(publishedAt) => set({ publishedAt })}
              />
            )
          )}
        </fieldset>
        <MarkdownField
          id={releaseFieldId('body')}
          label={RELEASE_LABELS.body}
          value={values.body}
          error={errors.body}
          previewUrl="admin/press/markdown-preview"
          onChange={(body) => set({ body })}
        />
        <div className="press-editor__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy
              ? 'Saving…'
              : release
                ? 'Save changes'
                : values.embargoed
                  ? 'Save under embargo'
                  : 'Publish'}
          </button>
          {release && (
            <>
              <Link
                className="button button--ghost"
                to={paths.admin(`press/releases/${release.id}/preview`)}
              >
                Preview the page
              </Link>
              <button type="button" className="button button--ghost" onClick={remove}>
                Remove
              </button>
            </>
          )}
        </div>
        <ActionFeedback message={form.message} error={form.failure} />
      </form>
      {saved && <PreviewLinks release={saved} />}
    </section>
  );
}

/** `/admin/press/releases/new` and `/admin/press/releases/{id}`: a press release's form. */
export function PressReleaseEditor() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const isId = /^[1-9]\d{0,8}$/.test(id);
  const item = useAdminItem<AdminPressRelease>(isId ? `press/releases/${id}` : null);
  if (!isNew && (!isId || item.notFound)) {
    return (
      <section className="admin-section" aria-labelledby="admin-heading">
        <SectionHeader title="Press release not found" description="It may have been removed." />
        <EmptyState title="No press release has this address.">
          <Link to={paths.admin('press')}>Back to the press room</Link>
        </EmptyState>
      </section>
    );
  }
  if (!isNew && !item.data) return <AdminLoading label="Loading the press release" />;
  return <ReleaseForm key={id} release={item.data ?? null} />;
}
