import { useId } from 'react';

import {
  COMMENT_BODY_MAX,
  commentInputSchema,
  usePostComment,
  type CommentField,
} from '../../api/post-comment';
import { EmailField, NameField } from '../form-field/contact-fields';
import { FormField } from '../form-field/form-field';
import { FormSuccess } from '../form-field/form-success';
import { MutationForm } from '../form-field/mutation-form';
import { SubmitButton } from '../form-field/submit-button';
import { useValidatedForm } from '../form-field/use-validated-form';
import { rememberPendingComment, REVIEW_TIME } from '../comments/pending-comments';
import './comment-form.css';

const COMMENT_LABELS: Readonly<Record<CommentField, string>> = {
  name: 'Name',
  email: 'E-mail',
  body: 'Comment',
};

const INITIAL_VALUES = { name: '', email: '', body: '' };

/** Leave a comment on a blog post; it is published once a moderator approves it. */
export function CommentForm({ slug }: { slug: string }) {
  const baseId = `comment-${useId().replace(/[^\w-]/g, '')}`;
  const summaryId = `${baseId}-summary`;
  const ids = { name: `${baseId}-name`, email: `${baseId}-email`, body: `${baseId}-body` };
  const form = useValidatedForm({
    schema: commentInputSchema,
    initialValues: INITIAL_VALUES,
    labels: COMMENT_LABELS,
    controlIds: ids,
    summaryId,
  });
  const mutation = usePostComment(slug, {
    onPosted: (id, { name, body }) =>
      rememberPendingComment(slug, { id, name, body, createdAt: new Date().toISOString() }),
  });

  if (mutation.isSuccess) {
    return (
      <div className="comment-form">
        <FormSuccess title="Comment received" message={mutation.data.message}>
          <p className="comment-form__review">
            {mutation.data.data.published
              ? 'It is shown above, for everyone.'
              : `We review comments ${REVIEW_TIME}. Until then yours is shown above, marked as waiting for review, in this browser only.`}
          </p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              form.reset();
              mutation.reset();
            }}
          >
            Write another comment
          </button>
        </FormSuccess>
      </div>
    );
  }

  return (
    <MutationForm
      className="comment-form"
      form={form}
      mutation={mutation}
      summaryId={summaryId}
      labelledBy={`${baseId}-title`}
      header={
        <>
          <h3 id={`${baseId}-title`} className="comment-form__title">
            Leave a comment
          </h3>
          <p className="comment-form__intro">
            Comments are read by our team before they appear, {REVIEW_TIME}. Your e-mail address is
            never shown.
          </p>
        </>
      }
    >
      <div className="comment-form__row">
        <NameField form={form} id={ids.name} label={COMMENT_LABELS.name} />
        <EmailField
          form={form}
          id={ids.email}
          label={COMMENT_LABELS.email}
          optional
          hint="Only if you would like a reply. Never published."
        />
      </div>
      <FormField
        id={ids.body}
        label={COMMENT_LABELS.body}
        hint={`Plain text, up to ${COMMENT_BODY_MAX} characters.`}
        error={form.errors.body}
      >
        {(control) => (
          <textarea
            {...control}
            className="form-field__input"
            name="body"
            rows={6}
            value={form.values.body}
            onChange={(event) => form.setValue('body', event.currentTarget.value)}
          />
        )}
      </FormField>
      <SubmitButton
        pending={mutation.isPending}
        label="Post comment"
        pendingLabel={mutation.isPaused ? 'Waiting for the connection…' : 'Posting…'}
      />
    </MutationForm>
  );
}
