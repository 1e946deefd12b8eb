/**
 * What went wrong, in the domain's words. Services throw these and never think in HTTP statuses; the
 * HTTP edge (`http/errors.ts` next to the routes) is the one place that turns a kind into a status.
 */
export type DomainErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "limit_reached"
  | "rate_limited"
  | "payment_failed"
  | "unavailable";

type Details = {
  /** A stable code the client translates; defaults to the kind. */
  code?: string;
  /** Field name to error code, for forms. */
  fields?: Record<string, string>;
  /** Values the client's message names, e.g. a suspension's end ({ until }). */
  params?: Record<string, string>;
};

export class DomainError extends Error {
  readonly code: string;
  readonly fields?: Record<string, string>;
  readonly params?: Record<string, string>;
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    details: Details = {},
  ) {
    super(message);
    this.code = details.code ?? kind;
    this.fields = details.fields;
    this.params = details.params;
  }
}

/** Input that breaks a rule (a field too long, an unknown choice, a forged field name). */
export class InvalidInputError extends DomainError {
  constructor(message: string, details?: Details) {
    super("invalid", message, { code: "validation_failed", ...details });
  }
}
/** Nobody is signed in where someone must be. */
export class UnauthenticatedError extends DomainError {
  constructor(message = "Please sign in to continue.", details?: Details) {
    super("unauthenticated", message, { code: "unauthorized", ...details });
  }
}
/** Someone is signed in but may not do this (someone else's post, a locked week, not an admin). */
export class ForbiddenError extends DomainError {
  constructor(message: string, details?: Details) {
    super("forbidden", message, details);
  }
}
export class NotFoundError extends DomainError {
  constructor(message: string, details?: Details) {
    super("not_found", message, details);
  }
}
/** The state changed under the caller, or the item clashes with one that exists. */
export class ConflictError extends DomainError {
  constructor(message: string, details?: Details) {
    super("conflict", message, details);
  }
}
/** A count limit of the product (20 action ideas, one daily impulse per date …). */
export class LimitReachedError extends DomainError {
  constructor(message: string, details?: Details) {
    super("limit_reached", message, details);
  }
}
/** Too many attempts in a window. */
export class RateLimitedError extends DomainError {
  constructor(message: string, details?: Details) {
    super("rate_limited", message, details);
  }
}
export class PaymentFailedError extends DomainError {
  constructor(message: string, details?: Details) {
    super("payment_failed", message, details);
  }
}
