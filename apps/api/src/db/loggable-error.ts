import { DrizzleQueryError } from 'drizzle-orm';

/** Causes followed at most; a chain this deep is already unreadable. */
const MAX_DEPTH = 8;

/**
 * What a log may keep of `err`: a failed query's text, never its parameters. Drizzle's
 * DrizzleQueryError carries them (`params`, and written into its message and stack), and they can
 * hold password hashes, tokens and e-mail addresses. An error whose chain of causes holds no such
 * error is answered as it is; otherwise the chain is copied, each error keeping its name, message
 * (the query text for a failed query), code and stack frames, and nothing else: the driver's
 * `detail` may quote a whole row.
 */
export function loggableError(err: unknown): unknown {
  return holdsQueryError(err, 0) ? scrubbed(err as Error, 0) : err;
}

function holdsQueryError(err: unknown, depth: number): boolean {
  if (!(err instanceof Error) || depth > MAX_DEPTH) return false;
  return err instanceof DrizzleQueryError || holdsQueryError(err.cause, depth + 1);
}

function scrubbed(err: Error, depth: number): Error {
  const message = err instanceof DrizzleQueryError ? `Failed query: ${err.query}` : err.message;
  const cause = err.cause instanceof Error && depth < MAX_DEPTH ? scrubbed(err.cause, depth + 1) : undefined;
  const copy = new Error(message, cause ? { cause } : undefined);
  copy.name = err.name;
  // The frames only: the stack's first line repeats the message.
  const frames = err.stack?.indexOf('\n    at ') ?? -1;
  copy.stack = `${err.name}: ${message}${frames >= 0 ? err.stack!.slice(frames) : ''}`;
  const { code } = err as { code?: unknown };
  if (typeof code === 'string') Object.assign(copy, { code });
  if (err instanceof DrizzleQueryError) Object.assign(copy, { query: err.query });
  return copy;
}
