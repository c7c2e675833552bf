import './page-editor.css';

import { useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';

import type {
  AdminPage,
  ContentField,
  ContentFieldModel,
  ContentFields,
  PageConflictData,
} from '../../../../contract/admin-page-types';
import { Link } from '../../../blocks/link/link';
import { browserTimeZone } from '../../../lib/local-date-time';
import { paths } from '../../../../contract/paths';
import { useAdminItem, useAdminWrite } from '../../../api/admin-api';
import { ActionFeedback, AdminLoading, EmptyState, SectionHeader } from '../shell/admin-ui';
import { useVersionedForm } from '../shell/use-versioned-form';
import { FieldControl, type FieldsContext } from './content-fields';
import {
  blockFieldOf,
  describeKey,
  fieldId,
  keyOf,
  placeIssues,
  sameFields,
  setAt,
  withNewIds,
  type BlockKinds,
} from './document-values';
import { PageBlocks } from './page-blocks';
import { PagePublishing, type RunPageWrite } from './page-publishing';
import { PageStatusLine } from './page-status';

const MARKDOWN_PREVIEW_URL = 'admin/pages/markdown-preview';

/** The document as it is saved: new list items get their ids (existing ones never change). */
function savedFieldsOf(
  values: ContentFields,
  fields: readonly ContentField[],
  kinds: BlockKinds,
): ContentFields {
  const next: ContentFields = { ...values };
  for (const field of fields) {
    if (next[field.name] !== undefined) next[field.name] = withNewIds(next[field.name], field);
  }
  if (Array.isArray(values.section)) {
    next.section = values.section.map((block: unknown) =>
      withNewIds(block, blockFieldOf(block, kinds)),
    );
  }
  return next;
}

/** The refused save: who changed what meanwhile, and a way to load their version. */
function PageConflict({
  conflict,
  onLoadTheirs,
}: {
  conflict: { message: string; data: PageConflictData };
  onLoadTheirs: () => void;
}) {
  return (
    <div id="page-conflict" className="page-conflict" role="alert" tabIndex={-1}>
      <p>
        <strong>Not saved.</strong> {conflict.message}
      </p>
      <p>Save again to replace their version with yours, or load theirs.</p>
      <div className="page-editor__actions">
        <button type="button" className="button button--ghost" onClick={onLoadTheirs}>
          Load their version
        </button>
      </div>
    </div>
  );
}

/** The form of one page (its fields and blocks) or of the hiring FAQ (its entries). */
function PageForm({ page, model }: { page: AdminPage; model: ContentFieldModel }) {
  const write = useAdminWrite();
  const timeZone = browserTimeZone();
  const kinds: BlockKinds = useMemo(
    () => new Map(model.blocks.map((kind) => [kind.type, kind])),
    [model],
  );
  const fields = page.kind === 'faq' ? model.faq : model.page;
  const form = useVersionedForm<AdminPage, ContentFields>({
    record: page,
    valuesOf: (result) => result.fields,
    empty: () => ({}),
    same: sameFields,
    place: placeIssues,
    fieldId,
    conflictId: 'page-conflict',
    leaveQuestion: 'Leave this page? Your changes to it are not saved.',
  });
  const { saved, values, errors, conflict, busy, dirty } = form;
  const [announcement, setAnnouncement] = useState('');
  const current = saved ?? page;

  const context: FieldsContext = {
    document: values,
    errors,
    set: (path, value) => {
      const next = setAt(values, path, value) as ContentFields;
      const top = String(path[0]);
      form.change({ [top]: next[top] }, [keyOf(path)]);
    },
    markdownPreviewUrl: MARKDOWN_PREVIEW_URL,
    announce: setAnnouncement,
  };

  /** Saves the form's changes (if any and `save`), then runs `then` on the saved version. */
  const run: RunPageWrite = (then, done, { save = true } = {}) =>
    form.run(async () => {
      if (save && dirty) {
        const body = { ...savedFieldsOf(values, fields, kinds), version: form.base().version };
        form.adopt(await write<AdminPage>('PUT', `pages/${page.id}`, body));
      }
      const result = then ? await then(form.base().version) : form.base().saved;
      if (!result) return null;
      form.adopt(result, { keepValues: !save });
      return done(result);
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changed = dirty;
    void run(null, (result) =>
      !changed
        ? 'Nothing changed since the last save.'
        : result.status === 'published' && result.hasUnpublishedChanges
          ? 'Saved, not published: the site shows the published version until you publish.'
          : 'Saved, not published yet.',
    );
  };

  const errorKeys = Object.keys(errors);
  return (
    <section className="admin-section" aria-labelledby="admin-heading">
      <SectionHeader
        title={`Edit ${page.kind === 'faq' ? 'the hiring FAQ' : current.name}`}
        description={
          page.kind === 'faq'
            ? 'The questions the hiring chat answers: add, edit, order and remove them. Saving keeps a draft; publishing shows it at once.'
            : 'Its blocks’ texts, images and links, their order and which are hidden. Saving keeps a draft; publishing shows it at once.'
        }
        actions={
          <Link className="button button--ghost" to={paths.admin('pages')}>
            Back to the pages
          </Link>
        }
      />
      <PageStatusLine page={current} timeZone={timeZone} />
      {conflict && (
        <PageConflict
          conflict={conflict}
          onLoadTheirs={() => {
            form.adopt(conflict.data.current);
            form.setMessage('Their version is in the form now; your changes are gone.');
          }}
        />
      )}
      <form className="page-editor" onSubmit={submit} noValidate aria-label={current.name}>
        {errorKeys.length > 0 && (
          <div className="admin-feedback admin-feedback--error" role="alert">
            <p>
              Not saved:{' '}
              {errorKeys.length === 1 ? 'one field needs' : `${errorKeys.length} fields need`} a
              change.
            </p>
            <ul>
              {errorKeys.map((key) => (
                <li key={key}>
                  <a href={`#${fieldId(key)}`}>
                    {describeKey(key, values, fields, kinds)}: {errors[key]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="page-editor__fields">
          {fields.map((field) => (
            <FieldControl key={field.name} field={field} path={[field.name]} context={context} />
          ))}
        </div>
        {page.kind === 'page' && <PageBlocks kinds={kinds} context={context} />}
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        <div className="page-editor__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : 'Save draft'}
          </button>
        </div>
        <ActionFeedback message={form.message} error={form.failure} />
      </form>
      <PagePublishing
        page={current}
        busy={busy}
        dirty={dirty}
        timeZone={timeZone}
        run={run}
        write={write}
      />
    </section>
  );
}

/** `/admin/pages/{id}`: a page's or the hiring FAQ's form and its publishing. */
export function PageEditor() {
  const { id = '' } = useParams();
  const isId = /^[1-9]\d{0,8}$/.test(id);
  const item = useAdminItem<AdminPage>(isId ? `pages/${id}` : null);
  const model = useAdminItem<ContentFieldModel>('pages/fields');
  if (!isId || item.notFound) {
    return (
      <section className="admin-section" aria-labelledby="admin-heading">
        <SectionHeader title="Page not found" description="No page has this address." />
        <EmptyState title="No page has this address.">
          <Link to={paths.admin('pages')}>Back to the pages</Link>
        </EmptyState>
      </section>
    );
  }
  if (!item.data || !model.data) return <AdminLoading label="Loading the page" />;
  return <PageForm key={id} page={item.data} model={model.data} />;
}
