// The errors the database layer raises, for the API layers to map to HTTP answers.

/**
 * A disconnected client's statement is only worth a worker restart once it has run this long; a
 * statement cancelled after running this long counts against its address like a timeout.
 */
export const CANCEL_AFTER_MS = 250;

/** A database error shaped like Postgres' own (code, message), for the API layers to map. */
export class DbError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail?: string,
    readonly hint?: string,
    /**
     * The statement was stopped after holding the database a while: by its timeout, or because its
     * client left once it had run CANCEL_AFTER_MS. The REST API counts these against the address.
     */
    readonly runaway = false,
  ) {
    super(message);
  }
}

/** The database could not take the request now; answered 503 with Retry-After. */
export class DbBusyError extends Error {
  readonly code = 'PGRST003';
  constructor(message = 'The database is busy with another request. Please try again in a moment.') {
    super(message);
  }
}

/**
 * The client's address already has its share of the database busy and its queue is stuck or
 * full: the REST API answers 429 with Retry-After (other APIs, as any busy database, 503).
 */
export class AddressBusyError extends DbBusyError {
  constructor() {
    super('Too many of your requests are in the database at once. Please try again in a moment.');
  }
}

export const statementTimeout = () => new DbError('57014', 'canceling statement due to statement timeout', undefined, undefined, true);
export const cancelledByClient = (runaway = false) => new DbError('57014', 'canceling statement due to user request', undefined, undefined, runaway);
