import type { MouseEvent } from 'react';

import type { SummaryItem } from './use-validated-form';

interface ErrorSummaryProps {
  id: string;
  items: SummaryItem[];
  formError: string | null;
}

function focusControl(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const control = document.getElementById(fieldId);
  if (!control) return;
  event.preventDefault();
  control.focus();
  control.scrollIntoView({ block: 'center' });
}

/**
 * The list of problems after a failed submit; it takes focus so a screen reader reads it, and
 * each entry moves focus to its field.
 */
export function ErrorSummary({ id, items, formError }: ErrorSummaryProps) {
  if (items.length === 0 && formError === null) return null;
  const titleId = `${id}-title`;
  return (
    <div id={id} tabIndex={-1} className="error-summary" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="error-summary__title">
        {items.length > 0 ? 'Please correct the following' : 'That did not work'}
      </h3>
      {formError && <p className="error-summary__text">{formError}</p>}
      {items.length > 0 && (
        <ul className="error-summary__list">
          {items.map((item) => (
            <li key={item.fieldId}>
              <a href={`#${item.fieldId}`} onClick={(event) => focusControl(event, item.fieldId)}>
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
