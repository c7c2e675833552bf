import { useState, type ReactNode } from 'react';

import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from '../../../../contract/job-model';
import { regionName } from '../../../../contract/job-places';
import { COUNTRY_CODES } from '../../../../contract/country-codes';
import { countryName } from '../../../../contract/country-names';
import { CURRENCY_CODES } from '../../../../contract/currencies';
import { MarkdownField } from '../shell/markdown-field';
import {
  emptyPlace,
  fieldId,
  MAX_PLACES,
  type FieldPath,
  type JobFormValues,
  type PayValues,
  type PlaceValues,
} from './job-form-values';

/** The region names a remote job may accept besides countries (schema.org AdministrativeArea). */
export const REMOTE_REGION_NAMES = ['EU', 'EEA', 'Europe'] as const;

const PERIODS: readonly { value: PayValues['period']; label: string }[] = [
  { value: 'YEAR', label: 'per year' },
  { value: 'MONTH', label: 'per month' },
  { value: 'WEEK', label: 'per week' },
  { value: 'DAY', label: 'per day' },
  { value: 'HOUR', label: 'per hour' },
];

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

/** "EUR – Euro"; the code alone where Intl has no name for it (SLE read "SLE – SLE"). */
function currencyLabel(code: string): string {
  const name = currencyNames.of(code);
  return name && name !== code ? `${code} – ${name}` : code;
}

// Sorted by name, as the admin looks them up.
const COUNTRIES = COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
  a.name.localeCompare(b.name, 'en'),
);

/** What the fields read and write: the errors beside them and how a field changes. */
export interface FieldsContext {
  values: JobFormValues;
  errors: Readonly<Record<FieldPath, string>>;
  change: (patch: Partial<JobFormValues>, touched: FieldPath[]) => void;
}

/** The attributes that tie a control to its label, hint and error. */
export function controlProps(path: FieldPath, errors: FieldsContext['errors'], hint = false) {
  const id = fieldId(path);
  const describedBy = [errors[path] && `${id}-error`, hint && `${id}-hint`].filter(Boolean);
  return {
    id,
    'aria-invalid': errors[path] ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  } as const;
}

