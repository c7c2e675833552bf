import { useId } from 'react';

import {
  alertQueryOf,
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  describeAlertQuery,
} from '../../../contract/job-alert';
import { jobSearchOf, type JobListQuery } from '../../../contract/job-list-query';
import { jobAlertInputSchema, useSaveJobAlert, type JobAlertField } from '../../api/save-job-alert';
import { paths } from '../../../contract/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { ErrorSummary } from '../form-field/error-summary';
import { FormField } from '../form-field/form-field';
import { FormSuccess } from '../form-field/form-success';
import { useValidatedForm } from '../form-field/use-validated-form';
import './job-alert.css';

const LABELS: Readonly<Record<JobAlertField, string>> = {
  email: 'E-mail',
  frequency: 'How often',
};

const INITIAL_VALUES = { email: '', frequency: 'weekly' };

/**
 * "E-mail me new jobs like these" under the job list: saves the list's search (every key it
 * takes) with an address and a frequency. Without script it is a plain POST form, answered with
 * the page that says what happened (a link on its way, one already pending, or the address's
 * daily cap reached); with script the answer shows in place, and a capped one keeps the form.
 */
export function JobAlertForm({ query }: { query: JobListQuery }) {
  const id = useId();
  const ids: Record<JobAlertField, string> = { email: `${id}-email`, frequency: `${id}-frequency` };
  const summaryId = `${id}-summary`;
  const headingId = `${id}-heading`;
  const search = alertQueryOf(query);
  const form = useValidatedForm({
    schema: jobAlertInputSchema,
    initialValues: INITIAL_VALUES,
    labels: LABELS,
    controlIds: ids,
    summaryId,
  });
  const { keepTypedValues } = form;
  const mutation = useSaveJobAlert();
  // Past the address's daily cap nothing is saved: the form stays, filled, with the answer.
  const saved = mutation.data?.data.outcome === 'capped' ? undefined : mutation.data;
  const savedEmail = mutation.variables?.input.email ?? '';
  // The browser checks the address until the page's own checks can (they say more).
  const hydrated = useHydrated();

  return (
    <section className="job-alert" aria-labelledby={headingId}>
      <h2 id={headingId} className="job-alert__heading">
        E-mail me new jobs like these
      </h2>
      <p className="job-alert__search">
        <span className="job-alert__search-label">Your search: </span>
        {describeAlertQuery(search)}
      </p>
      {saved ? (
        <FormSuccess title={`Check your inbox at ${savedEmail}`} message={saved.message}>
          <p className="job-alert__next">
            Open the link in that e-mail within 7 days and press “Confirm my alert”. Every alert
            e-mail has a link to change or delete the alert.
          </p>
        </FormSuccess>
      ) : (
        <form
          ref={keepTypedValues}
          className="job-alert__form"
          method="post"
          action="/api/alerts"
          noValidate={hydrated}
          aria-labelledby={headingId}
          onSubmit={form.handleSubmit((input) =>
            mutation.mutate(
              { input, search },
              {
                onSuccess: ({ data, message }) => {
                  if (data.outcome === 'capped') form.showFormMessage(message);
                },
                onError: form.reportFailure,
              },
            ),
          )}
        >
          <ErrorSummary id={summaryId} items={form.summary} formError={form.formError} />
          {[...new URLSearchParams(search)].map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          <div className="job-alert__fields">
            <FormField
              id={ids.email}
              label={LABELS.email}
              hint="We send a link to confirm first, and nothing before you confirm."
              error={form.errors.email}
            >
              {(control) => (
                <input
                  {...control}
                  className="form-field__input"
                  type="email"
                  name="email"
                  autoComplete="email"
                  spellCheck={false}
                  required
                  value={form.values.email}
                  onChange={(event) => form.setValue('email', event.currentTarget.value)}
                />
              )}
            </FormField>
            <FormField id={ids.frequency} label={LABELS.frequency} error={form.errors.frequency}>
              {(control) => (
                <select
                  {...control}
                  className="form-field__input"
                  name="frequency"
                  value={form.values.frequency}
                  onChange={(event) => form.setValue('frequency', event.currentTarget.value)}
                >
                  {ALERT_FREQUENCIES.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {ALERT_FREQUENCY_LABELS[frequency]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {/* Not the shared SubmitButton, which waits for the script: this form posts without. */}
            <button
              type="submit"
              className="button button--primary form-field__submit"
              disabled={mutation.isPending}
              aria-busy={mutation.isPending || undefined}
            >
              {mutation.isPending ? 'Saving…' : 'Create alert'}
            </button>
          </div>
        </form>
      )}
      <p className="job-alert__feed">
        Or follow it in a feed reader:{' '}
        <a href={paths.jobFeed(jobSearchOf(query))} type="application/atom+xml">
          feed of this search
        </a>
      </p>
    </section>
  );
}
