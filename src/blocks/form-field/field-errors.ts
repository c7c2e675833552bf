import type { z } from 'zod/mini';

import { ApiError } from '../../../contract/errors';

/** One message per field that has a problem. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What a failed submit tells the visitor: messages on fields, or one for the whole form. */
interface SubmitFailure<F extends string> {
  fieldErrors: FieldErrors<F>;
  formError: string | null;
}

interface InputIssue {
  field: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The first path segment names the field: `interests.2` is the interests field. */
const fieldOf = (path: string): string => path.split('.')[0] ?? path;

/**
 * Validates form values with the endpoint's input schema and keeps the first message of each
 * field, so the browser shows the same rules the server applies.
 *
 * @example
 * validateFields(commentInputSchema, { name: '', body: 'Hi' }, ['name', 'email', 'body']);
 * // => { errors: { name: 'Enter your name' } }
 */
export function validateFields<F extends string, T>(
  schema: z.ZodMiniType<T>,
  values: unknown,
  fields: readonly F[],
): { data?: T; errors: FieldErrors<F> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = fields.find((name) => name === String(issue.path[0]));
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { errors };
}

/** The envelope's message and its `{field, issues}` data, whichever shape the error carries. */
function readPayload(data: unknown): { message?: string; issues: InputIssue[] } {
  // An HTTP error keeps the whole response body (the envelope); `success: false` keeps its data.
  const envelope = isRecord(data) && data.success === false ? data : undefined;
  const invalid = envelope ? envelope.data : data;
  const message = typeof envelope?.message === 'string' ? envelope.message : undefined;
  if (!isRecord(invalid)) return { message, issues: [] };
  const issues = Array.isArray(invalid.issues)
    ? invalid.issues.filter(
        (issue): issue is InputIssue =>
          isRecord(issue) && typeof issue.field === 'string' && typeof issue.message === 'string',
      )
    : [];
  if (issues.length === 0 && typeof invalid.field === 'string') {
    issues.push({ field: invalid.field, message: message ?? 'is not valid' });
  }
  return { message, issues };
}

/** "must be at least 2 characters" reads as "Comment must be at least 2 characters". */
function fieldMessage(label: string, message: string): string {
  const text = message.replace(/^Invalid [\w.]+:\s*/, '');
  return /^[a-z]/.test(text) ? `${label} ${text}` : text;
}

/**
 * Turns a failed submit into messages: a 400 envelope naming known fields puts each message on
 * its field; anything else (rate limit, server down, offline) is one message for the form,
 * the server's own for a client error, else the SPEC §8 catalogue message.
 *
 * @example
 * describeSubmitFailure(error, { name: 'Name', email: 'E-mail', body: 'Comment' });
 * // 400 {field: 'body', issues: [{field: 'body', message: 'must be at least 2 characters'}]}
 * // => { fieldErrors: { body: 'Comment must be at least 2 characters' }, formError: null }
 */
export function describeSubmitFailure<F extends string>(
  error: unknown,
  labels: Readonly<Record<F, string>>,
): SubmitFailure<F> {
  const fields = Object.keys(labels) as F[];
  const apiError = error instanceof ApiError ? error : undefined;
  const { message, issues } = readPayload(apiError?.data);
  const fieldErrors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === fieldOf(issue.field));
    if (field && fieldErrors[field] === undefined) {
      fieldErrors[field] = fieldMessage(labels[field], issue.message);
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formError: null };
  const isClientError = apiError && apiError.statusCode >= 400 && apiError.statusCode < 500;
  const formError =
    (isClientError ? message : undefined) ??
    apiError?.message ??
    'Something went wrong. Please check your connection and try again.';
  return { fieldErrors, formError };
}
