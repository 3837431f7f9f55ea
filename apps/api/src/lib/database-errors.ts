import type { ErrorCode } from '@shop/contracts';

/**
 * What a PostgreSQL error means for the client. Every SQLSTATE has an answer: the client's input (class 22,
 * some of 23) is a 400, a lost race or a rule of the data a 409, an outage or overload a 503, and anything
 * else (our own fault) a 500. No answer carries the database's own text, which may quote the values.
 */
export interface DatabaseAnswer {
  status: number;
  code: ErrorCode;
  message: string;
}

const TRY_AGAIN = 'Someone else changed this at the same moment. Please try again.';
const UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';
const OUR_FAULT = 'Something went wrong on our side. Please try again.';

const invalid = (message: string): DatabaseAnswer => ({ status: 400, code: 'INVALID_INPUT', message });
const conflict = (message: string): DatabaseAnswer => ({ status: 409, code: 'CONFLICT', message });
const unavailable = (message: string): DatabaseAnswer => ({
  status: 503,
  code: 'SERVICE_UNAVAILABLE',
  message,
});

const CANNOT_STORE = 'The request contains characters that cannot be stored';
const ALREADY_EXISTS = 'This conflicts with something that already exists';

const BY_CODE: Record<string, DatabaseAnswer> = {
  '22001': invalid('A value in the request is too long'),
  '22003': invalid('A number in the request is out of range'),
  '22007': invalid('A date in the request is not valid'),
  '22008': invalid('A date in the request is out of range'),
  '22021': invalid(CANNOT_STORE),
  '22P02': invalid('The request contains a malformed value'),
  '22P05': invalid(CANNOT_STORE),
  '23502': invalid('A required value is missing'),
  '23503': conflict('Something this refers to no longer exists. Please refresh and try again.'),
  '23505': conflict(ALREADY_EXISTS),
  '23514': conflict('This change is not possible right now. Please refresh and try again.'),
  '23P01': conflict(ALREADY_EXISTS),
  '40001': conflict(TRY_AGAIN),
  '40P01': conflict(TRY_AGAIN),
  '55P03': conflict(TRY_AGAIN),
  '57014': unavailable('The shop is busy. Please try again in a moment.'),
};

/** By SQLSTATE class (the first two characters), for the codes not listed one by one. */
const BY_CLASS: Record<string, DatabaseAnswer> = {
  '22': invalid('A value in the request is not valid'),
  '23': conflict('This change conflicts with the shop’s data'),
  '40': conflict(TRY_AGAIN),
  '08': unavailable(UNAVAILABLE),
  '53': unavailable(UNAVAILABLE),
  '57': unavailable(UNAVAILABLE),
  '58': unavailable(UNAVAILABLE),
};

/** Errors of the connection itself (Node's, before PostgreSQL answers anything). */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|the database system is (starting|shutting) up|is not queryable/i;

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The errors of a chain, outermost first (Drizzle wraps pg's error in `cause`). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown; severity?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as { code?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE of a PostgreSQL error anywhere in the chain; pg's errors carry a `severity`. */
export function sqlState(error: unknown): string | undefined {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code) && typeof e.severity === 'string') return e.code;
  }
  return undefined;
}

function isConnectionFailure(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && CONNECTION_ERRNOS.has(e.code)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** The answer for a database error, or undefined when the error did not come from the database. */
export function databaseAnswer(error: unknown): DatabaseAnswer | undefined {
  const state = sqlState(error);
  if (state)
    return (
      BY_CODE[state] ?? BY_CLASS[state.slice(0, 2)] ?? { status: 500, code: 'INTERNAL', message: OUR_FAULT }
    );
  if (isConnectionFailure(error)) return unavailable(UNAVAILABLE);
  return undefined;
}

/** The database is unreachable or dropped the connection (an outage, not our fault nor the client's). */
export function isDatabaseOutage(error: unknown): boolean {
  return databaseAnswer(error)?.status === 503;
}

/**
 * pg-boss (10.x) completes a job without awaiting it, so a connection lost at that moment is a promise nobody
 * handles, which ends Node. Such a rejection is the database going away, which the pool and the queue recover
 * from: it is reported and the server keeps serving (S70). Any other unhandled rejection still ends the process.
 */
export function survivingDatabaseOutages(report: (line: string) => void): void {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseOutage(reason)) {
      report(
        `A database call failed while the database was unreachable: ${String((reason as Error)?.message ?? reason)}`,
      );
      return;
    }
    throw reason;
  });
}
