import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';

import { describeSubmitFailure, validateFields, type FieldErrors } from './field-errors';
import { valuesInForm } from './form-values';

/** A message in the error summary, linking to the control it is about. */
export interface SummaryItem {
  fieldId: string;
  message: string;
}

interface ValidatedFormOptions<F extends string, V extends Record<F, unknown>, T> {
  schema: z.ZodMiniType<T>;
  initialValues: V;
  /** Field names as the visitor reads them, in form order ("Comment" for `body`). */
  labels: Readonly<Record<F, string>>;
  /** The id of the control each summary link moves focus to. */
  controlIds: Readonly<Record<F, string>>;
  /** The error summary's id: it takes focus after a failed submit. */
  summaryId: string;
}

/**
 * The state of a form validated by its endpoint's schema: values that survive a failed submit,
 * per-field messages (client rules once the visitor has tried to submit, then the server's),
 * a form-level message, and an error summary that takes focus after each failed attempt.
 */
export function useValidatedForm<F extends string, V extends Record<F, unknown>, T>({
  schema,
  initialValues,
  labels,
  controlIds,
  summaryId,
}: ValidatedFormOptions<F, V, T>) {
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const fields = useMemo(() => Object.keys(labels) as F[], [labels]);

  useEffect(() => {
    if (focusRequest > 0) document.getElementById(summaryId)?.focus();
  }, [focusRequest, summaryId]);

  const clientErrors = useMemo(
    () => (attempted ? validateFields(schema, values, fields).errors : {}),
    [attempted, schema, values, fields],
  );
  const errors: FieldErrors<F> = { ...serverErrors, ...clientErrors };
  const summary: SummaryItem[] = fields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: controlIds[field], message }] : [];
  });

  function setValue<K extends F>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    // A server message was about the old value; the client rules re-check the new one.
    setServerErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  /**
   * The `<form>`'s ref callback: as it hydrates, state takes what the visitor already typed or ticked in
   * the server's form (its code loads when they reach for it, issue 31), which the next render
   * would otherwise put back to the state's empty values.
   */
  const keepTypedValues = useCallback((form: HTMLFormElement | null) => {
    if (!form) return;
    setValues((current) => {
      const shown = valuesInForm(form, current);
      return JSON.stringify(shown) === JSON.stringify(current) ? current : shown;
    });
  }, []);

  /** Validates the form on submit; calls `onValid` with the parsed input or focuses the summary. */
  function handleSubmit(onValid: (input: T) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // The form as the visitor sees it: text typed before the page hydrated is in the page,
      // not yet in state (the controls agree with state otherwise).
      const shown = valuesInForm(event.currentTarget, values);
      setValues(shown);
      setAttempted(true);
      setFormError(null);
      const { data, errors: found } = validateFields(schema, shown, fields);
      if (data === undefined || Object.keys(found).length > 0) {
        setFocusRequest((count) => count + 1);
        return;
      }
      onValid(data);
    };
  }

  /** Shows why the server refused the submit; the typed values stay as they are. */
  function reportFailure(error: unknown) {
    const failure = describeSubmitFailure(error, labels);
    setServerErrors(failure.fieldErrors);
    setFormError(failure.formError);
    setFocusRequest((count) => count + 1);
  }

  /** Shows a form-level message of an answer that took nothing (the typed values stay). */
  function showFormMessage(message: string) {
    setFormError(message);
    setFocusRequest((count) => count + 1);
  }

  function reset() {
    setValues(initialValues);
    setAttempted(false);
    setServerErrors({});
    setFormError(null);
  }

  return {
    values,
    setValue,
    errors,
    summary,
    formError,
    keepTypedValues,
    handleSubmit,
    reportFailure,
    showFormMessage,
    reset,
  };
}
