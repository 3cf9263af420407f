import { ERRORS } from '@congdoan/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/**
 * PostgreSQL stores neither a NUL character (text and jsonb both refuse it) nor half of a UTF-16
 * surrogate pair (jsonb refuses the `\ud800` escape JSON.stringify writes for it), and either,
 * reaching a query, an audit row or a header, turned into a 500. They are refused here, once, for
 * every route, before validation or a handler sees them. Without the `u` flag the pattern reads
 * UTF-16 code units, so a lone half is found and a well-formed pair is not.
 */
const UNSAFE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const EVERY_UNSAFE = new RegExp(UNSAFE, 'g');

/** Runs of percent-escapes in a raw query: each must decode to text (a lone surrogate cannot). */
const ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;

/** The path of the first string (value or object key) holding an unsafe character, or null. */
export function unsafeTextPath(value: unknown, root = ''): string | null {
  // Iterative: a deeply nested JSON body must not overflow the stack.
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (UNSAFE.test(v)) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => void stack.push({ value: item, path: join(path, String(i)) }));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        // The path names a bad key by its readable rest.
        if (UNSAFE.test(key)) return join(path, key.replace(EVERY_UNSAFE, '\uFFFD'));
        stack.push({ value: item, path: join(path, key) });
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** A raw query string whose percent-escapes do not decode to UTF-8 text (`%ED%A0%80`). */
function hasUndecodableEscape(rawQuery: string): boolean {
  for (const [run] of rawQuery.matchAll(ESCAPES)) {
    try {
      decodeURIComponent(run);
    } catch {
      return true;
    }
  }
  return false;
}

export const unsafeTextError = (path: string) =>
  new AppError('text_character_invalid', undefined, [
    { path, message: ERRORS.text_character_invalid.message },
  ]);

/** Refuses `values` (a form's text fields, a file name) when one holds an unsafe character. */
export function assertSafeText(values: unknown, root = '') {
  const path = unsafeTextPath(values, root);
  if (path !== null) throw unsafeTextError(path);
}

/**
 * The query, the URL parameters and the parsed body of every request (multipart forms are read by
 * their handler, which checks their fields with assertSafeText).
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const url = request.raw.url ?? '';
    const q = url.indexOf('?');
    if (q >= 0 && hasUndecodableEscape(url.slice(q + 1))) throw unsafeTextError('query');
    assertSafeText(request.query);
    assertSafeText(request.params);
    assertSafeText(request.body);
  });
}
