import { controlProps, FieldNotes, type FieldsContext } from './job-form-fields';
import { fieldId } from './job-form-values';

/**
 * What the job's page says of its team beside the facts (decision 037): the team's size and the
 * 'Relocation Assistance Provided' note, each left out of the page when empty.
 */
export function JobTeamFields({ values, errors, change }: FieldsContext) {
  return (
    <div className="job-editor__row">
      <div className="admin-field">
        <label htmlFor={fieldId('teamSize')}>
          Team size<span className="admin-table__muted"> (optional)</span>
        </label>
        <input
          {...controlProps('teamSize', errors, true)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={values.teamSize}
          onChange={(event) => change({ teamSize: event.target.value }, ['teamSize'])}
        />
        <FieldNotes
          path="teamSize"
          errors={errors}
          hint="People in the team; the job’s page leaves it out when empty."
        />
      </div>
      <div className="admin-field">
        <label className="admin-check job-editor__check">
          <input
            {...controlProps('relocationAssistance', errors)}
            type="checkbox"
            checked={values.relocationAssistance}
            onChange={(event) =>
              change({ relocationAssistance: event.target.checked }, ['relocationAssistance'])
            }
          />
          Relocation assistance provided (the job’s page says so)
        </label>
        <FieldNotes path="relocationAssistance" errors={errors} />
      </div>
    </div>
  );
}
