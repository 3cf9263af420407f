import { type AppAbility, defineAbilityFor } from '@congdoan/shared';
import { decodeJwt } from 'jose';
import type { Actor } from '../actor.js';
import { ExpiringMap } from './expiring-map.js';
import { sha256, type TokenSigner } from './tokens.js';

/** A few kB each for their perms and ability; a token pushed out is only verified again. */
const MAX_TOKENS = 10_000;
/** Distinct (group, permissions) pairs: one per role in practice. */
const MAX_ABILITIES = 1_000;

/**
 * Access tokens verified once and then known by their hash until they expire: the HS256 check
 * through WebCrypto costs about 0.3 ms, several times a bare request. A token is immutable and its
 * revocation is the session check's business, so the memo changes no answer. Abilities are shared
 * by every token with the same group and permissions.
 */
export class VerifiedTokens {
  private readonly tokens = new ExpiringMap<string, Actor>(MAX_TOKENS);
  private readonly abilities = new Map<string, AppAbility>();

  constructor(
    private readonly signer: TokenSigner,
    private readonly now: () => number = Date.now,
  ) {}

  /** The holder of a valid token, or null for an expired, forged or malformed one. */
  async actor(token: string): Promise<Actor | null> {
    const key = sha256(token);
    const known = this.tokens.get(key, this.now());
    if (known) return known;
    const claims = await this.signer.verify(token);
    if (!claims) return null;
    const permissions = Object.freeze([...claims.perms]) as string[];
    const actor: Actor = Object.freeze({
      userId: Number(claims.sub),
      sessionId: claims.sid,
      roleId: claims.rid,
      userGroupId: claims.grp,
      scope: claims.scope,
      organizationId: claims.org,
      xaPhuongId: claims.xp,
      cumKhuCnId: claims.kcn,
      permissions,
      ability: this.abilityFor(claims.grp, permissions),
    });
    const { exp } = decodeJwt(token);
    if (exp !== undefined) this.tokens.set(key, actor, exp * 1000);
    return actor;
  }

  private abilityFor(userGroupId: number | null, permissions: string[]): AppAbility {
    const key = `${userGroupId}|${permissions.join(',')}`;
    let ability = this.abilities.get(key);
    if (!ability) {
      if (this.abilities.size >= MAX_ABILITIES) this.abilities.clear();
      ability = defineAbilityFor({ userGroupId, permissions });
      this.abilities.set(key, ability);
    }
    return ability;
  }
}
