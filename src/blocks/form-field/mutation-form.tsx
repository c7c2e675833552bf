import type { FormEvent, ReactNode } from 'react';

import { ErrorSummary } from './error-summary';
import type { SummaryItem } from './use-validated-form';

/** The part of `useValidatedForm` that submitting needs. */
interface SubmittableForm<T> {
  summary: SummaryItem[];
  formError: string | null;
  handleSubmit(onValid: (input: T) => void): (event: FormEvent<HTMLFormElement>) => void;
  reportFailure(error: unknown): void;
}

/** The part of a react-query mutation that sends the form. */
interface SubmitMutation<T> {
  mutate(input: T, options: { onError: (error: unknown) => void }): void;
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
 * submit fills the error summary at the top.
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
  const onSubmit = form.handleSubmit((input) =>
    mutation.mutate(input, { onError: form.reportFailure }),
  );
  return (
    <form className={className} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      {header}
      <ErrorSummary id={summaryId} items={form.summary} formError={form.formError} />
      {children}
    </form>
  );
}
