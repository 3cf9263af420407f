import { describe, expect, it } from 'vitest';
import { type AccessClaims, TokenSigner } from './tokens.js';
import { VerifiedTokens } from './verified-tokens.js';

const claims: AccessClaims = {
  sub: '7',
  sid: 'session-7',
  rid: 5,
  grp: 3,
  scope: 'organization',
  org: 11,
  xp: null,
  kcn: null,
  perms: ['view-dashboard'],
};

/** A signer that counts the signatures it checks. */
function countingSigner() {
  const signer = new TokenSigner('test-secret-that-is-long-enough-for-hs256-signing');
  let checks = 0;
  const verify = signer.verify.bind(signer);
  signer.verify = (token) => {
    checks++;
    return verify(token);
  };
  return { signer, checks: () => checks };
}

describe('verified tokens', () => {
  it('checks a signature once, then knows the token until it expires', async () => {
    const { signer, checks } = countingSigner();
    let now = Date.now();
    const tokens = new VerifiedTokens(signer, () => now);
    const token = await signer.sign(claims, 60);
    const first = await tokens.actor(token);
    expect(first).toMatchObject({ userId: 7, sessionId: 'session-7', roleId: 5, organizationId: 11 });
    expect(first?.ability.can('read', 'dashboard')).toBe(true);
    expect(await tokens.actor(token)).toBe(first);
    expect(checks()).toBe(1);
    now += 61_000;
    await tokens.actor(token);
    expect(checks()).toBe(2);
  });

  it('refuses a forged or expired token every time', async () => {
    const { signer, checks } = countingSigner();
    const tokens = new VerifiedTokens(signer);
    const token = await signer.sign(claims, 60);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const expired = await signer.sign(claims, -1);
    for (const bad of [forged, forged, expired, expired]) expect(await tokens.actor(bad)).toBeNull();
    expect(checks()).toBe(4);
  });

  it('shares one ability between tokens of the same group and permissions', async () => {
    const { signer } = countingSigner();
    const tokens = new VerifiedTokens(signer);
    const a = await tokens.actor(await signer.sign(claims, 60));
    const b = await tokens.actor(await signer.sign({ ...claims, sub: '8', sid: 'session-8' }, 60));
    const c = await tokens.actor(await signer.sign({ ...claims, perms: [] }, 60));
    expect(b?.ability).toBe(a?.ability);
    expect(c?.ability).not.toBe(a?.ability);
    expect(c?.ability.can('read', 'dashboard')).toBe(false);
  });
});