/** A field's hint and error, under its control. */
export function FieldNotes({
  path,
  hint,
  errors,
}: {
  path: FieldPath;
  hint?: ReactNode;
  errors: FieldsContext['errors'];
}) {
  return (
    <>
      {hint && (
        <p id={`${fieldId(path)}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
      {errors[path] && (
        <p id={`${fieldId(path)}-error`} className="admin-field__error">
          {errors[path]}
        </p>
      )}
    </>
  );
}

/** A labelled one-line text field. */
export function TextField({
  path,
  label,
  value,
  onChange,
  errors,
  hint,
  optional = false,
  required = !optional,
  maxLength,
  type = 'text',
}: {
  path: FieldPath;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldsContext['errors'];
  hint?: ReactNode;
  optional?: boolean;
  /** Off for a field that one of several may fill (a place's city or country). */
  required?: boolean;
  maxLength?: number;
  type?: 'text' | 'url' | 'datetime-local';
}) {
  return (
    <div className="admin-field">
      <label htmlFor={fieldId(path)}>
        {label}
        {optional && <span className="admin-table__muted"> (optional)</span>}
      </label>
      <input
        {...controlProps(path, errors, Boolean(hint))}
        type={type}
        value={value}
        maxLength={maxLength}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldNotes path={path} hint={hint} errors={errors} />
    </div>
  );
}

/** A select of the countries, by name, valued by ISO code. */
function CountrySelect({
  path,
  value,
  onChange,
  errors,
  emptyLabel,
}: {
  path: FieldPath;
  value: string;
  onChange: (code: string) => void;
  errors: FieldsContext['errors'];
  emptyLabel: string;
}) {
  return (
    <select
      {...controlProps(path, errors)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{emptyLabel}</option>
      {COUNTRIES.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}

export function EmploymentTypeField({ values, errors, change }: FieldsContext) {
  return (
    <div className="admin-field">
      <label htmlFor={fieldId('employmentType')}>Employment type</label>
      <select
        {...controlProps('employmentType', errors)}
        value={values.employmentType}
        onChange={(event) =>
          change({ employmentType: event.target.value as JobFormValues['employmentType'] }, [
            'employmentType',
          ])
        }
      >
        <option value="">Not stated (the site says “Any”)</option>
        {EMPLOYMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {EMPLOYMENT_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
      <FieldNotes path="employmentType" errors={errors} />
    </div>
  );
}

const WORKPLACE_CHOICES: readonly {
  value: JobFormValues['workplaceType'];
  label: string;
  hint: string;
}[] = [
  { value: 'on_site', label: 'On site', hint: 'At one of the places below.' },
  { value: 'hybrid', label: 'Hybrid', hint: 'Partly at one of the places below.' },
  { value: 'remote', label: 'Remote', hint: 'From the countries or regions you name.' },
];

export function WorkplaceTypeField({ values, errors, change }: FieldsContext) {
  return (
    <fieldset
      className="job-editor__group"
      aria-invalid={errors.workplaceType ? true : undefined}
      aria-describedby={errors.workplaceType ? `${fieldId('workplaceType')}-error` : undefined}
    >
      <legend>Workplace type</legend>
      <div className="job-editor__choices">
        {WORKPLACE_CHOICES.map(({ value, label, hint }, index) => (
          <label key={value} className="job-editor__choice">
            <input
              // The first choice carries the field's id: an error focuses it.
              id={index === 0 ? fieldId('workplaceType') : undefined}
              type="radio"
              name="workplaceType"
              value={value}
              checked={values.workplaceType === value}
              onChange={() => change({ workplaceType: value }, ['workplaceType'])}
            />
            <span>
              <strong>{label}</strong>
              <span className="admin-field__hint"> {hint}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldNotes path="workplaceType" errors={errors} />
    </fieldset>
  );
}

/** One place of the list, with Make primary and Remove. */
function PlaceRow({
  place,
  index,
  count,
  context,
  onChange,
  onRemove,
  onMakePrimary,
}: {
  place: PlaceValues;
  index: number;
  count: number;
  context: FieldsContext;
  onChange: (patch: Partial<PlaceValues>, part: keyof PlaceValues) => void;
  onRemove: () => void;
  onMakePrimary: () => void;
}) {
  const { errors } = context;
  const path = (part: string) => `locations.${index}.${part}`;
  const name =
    place.city || (place.countryCode ? countryName(place.countryCode) : `place ${index + 1}`);
  return (
    <li className="job-place">
      <p className="job-place__title" id={`${fieldId(`locations.${index}`)}-title`}>
        {index === 0 ? 'Primary place' : `Place ${index + 1}`}
      </p>
      <div className="job-place__fields">
        <TextField
          path={path('city')}
          label="City"
          value={place.city}
          onChange={(city) => onChange({ city }, 'city')}
          errors={errors}
          required={false}
          maxLength={80}
        />
        <TextField
          path={path('region')}
          label="Region"
          value={place.region}
          onChange={(region) => onChange({ region }, 'region')}
          errors={errors}
          optional
          maxLength={80}
        />
        <div className="admin-field">
          <label htmlFor={fieldId(path('countryCode'))}>Country</label>
          <CountrySelect
            path={path('countryCode')}
            value={place.countryCode}
            onChange={(countryCode) => onChange({ countryCode }, 'countryCode')}
            errors={errors}
            emptyLabel="Choose a country"
          />
          <FieldNotes path={path('countryCode')} errors={errors} />
        </div>
      </div>
      <div className="job-place__actions">
        {index > 0 && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={onMakePrimary}
            aria-label={`Make ${name} the primary place`}
          >
            Make primary
          </button>
        )}
        {count > 1 && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={onRemove}
            aria-label={`Remove ${name}`}
          >
            Remove
          </button>
        )}
      </div>
    </li>
  );
}

/** The job's places: the first is the primary one (the card's city). */
export function PlacesField(context: FieldsContext) {
  const { values, errors, change } = context;
  const places = values.locations;
  const setPlaces = (locations: PlaceValues[], touched: FieldPath[]) =>
    change({ locations }, [...touched, 'locations']);
  const focusPlace = (index: number) =>
    requestAnimationFrame(() =>
      document.getElementById(fieldId(`locations.${index}.city`))?.focus(),
    );
  return (
    <fieldset className="job-editor__group" aria-describedby={`${fieldId('locations')}-hint`}>
      <legend>Places</legend>
      <p id={`${fieldId('locations')}-hint`} className="admin-field__hint">
        A city or a country for each, up to {MAX_PLACES}. The first is the primary place: cards show
        its city and how many more (“Amsterdam + 2”). A remote job may have none.
      </p>
      <ol className="job-places">
        {places.map((place, index) => (
          <PlaceRow
            key={place.key}
            place={place}
            index={index}
            count={places.length}
            context={context}
            onChange={(patch, part) =>
              setPlaces(
                places.map((each, at) => (at === index ? { ...each, ...patch } : each)),
                [`locations.${index}.${part}`, `locations.${index}`],
              )
            }
            onRemove={() => {
              setPlaces(
                places.filter((_, at) => at !== index),
                [],
              );
              focusPlace(Math.max(0, index - 1));
            }}
            onMakePrimary={() => {
              setPlaces([place, ...places.filter((_, at) => at !== index)], []);
              focusPlace(0);
            }}
          />
        ))}
      </ol>
      <button
        id={fieldId('locations')}
        type="button"
        className="button button--ghost"
        disabled={places.length >= MAX_PLACES}
        aria-invalid={errors.locations ? true : undefined}
        aria-describedby={errors.locations ? `${fieldId('locations')}-error` : undefined}
        onClick={() => {
          setPlaces([...places, emptyPlace()], []);
          focusPlace(places.length);
        }}
      >
        Add a place
      </button>
      <FieldNotes path="locations" errors={errors} />
    </fieldset>
  );
}

/** Where applicants of a remote job may live: countries or regions, added from one list. */
export function RemoteRegionsField({ values, errors, change }: FieldsContext) {
  const [choice, setChoice] = useState('');
  const chosen = values.remoteRegions;
  const set = (remoteRegions: string[]) => change({ remoteRegions }, ['remoteRegions']);
  const id = fieldId('remoteRegions');
  return (
    <fieldset className="job-editor__group">
      <legend>Where applicants may live</legend>
      {chosen.length === 0 ? (
        <p className="admin-field__hint">
          Anywhere the company hires from (the site names the head office’s country).
        </p>
      ) : (
        <ul className="job-regions" aria-label="Accepted countries and regions">
          {chosen.map((region) => (
            <li key={region} className="job-regions__item">
              <span>{regionName(region)}</span>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={`Remove ${regionName(region)}`}
                onClick={() => {
                  set(chosen.filter((each) => each !== region));
                  requestAnimationFrame(() => document.getElementById(id)?.focus());
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="job-editor__inline">
        <div className="admin-field">
          <label htmlFor={id}>Add a country or region</label>
          <select
            {...controlProps('remoteRegions', errors)}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="">Choose…</option>
            <optgroup label="Regions">
              {REMOTE_REGION_NAMES.filter((name) => !chosen.includes(name)).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Countries">
              {COUNTRIES.filter(({ code }) => !chosen.includes(code)).map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <button
          type="button"
          className="button button--ghost"
          disabled={choice === ''}
          onClick={() => {
            set([...chosen, choice]);
            setChoice('');
          }}
        >
          Add
        </button>
      </div>
      <FieldNotes path="remoteRegions" errors={errors} />
    </fieldset>
  );
}

/** The pay range, optional: a check box shows it. */
export function PayField({ values, errors, change }: FieldsContext) {
  const setPay = (patch: Partial<PayValues>, part: keyof PayValues) =>
    change({ pay: { ...values.pay, ...patch } }, [`pay.${part}`, 'pay']);
  const amount = (part: 'min' | 'max', label: string) => (
    <div className="admin-field">
      <label htmlFor={fieldId(`pay.${part}`)}>{label}</label>
      <input
        {...controlProps(`pay.${part}`, errors)}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={values.pay[part]}
        aria-required
        onChange={(event) => setPay({ [part]: event.target.value }, part)}
      />
      <FieldNotes path={`pay.${part}`} errors={errors} />
    </div>
  );
  return (
    <fieldset className="job-editor__group">
      <legend>Pay</legend>
      <label className="admin-check job-editor__check">
        <input
          type="checkbox"
          checked={values.hasPay}
          onChange={(event) => change({ hasPay: event.target.checked }, ['pay'])}
        />
        State the pay range (the card, the page and search engines show it)
      </label>
      {values.hasPay && (
        <div className="job-editor__row">
          {amount('min', 'From')}
          {amount('max', 'To')}
          <div className="admin-field">
            <label htmlFor={fieldId('pay.currency')}>Currency</label>
            <select
              {...controlProps('pay.currency', errors)}
              value={values.pay.currency}
              onChange={(event) => setPay({ currency: event.target.value }, 'currency')}
            >
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {currencyLabel(code)}
                </option>
              ))}
            </select>
            <FieldNotes path="pay.currency" errors={errors} />
          </div>
          <div className="admin-field">
            <label htmlFor={fieldId('pay.period')}>Period</label>
            <select
              {...controlProps('pay.period', errors)}
              value={values.pay.period}
              onChange={(event) =>
                setPay({ period: event.target.value as PayValues['period'] }, 'period')
              }
            >
              {PERIODS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            <FieldNotes path="pay.period" errors={errors} />
          </div>
        </div>
      )}
    </fieldset>
  );
}

/** The job's Markdown description, previewed by the site's own renderer. */
export function DescriptionField({ values, errors, change }: FieldsContext) {
  return (
    <MarkdownField
      id={fieldId('description')}
      label="Description"
      value={values.description}
      onChange={(description) => change({ description }, ['description'])}
      previewUrl="admin/jobs/markdown-preview"
      error={errors.description}
    />
  );
}
