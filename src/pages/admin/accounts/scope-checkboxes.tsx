import { ADMIN_SCOPE_LABELS, ALL_ADMIN_SCOPES } from '../../../../contract/admin-scopes';

/** The sections an account may use, in words, in the order the admin's navigation shows them. */
export function scopeWords(scopes: readonly string[]): string {
  const words = ALL_ADMIN_SCOPES.filter((scope) => scopes.includes(scope)).map(
    (scope) => ADMIN_SCOPE_LABELS[scope].split(':')[0],
  );
  return words.length > 0 ? words.join(', ') : 'No section';
}

/** One checkbox per admin section, named in words; the error names the whole group. */
export function ScopeCheckboxes({
  idPrefix,
  legend,
  value,
  onChange,
  error,
  disabled,
}: {
  idPrefix: string;
  legend: string;
  value: readonly string[];
  onChange: (scopes: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const errorId = `${idPrefix}-scopes-error`;
  const toggle = (scope: string, checked: boolean) =>
    onChange(ALL_ADMIN_SCOPES.filter((each) => (each === scope ? checked : value.includes(each))));
  return (
    <fieldset
      className="admin-field accounts-scopes"
      id={`${idPrefix}-scopes`}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      {ALL_ADMIN_SCOPES.map((scope) => (
        <label key={scope} className="admin-check accounts-scopes__check">
          <input
            type="checkbox"
            name="scopes"
            value={scope}
            checked={value.includes(scope)}
            disabled={disabled}
            onChange={(event) => toggle(scope, event.target.checked)}
          />
          {ADMIN_SCOPE_LABELS[scope]}
        </label>
      ))}
      {error && (
        <p id={errorId} className="admin-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
