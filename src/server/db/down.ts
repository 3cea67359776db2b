// Whether an error means the database is away (a 503 the person may retry) rather than a wrong query.
// The replicas' health probe and the HTTP error handler both ask it.
// PostgreSQL's connection-exception class (08…), the shutdown and starting-up codes (57P01–57P03),
// and what node-postgres and Node say when the server is not there or went away.
const DOWN_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const DOWN_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/** True when `error` says the database is unreachable (rather than that a query was wrong). */
export function isDatabaseDown(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth += 1
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (DOWN_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && DOWN_MESSAGES.test(e.message)) return true;
  }
  return false;
}
