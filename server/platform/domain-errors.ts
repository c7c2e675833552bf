/**
 * What a service throws when a request cannot be done, in the domain's terms: services never
 * speak HTTP. The one error handler (http/error-handler.ts) answers each with its status.
 */
export abstract class DomainError extends Error {}

/** The thing asked for does not exist (HTTP 404). */
export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
}

/**
 * The change clashes with what is stored, e.g. a duplicate, or with work under way; `field` names
 * the input at fault, if one is, and `details` add what the form needs to show the clash
 * (HTTP 409).
 */
export class ConflictError extends DomainError {
  override name = 'ConflictError';

  constructor(
    message: string,
    readonly field?: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

/**
 * A value the edge could not check alone is wrong for what is stored, e.g. a closing time in the
 * past for a job being opened; `field` names it (HTTP 400, like the edge's own checks).
 */
export class InvalidFieldError extends DomainError {
  override name = 'InvalidFieldError';

  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The thing asked for existed and is no more, e.g. a closed job; `details` carry what its page
 * still shows (HTTP 410).
 */
export class GoneError extends DomainError {
  override name = 'GoneError';

  constructor(
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}
