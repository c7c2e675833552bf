import express, { type RequestHandler } from 'express';
import { z } from 'zod';

import type { Envelope } from '../../../contract/page-types';
import { plainTextProblem, type TextProblem } from '../../../contract/text-rules';
import { settleUnreadBody } from './body-type';
import { failEnvelope, HttpError } from './envelope';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from './json-depth';
import { UNSAFE_TEXT_MESSAGE, unsafeBodyField } from './safe-text';

/** Where a value came from: it names the field when the whole value is wrong. */
type InputSource = 'query' | 'body' | 'params';

interface InputIssue {
  field: string;
  message: string;
}

/** The `data` of a 400 envelope for bad input. */
interface InvalidInputData {
  field: string;
  issues: InputIssue[];
}

// JSON bodies of the public forms are small; SPEC issue: a 2 MB body is a 4xx, never a 500.
const JSON_BODY_LIMIT = '16kb';

function describeIssue(issue: z.core.$ZodIssue, where: InputSource): InputIssue {
  if (issue.code === 'unrecognized_keys') {
    const noun = where === 'query' ? 'parameter' : 'field';
    // Named where it is (`section.3.colour`), as the other issues are.
    const key = issue.keys[0];
    const field = key === undefined ? where : [...issue.path.map(String), key].join('.');
    return { field, message: `unknown ${noun}` };
  }
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : where;
  return { field, message: issue.message };
}

/** A 400 for one bad field, shaped like those of `parseOrThrow`. */
export function invalidInputError(field: string, message: string): HttpError {
  const data: InvalidInputData = { field, issues: [{ field, message }] };
  return new HttpError(400, `Invalid ${field}: ${message}`, data);
}

/**
 * The one way to validate input at the edge: parses `value` with `schema` or throws a 400
 * `HttpError` whose message and data name the first bad field.
 *
 * @example
 * const body = parseOrThrow(commentBodySchema, req.body, 'body');
 * // { body: 'x' } → HttpError(400, 'Invalid body: Too small: …', { field: 'body', issues: [...] })
 */
export function parseOrThrow<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  where: InputSource,
): z.output<S> {
  // `z.safeParse` takes the shared `zod/mini` schemas of src/api as well as full zod ones.
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => describeIssue(issue, where));
  const first = issues[0] ?? { field: where, message: 'invalid input' };
  const data: InvalidInputData = { field: first.field, issues };
  throw new HttpError(400, `Invalid ${first.field}: ${first.message}`, data);
}

const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  control: 'must not contain control characters',
  bidi: 'must not contain bidirectional control characters (U+202A–U+202E, U+2066–U+2069)',
  'line-break': 'must be a single line',
};

/**
 * A plain-text field, trimmed, `min`–`max` characters, without control characters or
 * bidirectional controls; line breaks (U+2028 and U+2029 too) and tabs only when `multiline`
 * (contract/text-rules.ts, shared with the forms). The text is stored and returned as it is and
 * rendered as text, never HTML.
 *
 * @example
 * z.strictObject({ name: plainText({ min: 1, max: 80 }) });
 */
export function plainText({
  min,
  max,
  multiline = false,
}: {
  min: number;
  max: number;
  multiline?: boolean;
}) {
  return z
    .string()
    .trim()
    .min(min, { error: min === 1 ? 'must not be empty' : `must be at least ${min} characters` })
    .max(max, { error: `must be at most ${max} characters` })
    .superRefine((text, context) => {
      const problem = plainTextProblem(text, { multiline });
      if (problem) context.addIssue({ code: 'custom', message: TEXT_PROBLEM_MESSAGES[problem] });
    });
}

// Row ids are int4 (`serial`/`integer` columns): a larger number would fail in SQL, not here.
const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body: a whole number from 1 to the int4 maximum. */
export function rowId() {
  return z
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(MAX_ROW_ID, { error: `must be at most ${MAX_ROW_ID}` });
}

// RFC 5321: an address is at most 254 characters.
const MAX_EMAIL_LENGTH = 254;

