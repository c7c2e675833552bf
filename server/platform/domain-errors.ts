/**
 * What a service throws when a request cannot be done, in the domain's terms: services never
 * speak HTTP. The one error handler (http/error-handler.ts) answers each with its status.
 */
export abstract class DomainError extends Error {}

/** The thing asked for does not exist (HTTP 404). */
export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
}

/** The change clashes with what is stored, e.g. a duplicate; `field` names the input at fault (HTTP 409). */
export class ConflictError extends DomainError {
  override name = 'ConflictError';

  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}
