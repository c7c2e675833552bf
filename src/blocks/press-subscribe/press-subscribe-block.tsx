import {
  pressSubscriptionInputSchema,
  useSubscribeToPressReleases,
  type PressSubscriptionField,
} from '../../api/subscribe-to-press-releases';
import type { Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { EmailField } from '../form-field/contact-fields';
import { ErrorSummary } from '../form-field/error-summary';
import { FormField } from '../form-field/form-field';
import { FormSuccess } from '../form-field/form-success';
import { useValidatedForm } from '../form-field/use-validated-form';
import { Link } from '../link/link';
import './press-subscribe.css';

type PressSubscribeSection = Extract<Section, { type: 'press-subscribe' }>;

const LABELS: Readonly<Record<PressSubscriptionField, string>> = {
  email: 'E-mail',
  name: 'Name',
  outlet: 'Publication or outlet',
};

const ID = 'press-subscribe';
const SUMMARY_ID = `${ID}-summary`;
const IDS: Readonly<Record<PressSubscriptionField, string>> = {
  email: `${ID}-email`,
  name: `${ID}-name`,
  outlet: `${ID}-outlet`,
};

const INITIAL_VALUES = { email: '', name: '', outlet: '' };

/**
 * The press release subscription on /press (decision 064): an address, and optionally a name and
 * an outlet. Without script it is a plain POST form, answered with the page that says what
 * happened; with script the answer shows in place, and a capped one keeps the form, filled.
 */
export function PressSubscribeBlock({ section }: { section: PressSubscribeSection }) {
  const form = useValidatedForm({
    schema: pressSubscriptionInputSchema,
    initialValues: INITIAL_VALUES,
    labels: LABELS,
    controlIds: IDS,
    summaryId: SUMMARY_ID,
  });
  const mutation = useSubscribeToPressReleases();
  // Past the address's daily cap nothing is saved: the form stays, filled, with the answer.
  const saved = mutation.data?.data.outcome === 'capped' ? undefined : mutation.data;
  // The browser checks the address until the page's own checks can (they say more).
  const hydrated = useHydrated();
  const headingId = `${section.id ?? ID}-heading`;
  const { values, errors, keepTypedValues } = form;

  return (
    <section className="block press-subscribe" id={section.id} aria-labelledby={headingId}>
      <div className="press-subscribe__intro">
        <h2 id={headingId}>{section.heading}</h2>
        <p>{section.intro}</p>
      </div>
      {saved ? (
        <FormSuccess title="Check your inbox" message={saved.message}>
          <p className="press-subscribe__next">
            Open the link in that e-mail within 7 days and press “Confirm my subscription”: until
            then we send you no releases.
          </p>
        </FormSuccess>
      ) : (
        <form
          ref={keepTypedValues}
          className="press-subscribe__form"
          method="post"
          action="/api/press/subscriptions"
          noValidate={hydrated}
          aria-labelledby={headingId}
          onSubmit={form.handleSubmit((input) =>
            mutation.mutate(input, {
              onSuccess: ({ data, message }) => {
                if (data.outcome === 'capped') form.showFormMessage(message);
              },
              onError: form.reportFailure,
            }),
          )}
        >
          <ErrorSummary id={SUMMARY_ID} items={form.summary} formError={form.formError} />
          <div className="press-subscribe__fields">
            <EmailField
              form={form}
              id={IDS.email}
              label={LABELS.email}
              hint="We send a link to confirm first, and nothing before you confirm."
            />
            <FormField id={IDS.name} label={LABELS.name} optional error={errors.name}>
              {(control) => (
                <input
                  {...control}
                  className="form-field__input"
                  name="name"
                  autoComplete="name"
                  value={values.name}
                  onChange={(event) => form.setValue('name', event.currentTarget.value)}
                />
              )}
            </FormField>
            <FormField id={IDS.outlet} label={LABELS.outlet} optional error={errors.outlet}>
              {(control) => (
                <input
                  {...control}
                  className="form-field__input"
                  name="outlet"
                  autoComplete="organization"
                  value={values.outlet}
                  onChange={(event) => form.setValue('outlet', event.currentTarget.value)}
                />
              )}
            </FormField>
          </div>
          <p className="press-subscribe__privacy">
            We keep your address, name and outlet only to send you our releases, and delete them the
            moment you unsubscribe. See the{' '}
            <Link to={`${paths.privacyPolicy()}#what-we-collect`}>privacy policy</Link>.
          </p>
          {/* Not the shared SubmitButton, which waits for the script: this form posts without. */}
          <button
            type="submit"
            className="button button--primary form-field__submit"
            disabled={mutation.isPending}
            aria-busy={mutation.isPending || undefined}
          >
            {mutation.isPending ? 'Subscribing…' : 'Subscribe'}
          </button>
        </form>
      )}
    </section>
  );
}
