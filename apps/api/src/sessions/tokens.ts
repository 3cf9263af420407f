import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, DATA_SCOPES } from '@congdoan/shared';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** What an access token carries: enough to authorise a request without another query. */
export const accessClaims = z.object({
  sub: z.string(),
  sid: z.string(),
  rid: z.number().int(),
  grp: z.number().int().nullable(),
  scope: z.enum(DATA_SCOPES),
  org: z.number().int().nullable(),
  xp: z.number().int().nullable(),
  kcn: z.number().int().nullable(),
  perms: z.array(z.string()),
});
export type AccessClaims = z.infer<typeof accessClaims>;

export class TokenSigner {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for an expired, forged or malformed one. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const parsed = accessClaims.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** Keyed hash for short secrets (reset codes) so a leaked table cannot be brute-forced offline. */
  hmac(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }
}

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
