import {
  talentInputSchema,
  useJoinTalentCommunity,
  type TalentField,
} from '../../api/join-talent-community';
import type { Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { usePublicConfig } from '../../lib/public-config-context';
import { COUNTRIES } from '../../../contract/countries';
import { EmailField, NameField } from '../form-field/contact-fields';
import { Checkbox, ChoiceGroup, FormField } from '../form-field/form-field';
import { FormSuccess } from '../form-field/form-success';
import { MutationForm } from '../form-field/mutation-form';
import { SubmitButton } from '../form-field/submit-button';
import { useValidatedForm } from '../form-field/use-validated-form';
import './talent-form.css';
import { Link } from '../link/link';

type TalentFormSection = Extract<Section, { type: 'talent-form' }>;

const TALENT_LABELS: Readonly<Record<TalentField, string>> = {
  name: 'Name',
  email: 'E-mail',
  country: 'Country',
  interests: 'Interests',
  consent: 'Consent',
};

const ID = 'talent';
const SUMMARY_ID = `${ID}-summary`;
const IDS: Readonly<Record<TalentField, string>> = {
  name: `${ID}-name`,
  email: `${ID}-email`,
  country: `${ID}-country`,
  interests: `${ID}-interests-0`,
  consent: `${ID}-consent`,
};

const INITIAL_VALUES = {
  name: '',
  email: '',
  country: '',
  interests: [] as string[],
  consent: false as boolean,
};

const toggle = (list: string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((item) => item !== value);

/** The talent community sign-up: name, e-mail, country, teams of interest and consent. */
export function TalentFormBlock({ section }: { section: TalentFormSection }) {
  const form = useValidatedForm({
    schema: talentInputSchema,
    initialValues: INITIAL_VALUES,
    labels: TALENT_LABELS,
    controlIds: IDS,
    summaryId: SUMMARY_ID,
  });
  const mutation = useJoinTalentCommunity();
  const { companyName, companySlug } = usePublicConfig();
  const careersEmail = `careers@${companySlug}.example`;
  const headingId = `${section.id ?? ID}-heading`;
  const { values, errors } = form;

  return (
    <section className="block talent-form" id={section.id} aria-labelledby={headingId}>
      <div className="talent-form__intro">
        <h2 id={headingId}>{section.heading}</h2>
        <p>{section.intro}</p>
      </div>
      <div className="talent-form__panel">
        {mutation.isSuccess ? (
          <FormSuccess title="Check your inbox" message={mutation.data.message}>
            {/* The server answers alike for a new address and a known one, so the panel cannot
                say which happened: it says what each case means. */}
            <p className="talent-form__next">
              Open the link in that email within 7 days and press “Confirm my signup”: until then
              you are not in the community. No email after a few minutes? Check your spam folder. If
              this address has already confirmed, nothing changes and we send nothing: to change
              your teams, write to <a href={`mailto:${careersEmail}`}>{careersEmail}</a>. Every
              e-mail from us has a link to leave the community at once.
            </p>
            <Link to={paths.jobs()} className="button button--primary">
              Browse open jobs
            </Link>
          </FormSuccess>
        ) : (
          <MutationForm
            form={form}
            mutation={mutation}
            summaryId={SUMMARY_ID}
            labelledBy={headingId}
          >
            <div className="talent-form__row">
              <NameField form={form} id={IDS.name} label={TALENT_LABELS.name} />
              <EmailField
                form={form}
                id={IDS.email}
                label={TALENT_LABELS.email}
                hint="Only a recruiter with a role that fits will write to you."
              />
            </div>
            <FormField
              id={IDS.country}
              label={TALENT_LABELS.country}
              hint="Where you live now."
              error={errors.country}
            >
              {(control) => (
                <select
                  {...control}
                  className="form-field__input talent-form__country"
                  name="country"
                  autoComplete="country-name"
                  value={values.country}
                  onChange={(event) => form.setValue('country', event.currentTarget.value)}
                >
                  <option value="">Choose a country</option>
                  {COUNTRIES.map((country) => (
                    <option key={country.value} value={country.value}>
                      {country.text}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {section.interests.length > 0 && (
              <ChoiceGroup
                id={`${ID}-interests`}
                legend="Teams you are interested in"
                hint="Choose as many as you like, or none if any team would do."
                error={errors.interests}
              >
                {section.interests.map((interest, index) => (
                  <Checkbox
                    key={interest}
                    id={`${ID}-interests-${index}`}
                    name="interests"
                    value={interest}
                    label={interest}
                    checked={values.interests.includes(interest)}
                    onChange={(on) =>
                      form.setValue('interests', toggle(values.interests, interest, on))
                    }
                  />
                ))}
              </ChoiceGroup>
            )}
            <Checkbox
              id={IDS.consent}
              name="consent"
              required
              error={errors.consent}
              checked={values.consent}
              onChange={(on) => form.setValue('consent', on)}
              label={
                <>
                  I agree that {companyName} may keep my details for two years so its recruiters can
                  contact me about matching jobs, as described in the{' '}
                  <Link to={paths.privacyPolicy()}>privacy policy</Link>.
                </>
              }
            />
            <div className="talent-form__actions">
              <SubmitButton
                pending={mutation.isPending}
                label="Join the community"
                pendingLabel={mutation.isPaused ? 'Waiting for the connection…' : 'Joining…'}
              />
            </div>
          </MutationForm>
        )}
      </div>
    </section>
  );
}
