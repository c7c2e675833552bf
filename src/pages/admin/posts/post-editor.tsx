import './posts.css';

import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import type { AdminPost } from '../../../../contract/admin-post-types';
import { paths } from '../../../../contract/paths';
import { useAdminItem, useAdminWrite } from '../../../api/admin-api';
import { Link } from '../../../blocks/link/link';
import { browserTimeZone } from '../../../lib/local-date-time';
import { ActionFeedback, AdminLoading, EmptyState, SectionHeader } from '../shell/admin-ui';
import { useVersionedForm } from '../shell/use-versioned-form';
import { PostActions, type RunPostWrite } from './post-actions';
import { PostBodyField, PostField } from './post-fields';
import {
  emptyPostValues,
  placePostIssues,
  postFieldId,
  postInputOf,
  postValuesOf,
  samePostValues,
  slugOfTitle,
  type PostFormValues,
} from './post-form-values';
import { PostConflict, PostStatusLine } from './post-status';

/** What saving does, by the post's status: the line under the heading. */
function editorDescription(post: AdminPost | null): string {
  if (!post)
    return 'A new post is a draft: nobody outside the admin sees it until it is published.';
  if (post.status === 'published')
    return 'Saving keeps your changes as a draft; the site shows them once you publish.';
  return 'A draft: saving keeps it here; nobody outside the admin sees it until it is published.';
}

/** The form of one post; `post` null for a new one. */
function PostForm({ post }: { post: AdminPost | null }) {
  const navigate = useNavigate();
  const write = useAdminWrite();
  const timeZone = browserTimeZone();
  const [created, setCreated] = useState<AdminPost | null>(null);
  const form = useVersionedForm<AdminPost, PostFormValues>({
    record: post,
    valuesOf: postValuesOf,
    empty: emptyPostValues,
    same: samePostValues,
    place: placePostIssues,
    fieldId: postFieldId,
    conflictId: 'post-conflict',
    leaveQuestion: 'Leave this page? Your changes to this post are not saved.',
    settled: created !== null,
  });
  const { saved, values, errors, change, conflict, busy, dirty } = form;

  // Once the form is clean (the blocker lets it go), a new post opens at its own address.
  useEffect(() => {
    if (created) {
      navigate(paths.admin(`posts/${created.id}`), {
        replace: true,
        state: { message: `${created.title} was saved as a draft. Preview it, then publish it.` },
      });
    }
  }, [created, navigate]);

  const run: RunPostWrite = (then, done, { save = true } = {}) =>
    form.run(async () => {
      if (save && dirty && saved) {
        const { version } = form.base();
        const body = { ...postInputOf(values), version };
        form.adopt(await write<AdminPost>('PUT', `posts/${saved.id}`, body));
      }
      const result = then ? await then(form.base().version) : form.base().saved;
      if (!result) return null;
      form.adopt(result, { keepValues: !save });
      return done(result);
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saved) {
      void form.run(async () => {
        setCreated(await write<AdminPost>('POST', 'posts', postInputOf(values)));
        return null;
      });
      return;
    }
    const renamed = values.slug.trim() !== saved.slug;
    void run(null, (result) =>
      renamed && result.status === 'published'
        ? `Saved. Its address is ${result.publicPath} now; the old one leads there.`
        : 'Saved as a draft. Preview it, then publish it.',
    );
  };

  const errorCount = Object.keys(errors).length;
  const field = { values, errors, change };
  return (
    <section className="admin-section" aria-labelledby="admin-heading">
      <SectionHeader
        title={saved ? `Edit ${saved.title}` : 'New post'}
        description={editorDescription(saved)}
        actions={
          <Link className="button button--ghost" to={paths.admin('posts')}>
            Back to the posts
          </Link>
        }
      />
      {saved && <PostStatusLine post={saved} timeZone={timeZone} />}
      {conflict && (
        <PostConflict
          conflict={conflict}
          onLoadTheirs={() => {
            form.adopt(conflict.data.current);
            form.setMessage('Their version is in the form now; your text is gone.');
          }}
        />
      )}
      <form className="post-editor" onSubmit={submit} noValidate aria-label="The post">
        {errorCount > 0 && (
          <p className="admin-feedback admin-feedback--error" role="alert">
            Not saved: {errorCount === 1 ? 'one field needs' : `${errorCount} fields need`} a
            change.
          </p>
        )}
        <div className="admin-field">
          <label htmlFor={postFieldId('kind')}>Where it appears</label>
          <select
            id={postFieldId('kind')}
            value={values.kind}
            disabled={saved !== null}
            aria-describedby={`${postFieldId('kind')}-hint`}
            onChange={(event) =>
              change({ kind: event.target.value === 'news' ? 'news' : 'blog' }, ['kind'])
            }
          >
            <option value="blog">Tech blog</option>
            <option value="news">Newsroom</option>
          </select>
          <p id={`${postFieldId('kind')}-hint`} className="admin-field__hint">
            {saved ? 'A saved post stays where it is.' : 'Chosen once, when the post is saved.'}
          </p>
        </div>
        <PostField
          {...field}
          name="title"
          label="Title"
          maxLength={160}
          onChange={(title) =>
            // Until the address is typed or saved, it follows the title.
            !saved && values.slug === slugOfTitle(values.title)
              ? change({ title, slug: slugOfTitle(title) }, ['title', 'slug'])
              : change({ title }, ['title'])
          }
        />
        <PostField
          {...field}
          name="slug"
          label="Address"
          maxLength={80}
          hint={`${values.kind === 'news' ? '/news/' : '/tech-blog/'}${values.slug || '…'}: lower-case words joined by dashes. A published post's old address leads to the new one.`}
        />
        <PostField {...field} name="summary" label="Summary" maxLength={400} multiline />
        <PostField {...field} name="author" label="Author" maxLength={80} />
        <PostField
          {...field}
          name="tags"
          label="Tags"
          optional
          hint="Separated by commas, e.g. frontend, testing."
        />
        <PostField
          {...field}
          name="department"
          label="Team"
          optional
          maxLength={80}
          hint="A department of the site, e.g. Engineering: the post ends with its open jobs."
        />
        <PostBodyField {...field} />
        <div className="post-editor__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : 'Save draft'}
          </button>
          {!saved && (
            <p className="admin-field__hint">Preview and publish once the draft is saved.</p>
          )}
        </div>
        <ActionFeedback message={form.message} error={form.failure} />
      </form>
      {saved && (
        <PostActions
          key={saved.version}
          post={saved}
          busy={busy}
          dirty={dirty}
          timeZone={timeZone}
          run={run}
          write={write}
        />
      )}
    </section>
  );
}

/** `/admin/posts/new` and `/admin/posts/{id}`: a post's form and what can happen to it. */
export function PostEditor() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const isId = /^[1-9]\d{0,8}$/.test(id);
  const item = useAdminItem<AdminPost>(isId ? `posts/${id}` : null);
  if (!isNew && (!isId || item.notFound)) {
    return (
      <section className="admin-section" aria-labelledby="admin-heading">
        <SectionHeader title="Post not found" description="This post was removed." />
        <EmptyState title="No post has this address.">
          <Link to={paths.admin('posts')}>Back to the posts</Link>
        </EmptyState>
      </section>
    );
  }
  if (!isNew && !item.data) return <AdminLoading label="Loading the post" />;
  return <PostForm key={id} post={item.data ?? null} />;
}
