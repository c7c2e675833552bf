import { useState, type FormEvent } from 'react';

import {
  COMMENT_REVIEW_LINK_TTL_DAYS,
  MODERATION_MAIL_FREQUENCIES,
  type ModerationMailFrequency,
} from '../../../../contract/admin-account-types';
import { useAdminWrite } from '../../../api/admin-api';
import { ActionFeedback } from '../shell/admin-ui';
import { useAdminAction } from '../shell/use-admin-action';

const CHOICES: Record<ModerationMailFrequency, { label: string; hint: string }> = {
  immediate: {
    label: 'At once',
    hint: 'An e-mail within a minute of a comment being held (several held together make one).',
  },
  digest: {
    label: 'A daily digest',
    hint: 'One e-mail a day listing the comments held since the last; none when nothing waits.',
  },
  never: { label: 'Never', hint: 'You look at the list yourself.' },
};

const SAVED: Record<ModerationMailFrequency, string> = {
  immediate: 'Saved: you are e-mailed of held comments at once.',
  digest: 'Saved: you get a daily digest of held comments.',
  never: 'Saved: you are not e-mailed of held comments.',
};

/**
 * How often a moderator is e-mailed of held comments (decision 066): each e-mail lists them with
 * Approve and Reject links.
 */
export function ModerationMailForm({ frequency }: { frequency: ModerationMailFrequency }) {
  const write = useAdminWrite();
  const action = useAdminAction();
  const [chosen, setChosen] = useState(frequency);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void action.run(async () => {
      await write('PUT', 'account/moderation-mail', { frequency: chosen });
      return SAVED[chosen];
    });
  };

  return (
    <section aria-labelledby="moderation-mail-heading">
      <h2 id="moderation-mail-heading">E-mail about held comments</h2>
      <form className="accounts-moderation-mail" onSubmit={submit}>
        <fieldset className="accounts-scopes">
          <legend>When a comment is held for review, e-mail me</legend>
          {MODERATION_MAIL_FREQUENCIES.map((value) => (
            <div key={value}>
              <label className="admin-check accounts-scopes__check">
                <input
                  type="radio"
                  name="moderation-mail"
                  value={value}
                  checked={chosen === value}
                  aria-describedby={`moderation-mail-${value}-hint`}
                  onChange={() => setChosen(value)}
                />{' '}
                {CHOICES[value].label}
              </label>
              <span
                id={`moderation-mail-${value}-hint`}
                className="admin-field__hint admin-table__block"
              >
                {CHOICES[value].hint}
              </span>
            </div>
          ))}
        </fieldset>
        <p className="admin-field__hint">
          Each e-mail has an Approve and a Reject link per comment; a link works once, for{' '}
          {COMMENT_REVIEW_LINK_TTL_DAYS} days.
        </p>
        <div>
          <button type="submit" className="button button--primary" disabled={action.busy}>
            Save
          </button>
        </div>
      </form>
      <ActionFeedback message={action.message} error={action.error} />
    </section>
  );
}