/** An e-mail address, trimmed, at most 254 characters. */
export function emailAddress() {
  return z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, { error: `must be at most ${MAX_EMAIL_LENGTH} characters` })
    .pipe(z.email({ error: 'must be a valid e-mail address' }));
}

/** body-parser's errors, like those of Express's other middleware, carry `status` and `expose`. */
interface BodyParserError {
  status: number;
  type?: string;
  limit?: number;
}

function isClientError(error: unknown): error is BodyParserError {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** body-parser's error types (see its README, "Errors") as a status and a message naming the problem. */
function describeBodyError(error: BodyParserError): [status: number, message: string] {
  switch (error.type) {
    case 'entity.parse.failed':
      return [400, 'Invalid body: malformed JSON'];
    case TOO_DEEP_TYPE:
      return [400, `Invalid body: ${TOO_DEEP_MESSAGE}`];
    case 'entity.too.large':
      return [413, `Invalid body: too large (limit ${error.limit ?? '?'} bytes)`];
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return [415, 'Invalid body: unsupported charset or content encoding'];
    default:
      return [error.status, 'Invalid body: the request body could not be read'];
  }
}

function toBodyError(error: BodyParserError): HttpError {
  const [status, message] = describeBodyError(error);
  const data: InvalidInputData = { field: 'body', issues: [{ field: 'body', message }] };
  return new HttpError(status, message, data);
}

// body-parser keeps the `type` and `status` of an error its `verify` hook throws.
const TOO_DEEP_TYPE = 'entity.too.deep';

/** Refuses a body nested too deep before it is parsed (body-parser's `verify` hook). */
function refuseDeepJson(_req: unknown, _res: unknown, raw: Buffer): void {
  if (nestsDeeperThan(raw)) {
    throw Object.assign(new Error(TOO_DEEP_MESSAGE), { status: 400, type: TOO_DEEP_TYPE });
  }
}

function checkBodyText(body: unknown): HttpError | undefined {
  const field = unsafeBodyField(body);
  return field === null ? undefined : invalidInputError(field, UNSAFE_TEXT_MESSAGE);
}

/**
 * `express.json({ limit: '16kb' })` whose client errors (malformed JSON, too large, bad charset)
 * become HttpErrors with an envelope-ready message instead of body-parser's bare errors, and
 * which refuses a body nested deeper than `MAX_JSON_DEPTH` or holding a NUL character or an
 * unpaired surrogate (400 naming the field). A body of another type, unless a parser before it
 * read it (`formBody`), is a 415; no body at all reads as `{}` (body-type.ts). `type` widens the
 * media types read as JSON (a beacon's string body is `text/plain`).
 *
 * @example
 * router.post('/talent-community', jsonBody(), handler);
 * router.post('/vitals', jsonBody('1kb', ['application/json', 'text/plain']), handler);
 */
export function jsonBody(
  limit: string = JSON_BODY_LIMIT,
  type: string | string[] = 'application/json',
): RequestHandler {
  const parse = express.json({ limit, type, verify: refuseDeepJson });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (error) next(isClientError(error) ? toBodyError(error) : error);
      else next(settleUnreadBody(req, 'application/json') ?? checkBodyText(req.body));
    });
  };
}

/**
 * A plain HTML form's body (`application/x-www-form-urlencoded`, repeated keys as lists) with
 * `jsonBody`'s checks: a too large body is a 413, unsafe text a 400 naming the field. A request
 * of another type passes on with its body unread.
 *
 * @example
 * router.post('/alerts', formBody(), jsonBody(), handler); // the form without script, and JSON
 */
export function formBody(limit: string = JSON_BODY_LIMIT): RequestHandler {
  const parse = express.urlencoded({ extended: false, limit });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (error) next(isClientError(error) ? toBodyError(error) : error);
      else next(checkBodyText(req.body));
    });
  };
}

/** Any thrown value as the SPEC §3 envelope: HttpErrors keep their message and data, others say only their status. */
export function toErrorEnvelope(error: unknown): Envelope<unknown> {
  if (error instanceof HttpError) return failEnvelope(error.status, error.message, error.data);
  return failEnvelope(isClientError(error) ? error.status : 500);
}
