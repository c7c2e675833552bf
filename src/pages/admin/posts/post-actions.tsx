import { useState } from 'react';

import type { AdminPost } from '../../../../contract/admin-post-types';
import { paths } from '../../../../contract/paths';
import { Link } from '../../../blocks/link/link';
import { localInputToUtc, timeZoneLabel, utcToLocalInput } from '../../../lib/local-date-time';
import { postFieldId } from './post-form-values';

/** A write of the post at the version the form is based on, answering the post as it is now. */
type PostWrite = (version: number) => Promise<AdminPost>;

/**
 * Saves the typed changes (when `save` and there are any), then runs `then` and says `done`
 * of its result: the editor's one way to write.
 */
export type RunPostWrite = (
  then: PostWrite | null,
  done: (result: AdminPost) => string,
  options?: { save?: boolean },
) => Promise<void>;

type Write = <T>(method: 'POST' | 'PUT', path: string, data?: unknown) => Promise<T>;

/**
 * What can happen to a saved post beside saving it: preview it as its page renders it, publish
 * now or at a time, cancel the schedule, unpublish. Publishing saves the typed changes first.
 */
export function PostActions({
  post,
  busy,
  dirty,
  timeZone,
  run,
  write,
}: {
  post: AdminPost;
  busy: boolean;
  dirty: boolean;
  timeZone: string;
  run: RunPostWrite;
  write: Write;
}) {
  const [publishAt, setPublishAt] = useState(() => utcToLocalInput(post.publishAt, timeZone));
  const [scheduleProblem, setScheduleProblem] = useState<string | null>(null);
  const zone = timeZoneLabel(timeZone);
  const path = (action: string) => `posts/${post.id}/${action}`;
  const publishable = post.status !== 'published' || post.hasUnpublishedChanges || dirty;
  const saveFirst = dirty ? <span> (saves your changes first)</span> : null;
  const atId = postFieldId('publishAt');

  const publishNow = () =>
    void run(
      (version) => write<AdminPost>('POST', path('publish'), { version }),
      (result) => `Published. ${result.publicPath} shows it now, and so do the list and the feed.`,
    );
  const schedule = () => {
    const at = localInputToUtc(publishAt, timeZone);
    if (!at) {
      setScheduleProblem('Choose the date and time to publish at.');
      document.getElementById(atId)?.focus();
      return;
    }
    setScheduleProblem(null);
    void run(
      (version) => write<AdminPost>('POST', path('publish'), { version, at }),
      () => `Scheduled: it goes public by itself at ${publishAt.replace('T', ' ')} (${zone}).`,
    );
  };
  const unschedule = () =>
    void run(
      (version) => write<AdminPost>('POST', path('unschedule'), { version }),
      () => 'The schedule is cancelled: the saved version waits for you to publish it.',
      { save: false },
    );
  const unpublish = () =>
    void run(
      (version) => write<AdminPost>('POST', path('unpublish'), { version }),
      () => `Unpublished: it is a draft again, and ${post.publicPath} answers “not found”.`,
      { save: false },
    );

  return (
    <section className="post-actions" aria-labelledby="post-actions-heading">
      <h2 id="post-actions-heading">Preview and publish</h2>
      <p>
        <Link className="button button--ghost" to={paths.admin(`posts/${post.id}/preview`)}>
          Preview the saved version
        </Link>
      </p>
      {publishable && (
        <div className="post-actions__row">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={publishNow}
          >
            Publish now
          </button>
          {saveFirst}
        </div>
      )}
      {publishable && (
        <div className="post-actions__row">
          <div className="admin-field">
            <label htmlFor={atId}>Publish at</label>
            <input
              id={atId}
              type="datetime-local"
              value={publishAt}
              aria-invalid={scheduleProblem ? true : undefined}
              aria-describedby={`${atId}-hint${scheduleProblem ? ` ${atId}-error` : ''}`}
              onChange={(event) => {
                setPublishAt(event.target.value);
                setScheduleProblem(null);
              }}
            />
            <p id={`${atId}-hint`} className="admin-field__hint">
              Your time zone: {zone}. The site publishes it by itself at this time.
            </p>
            {scheduleProblem && (
              <p id={`${atId}-error`} className="admin-field__error">
                {scheduleProblem}
              </p>
            )}
          </div>
          <button type="button" className="button button--ghost" disabled={busy} onClick={schedule}>
            Schedule
          </button>
          {saveFirst}
        </div>
      )}
      {post.publishAt && (
        <div className="post-actions__row">
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={unschedule}
          >
            Cancel the schedule
          </button>
        </div>
      )}
      {post.status === 'published' && (
        <div className="post-actions__row">
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={unpublish}
          >
            Unpublish
          </button>
          <span className="admin-field__hint">
            Takes it off the site; its text stays here as a draft, its comments stay with it.
          </span>
        </div>
      )}
    </section>
  );
}
