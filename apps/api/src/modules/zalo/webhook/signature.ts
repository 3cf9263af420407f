import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The OA webhook's signature (Zalo for Developers, "Xác thực webhook"): the header
 * `X-ZEvent-Signature` is `mac=` + hex SHA-256 of app id + raw body + the body's `timestamp` + the
 * OA's secret key. Checked on the raw bytes as they arrived, never on a re-serialised body.
 */
export function zaloSignature(
  appId: string,
  rawBody: string,
  timestamp: string,
  oaSecretKey: string,
): string {
  return `mac=${createHash('sha256').update(`${appId}${rawBody}${timestamp}${oaSecretKey}`).digest('hex')}`;
}

/**
 * Whether `given` is the expected signature, in constant time: both sides are hashed first, so the
 * comparison takes as long whatever their lengths and contents.
 */
export function signatureMatches(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given.trim()), digest(expected));
}

/** The key under which an event is remembered: the same body again is the same event replayed. */
export const eventKey = (rawBody: string) => createHash('sha256').update(rawBody).digest('hex');
