import { timingSafeEqual } from 'node:crypto';
import { ID_MAX } from '@congdoan/shared';
import type { TokenSigner } from '../../../sessions/tokens.js';

/**
 * A member's attendance code (docs/decisions.md, "Attendance codes"): 'CD1.<userId>.<signature>',
 * the signature an HMAC-SHA256 of the user id under the server's JWT_SECRET, so a code names its
 * user and cannot be made for another without the secret. It does not expire: it is shown as a
 * QR code on the member's profile and scanned by an officer, who sees whose it is.
 */

const VERSION = 'CD1';
const signatureOf = (signer: TokenSigner, userId: number) =>
  signer.hmac(`attendance-code:${VERSION}:${userId}`);

export const attendanceCodeOf = (signer: TokenSigner, userId: number) =>
  `${VERSION}.${userId}.${signatureOf(signer, userId)}`;

/** The user a code names, or null for a malformed or forged one (compared in constant time). */
export function userOfAttendanceCode(signer: TokenSigner, code: string): number | null {
  const parts = /^CD1\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(code.trim());
  if (!parts) return null;
  const userId = Number(parts[1]);
  if (userId > ID_MAX) return null;
  const given = Buffer.from(parts[2]!);
  const expected = Buffer.from(signatureOf(signer, userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
