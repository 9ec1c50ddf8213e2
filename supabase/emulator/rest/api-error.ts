// The error a request gets when it is refused before any SQL runs.

/** A request error detected before SQL runs, answered like PostgREST's own errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Text, or (for an ambiguous embed) the candidates as objects. */
    readonly details: string | Record<string, string>[] | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}
