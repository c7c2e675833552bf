import './press-admin.css';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import type { AdminBrandAsset, BrandAssetFields } from '../../../../contract/admin-press-types';
import { paths } from '../../../../contract/paths';
import {
  fieldErrorsOf,
  useAdminItem,
  useAdminWrite,
  type FieldIssue,
} from '../../../api/admin-api';
import { Link } from '../../../blocks/link/link';
import { formatBytes } from '../../../lib/bytes';
import { ActionFeedback, AdminLoading, EmptyState, SectionHeader } from '../shell/admin-ui';
import { useVersionedForm, type PlacedIssues } from '../shell/use-versioned-form';
import { ConflictNotice, ErrorCount, TextField } from './press-fields';

const FIELDS = ['title', 'description', 'file', 'preview'] as const;
const CONFLICT_ID = 'brand-asset-conflict';
const ASSETS_LIST = `${paths.admin('press')}?list=brand-assets`;
const FILE_TYPES = 'application/pdf,image/jpeg,image/png,image/webp,image/gif,image/svg+xml';
const PREVIEW_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/svg+xml';
const fieldId = (field: string) => `brand-asset-${field}`;

const empty = (): BrandAssetFields => ({ title: '', description: '' });
const valuesOf = (asset: AdminBrandAsset): BrandAssetFields => ({
  title: asset.title,
  description: asset.description,
});
const same = (a: BrandAssetFields, b: BrandAssetFields) =>
  a.title === b.title && a.description === b.description;

function place(issues: readonly FieldIssue[]): PlacedIssues {
  const errors = fieldErrorsOf(issues, FIELDS);
  return { errors, first: FIELDS.find((field) => errors[field]) ?? null, unplaced: [] };
}

/** A file input with its label, hint and error. */
function FileField({
  name,
  label,
  hint,
  accept,
  error,
  inputRef,
  optional,
  onChoose,
}: {
  name: 'file' | 'preview';
  label: string;
  hint: string;
  accept: string;
  error?: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
  optional: boolean;
  onChoose: () => void;
}) {
  const id = fieldId(name);
  return (
    <div className="admin-field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="admin-table__muted"> (optional)</span>}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={[error && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ')}
        onChange={onChoose}
      />
      <p id={`${id}-hint`} className="admin-field__hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form of one brand asset; `asset` null for a new one. */
function AssetForm({ asset }: { asset: AdminBrandAsset | null }) {
  const navigate = useNavigate();
  const write = useAdminWrite();
  const fileInput = useRef<HTMLInputElement>(null);
  const previewInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState(false);
  const [created, setCreated] = useState<AdminBrandAsset | null>(null);
  const form = useVersionedForm({
    record: asset,
    valuesOf,
    empty,
    same,
    place,
    fieldId,
    conflictId: CONFLICT_ID,
    leaveQuestion: 'Leave this page? Your changes to this brand asset are not saved.',
    changedBeside: chosen,
    settled: created !== null,
  });
  const { saved, values, errors, conflict, busy } = form;

  useEffect(() => {
    if (created) {
      navigate(paths.admin(`press/brand-assets/${created.id}`), {
        replace: true,
        state: { message: `${created.title} was added. The brand assets page offers it now.` },
      });
    }
  }, [created, navigate]);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData();
    body.append('title', values.title);
    body.append('description', values.description);
    if (asset) body.append('version', String(form.base().version));
    const file = fileInput.current?.files?.[0];
    const preview = previewInput.current?.files?.[0];
    if (file) body.append('file', file);
    if (preview) body.append('preview', preview);
    void form.run(async () => {
      if (!asset) {
        setCreated(await write<AdminBrandAsset>('POST', 'press/brand-assets', body));
        return null;
      }
      form.adopt(await write<AdminBrandAsset>('PUT', `press/brand-assets/${asset.id}`, body));
      for (const input of [fileInput.current, previewInput.current]) if (input) input.value = '';
      setChosen(false);
      return 'Saved. The brand assets page shows the change now.';
    });
  };

  const theirs = conflict?.data.current;
  const theirChanges =
    theirs && saved
      ? [
          { label: 'Title', value: theirs.title, changed: theirs.title !== saved.title },
          {
            label: 'Description',
            value: theirs.description,
            changed: theirs.description !== saved.description,
          },
          { label: 'File', value: theirs.url, changed: theirs.url !== saved.url },
        ].filter((change) => change.changed)
      : [];
  const choose = (name: 'file' | 'preview') => () => {
    setChosen(Boolean(fileInput.current?.files?.length || previewInput.current?.files?.length));
    form.change({}, [name]);
  };

  return (
    <section className="admin-section" aria-labelledby="admin-heading">
      <SectionHeader
        title={asset ? `Edit “${asset.title}”` : 'Add a brand asset'}
        description="A file the press may download from /press/brand-assets. Saving publishes it at once."
        actions={
          <Link className="button button--ghost" to={ASSETS_LIST}>
            Back to the brand assets
          </Link>
        }
      />
      <ConflictNotice id={CONFLICT_ID} conflict={conflict} theirs={theirChanges} />
      <form className="press-editor" onSubmit={save} noValidate>
        <ErrorCount errors={errors} />
        <TextField
          id={fieldId('title')}
          label="Title"
          value={values.title}
          maxLength={120}
          error={errors.title}
          onChange={(title) => form.change({ title })}
        />
        <TextField
          id={fieldId('description')}
          label="Description"
          value={values.description}
          maxLength={600}
          rows={3}
          error={errors.description}
          onChange={(description) => form.change({ description })}
        />
        {saved && (
          <p>
            Now:{' '}
            <a href={saved.url}>
              {saved.format}, {formatBytes(saved.sizeBytes)}
            </a>
          </p>
        )}
        {saved?.previewSrc && (
          <img
            className="press-editor__preview-image"
            src={saved.previewSrc}
            alt={`Preview of ${saved.title}`}
            width={320}
            height={200}
          />
        )}
        <FileField
          name="file"
          label={asset ? 'New file' : 'File'}
          hint="A PDF or an image (JPEG, PNG, WebP, GIF or SVG), at most 20 MB. Its type is read from its content, and its name must agree."
          accept={FILE_TYPES}
          error={errors.file}
          inputRef={fileInput}
          optional={asset !== null}
          onChoose={choose('file')}
        />
        <FileField
          name="preview"
          label="Preview image"
          hint="Shown on the brand assets page. An image file makes its own; a PDF needs one."
          accept={PREVIEW_TYPES}
          error={errors.preview}
          inputRef={previewInput}
          optional
          onChoose={choose('preview')}
        />
        <div className="press-editor__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : asset ? 'Save changes' : 'Add the asset'}
          </button>
        </div>
        <ActionFeedback message={form.message} error={form.failure} />
      </form>
    </section>
  );
}

/** `/admin/press/brand-assets/new` and `/admin/press/brand-assets/{id}`: a brand asset's form. */
export function BrandAssetEditor() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const isId = /^[1-9]\d{0,8}$/.test(id);
  const item = useAdminItem<AdminBrandAsset>(isId ? `press/brand-assets/${id}` : null);
  if (!isNew && (!isId || item.notFound)) {
    return (
      <section className="admin-section" aria-labelledby="admin-heading">
        <SectionHeader title="Brand asset not found" description="It may have been removed." />
        <EmptyState title="No brand asset has this address.">
          <Link to={ASSETS_LIST}>Back to the brand assets</Link>
        </EmptyState>
      </section>
    );
  }
  if (!isNew && !item.data) return <AdminLoading label="Loading the brand asset" />;
  return <AssetForm key={id} asset={item.data ?? null} />;
}
