import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FakeZalo, signedEvent, useFakeZalo, useTestApp } from '../../test/harness.js';

/**
 * The OA's tokens are stored, never answered and never logged (docs/requirements.md, "Zalo OA"):
 * one walk through everything that handles them, with the server logging at its most verbose.
 */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const { fake, env } = useFakeZalo();
const t = useTestApp({ world: true, env, logger: { level: 'trace', stream } });

describe('the OA’s tokens', () => {
  it('appear in no answer and no line of the server log', async () => {
    const answers: string[] = [];
    const call = async (...args: Parameters<typeof t.call>) => {
      const res = await t.call(...args);
      answers.push(res.body);
      return res;
    };
    const admin = t.world.as.admin.token;
    fake.followers = [{ user_id: 'zl-1', display_name: 'Hoàng Yến' }];

    const first = fake.issueTokens();
    expect((await call('PUT', '/zalo/oa-token', admin, first)).statusCode).toBe(200);
    const second = fake.issueTokens();
    await call('POST', '/zalo/save-oa-token', admin, {
      access_token: second.accessToken,
      refresh_token: second.refreshToken,
      expires_in: 3600,
    });
    // An expired token: the sync refreshes it (rotating the refresh token); a profile Zalo refuses
    // is logged.
    fake.expireAccessTokens();
    fake.failNext('/v3.0/oa/user/detail', { error: -201, message: 'user_id is invalid' });
    expect((await call('POST', '/zalo-accounts/sync', admin)).statusCode).toBe(200);
    // A message with a linking code: its reply, through the outbox, meets a rate limit (logged).
    fake.failNext('/v3.0/oa/message/cs', FakeZalo.RATE_LIMIT);
    const { code } = (await call('POST', '/zalo/link-code', t.world.as.member.token)).json().data;
    const signed = signedEvent({
      event_name: 'user_send_text',
      sender: { id: 'zl-1' },
      message: { text: code },
    });
    const hook = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/zalo/webhook',
      payload: signed.payload,
      headers: signed.headers,
    });
    answers.push(hook.body);
    expect(fake.calls('/v3.0/oa/message/cs')).toHaveLength(1);
    // A refresh Zalo refuses: kept as the last error, and the sync asks for new tokens.
    fake.expireAccessTokens();
    fake.failNext('/v4/oa/access_token', { error: -14014, message: 'Invalid refresh token' });
    expect((await call('POST', '/zalo-accounts/sync', admin)).json().code).toBe('zalo_oa_token_refused');
    await call('GET', '/zalo/status', admin);
    await call('GET', '/outbox/list-all', admin);
    await call('GET', '/zalo/my-account', t.world.as.member.token);
    // The profile reads started after the webhook answered have finished.
    await t.ctx.app.zalo.sync.close();

    const secrets = fake.secrets();
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    const log = lines.join('\n');
    expect(log).toContain('zalo: follower profile refused');
    expect(log).toContain('outbox: delivery failed');
    for (const secret of secrets) {
      expect(log.includes(secret), 'a token in the server log').toBe(false);
      expect(
        answers.some((a) => a.includes(secret)),
        'a token in an answer',
      ).toBe(false);
    }
  });
});
