import './press-admin.css';

import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import type { AdminPressNews, PressNewsInput } from '../../../../contract/admin-press-types';
import { paths } from '../../../../contract/paths';
import {
  fieldErrorsOf,
  useAdminItem,
  useAdminWrite,
  type FieldIssue,
} from '../../../api/admin-api';
import { Link } from '../../../blocks/link/link';
import { localInputToUtc, timeZoneLabel, utcToLocalInput } from '../../../lib/local-date-time';
import { ActionFeedback, AdminLoading, EmptyState, SectionHeader } from '../shell/admin-ui';
import { MarkdownField } from '../shell/markdown-field';
import { useVersionedForm, type PlacedIssues } from '../shell/use-versioned-form';
import { ConflictNotice, ErrorCount, TextField } from './press-fields';

type NewsValues = Record<keyof PressNewsInput, string>;
const FIELDS = ['title', 'source', 'sourceUrl', 'publishedAt', 'summary', 'body'] as const;
const LABELS: Readonly<Record<keyof PressNewsInput, string>> = {
  title: 'Title',
  source: 'Outlet',
  sourceUrl: 'Link to the article',
  publishedAt: 'Published on',
  summary: 'Summary',
  body: 'Text',
};
const CONFLICT_ID = 'press-news-conflict';
const fieldId = (field: string) => `press-news-${field}`;

const empty = (): NewsValues => ({
  title: '',
  source: '',
  sourceUrl: '',
  publishedAt: utcToLocalInput(new Date().toISOString()),
  summary: '',
  body: '',
});
const valuesOf = (item: AdminPressNews): NewsValues => ({
  title: item.title,
  source: item.source ?? '',
  sourceUrl: item.sourceUrl ?? '',
  publishedAt: utcToLocalInput(item.publishedAt),
  summary: item.summary,
  body: item.body,
});
const same = (a: NewsValues, b: NewsValues) => FIELDS.every((field) => a[field] === b[field]);

function place(issues: readonly FieldIssue[]): PlacedIssues {
  const errors = fieldErrorsOf(issues, FIELDS);
  return { errors, first: FIELDS.find((field) => errors[field]) ?? null, unplaced: [] };
}

/** The form of one coverage item; `item` null for a new one. */
function NewsForm({ item }: { item: AdminPressNews | null }) {
  const navigate = useNavigate();
  const write = useAdminWrite();
  const [created, setCreated] = useState<AdminPressNews | null>(null);
  const form = useVersionedForm({
    record: item,
    valuesOf,
    empty,
    same,
    place,
    fieldId,
    conflictId: CONFLICT_ID,
    leaveQuestion: 'Leave this page? Your changes to this coverage are not saved.',
    settled: created !== null,
  });
  const { saved, values, errors, conflict, busy } = form;

  useEffect(() => {
    if (created) {
      navigate(paths.admin(`press/news/${created.id}`), {
        replace: true,
        state: { message: 'Added. The coverage list shows it now.' },
      });
    }
  }, [created, navigate]);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const publishedAt = localInputToUtc(values.publishedAt);
    if (publishedAt === null) {
      form.showIssues([{ field: 'publishedAt', message: 'choose the day it was published' }]);
      return;
    }
    const input: PressNewsInput = {
      ...values,
      source: values.source.trim() || null,
      sourceUrl: values.sourceUrl.trim() || null,
      publishedAt,
    };
    void form.run(async () => {
      if (!item) {
        setCreated(await write<AdminPressNews>('POST', 'press/news', input));
        return null;
      }
      const body = { ...input, version: form.base().version };
      form.adopt(await write<AdminPressNews>('PUT', `press/news/${item.id}`, body));
      return 'Saved. The coverage page shows the change now.';
    });
  };

  const remove = () => {
    if (!item || !window.confirm(`Remove “${item.title}”? Its page goes from the site at once.`))
      return;
    void form.run(async () => {
      const path = `press/news/${item.id}`;
      await write('DELETE', path, undefined, { gone: path });
      navigate(`${paths.admin('press')}?list=news`, { replace: true });
      return null;
    });
  };

  const theirs = conflict?.data.current;
  const theirChanges =
    theirs && saved
      ? FIELDS.filter((field) => valuesOf(theirs)[field] !== valuesOf(saved)[field]).map(
          (field) => ({ label: LABELS[field], value: valuesOf(theirs)[field] }),
        )
      : [];
  const field = (name: (typeof FIELDS)[number]) => ({
    id: fieldId(name),
    label: LABELS[name],
    value: values[name],
    error: errors[name],
    onChange: (value: string) => form.change({ [name]: value }),
  });

  return (
    <section className="admin-section" aria-labelledby="admin-heading">
      <SectionHeader
        title={item ? `Edit “${item.title}”` : 'Add coverage'}
        description="An article about the company, on /press/news. Saving publishes it at once."
        actions={
          <Link className="button button--ghost" to={`${paths.admin('press')}?list=news`}>
            Back to the coverage
          </Link>
        }
      />
      <ConflictNotice id={CONFLICT_ID} conflict={conflict} theirs={theirChanges} />
      <form className="press-editor" onSubmit={save} noValidate>
        <ErrorCount errors={errors} />
        <TextField {...field('title')} maxLength={200} />
        <TextField {...field('source')} maxLength={120} optional hint="The paper or site." />
        <TextField {...field('sourceUrl')} type="url" maxLength={2000} optional />
        <TextField
          {...field('publishedAt')}
          type="datetime-local"
          hint={`Your time zone: ${timeZoneLabel()}.`}
        />
        <TextField {...field('summary')} maxLength={600} rows={3} />
        <MarkdownField
          id={fieldId('body')}
          label={LABELS.body}
          value={values.body}
          error={errors.body}
          previewUrl="admin/press/markdown-preview"
          onChange={(body) => form.change({ body })}
        />
        <div className="press-editor__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : item ? 'Save changes' : 'Add coverage'}
          </button>
          {item && (
            <>
              <Link className="button button--ghost" to={item.publicPath}>
                View on the site
              </Link>
              <button type="button" className="button button--ghost" onClick={remove}>
                Remove
              </button>
            </>
          )}
        </div>
        <ActionFeedback message={form.message} error={form.failure} />
      </form>
    </section>
  );
}

/** `/admin/press/news/new` and `/admin/press/news/{id}`: a coverage item's form. */
export function PressNewsEditor() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const isId = /^[1-9]\d{0,8}$/.test(id);
  const item = useAdminItem<AdminPressNews>(isId ? `press/news/${id}` : null);
  if (!isNew && (!isId || item.notFound)) {
    return (
      <section className="admin-section" aria-labelledby="admin-heading">
        <SectionHeader title="Coverage not found" description="It may have been removed." />
        <EmptyState title="No coverage has this address.">
          <Link to={`${paths.admin('press')}?list=news`}>Back to the coverage</Link>
        </EmptyState>
      </section>
    );
  }
  if (!isNew && !item.data) return <AdminLoading label="Loading the coverage" />;
  return <NewsForm key={id} item={item.data ?? null} />;
}
