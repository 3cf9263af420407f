/**
 * Whether an error means the database could not be reached or dropped the connection (a restart,
 * a failover, a full pool): the request may succeed if tried again, so the caller is told 503 and
 * to try again rather than 500. The driver's error often arrives wrapped (Drizzle's
 * DrizzleQueryError keeps it as `cause`; a connection to several addresses fails with an
 * AggregateError), so the whole chain is read.
 */
export function isConnectionError(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue = [err];
  while (queue.length > 0) {
    const e = queue.shift();
    if (e === null || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    if (describesConnectionLoss(e as ErrorLike)) return true;
    const { cause, errors } = e as ErrorLike;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** Socket errors of Node: the server is down, restarting or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not yet back: 57P01 admin_shutdown (pg_terminate_backend, a
 * fast shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in
 * recovery) and 53300 too_many_connections; class 08 is the connection exceptions.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool say it in words only. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  // A client's own connectionTimeoutMillis ran out (db/client.ts sets it on the clients).
  'timeout expired',
  // Shutting down: the pool is closed while a request is still running.
  'Cannot use a pool after calling end on the pool',
];

function describesConnectionLoss({ code, message }: ErrorLike): boolean {
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m));
}
