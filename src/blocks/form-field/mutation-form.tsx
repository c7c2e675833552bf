import type { FormEvent, ReactNode } from 'react';

import { ErrorSummary } from './error-summary';
import type { SummaryItem } from './use-validated-form';

/** The part of `useValidatedForm` that submitting needs. */
interface SubmittableForm<T> {
  summary: SummaryItem[];
  formError: string | null;
  keepTypedValues(form: HTMLFormElement | null): void;
  handleSubmit(onValid: (input: T) => void): (event: FormEvent<HTMLFormElement>) => void;
  reportFailure(error: unknown): void;
}

/** The part of a react-query mutation that sends the form. */
interface SubmitMutation<T> {
  mutate(input: T, options: { onError: (error: unknown) => void }): void;
  /** React Query holds a mutation sent while offline and sends it once the browser is back online. */
  isPaused: boolean;
}

interface MutationFormProps<T> {
  form: SubmittableForm<T>;
  mutation: SubmitMutation<T>;
  /** The error summary's id (the `summaryId` given to `useValidatedForm`). */
  summaryId: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  className?: string;
  /** Shown above the error summary, e.g. the form's title and intro. */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * A form validated by `useValidatedForm` that sends its parsed input with `mutation`; a refused
 * submit fills the error summary at the top. Sent while offline, it says it waits for the
 * connection; the typed text stays, and React Query sends it when the browser is online again.
 */
export function MutationForm<T>({
  form,
  mutation,
  summaryId,
  labelledBy,
  className,
  header,
  children,
}: MutationFormProps<T>) {
  const { keepTypedValues } = form;
  const onSubmit = form.handleSubmit((input) =>
    mutation.mutate(input, { onError: form.reportFailure }),
  );
  return (
    <form
      ref={keepTypedValues}
      className={className}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
    >
      {header}
      <ErrorSummary id={summaryId} items={form.summary} formError={form.formError} />
      {children}
      <p className="form-field__waiting" role="status" aria-live="polite">
        {mutation.isPaused
          ? 'You are offline. This will be sent as soon as the connection is back: keep this page open.'
          : null}
      </p>
    </form>
  );
}
