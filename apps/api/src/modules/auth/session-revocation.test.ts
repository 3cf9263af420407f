import { ROLE_IDS } from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { LISTENER_APPLICATION_NAME } from '../../db/pg-listener.js';
import { SESSION_CHANNEL } from '../../sessions/session-cache.js';
import {
  ADMIN_PASSWORD,
  bearer,
  buildOrganization,
  buildUser,
  login,
  openSecondInstance,
  PASSWORD,
  until,
  useTestApp,
} from '../../test/harness.js';

/*
 * Sessions are remembered between requests (session-cache.ts): every way of ending a session or
 * changing its role must still be refused on the very next request, with the session remembered.
 */

const t = useTestApp();
let admin: string;
let org: { id: number; path: string };
beforeAll(async () => {
  admin = (await login(t.ctx, 'admin', ADMIN_PASSWORD)).accessToken;
  org = await buildOrganization(t.ctx);
});

const me = async (token: string, app: FastifyInstance = t.ctx.app) =>
  (await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode;

/** Signs in a new user and uses the session twice, so that it is remembered. */
async function remembered(input: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.ctx, { organizationId: org.id, ...input });
  const session = await login(t.ctx, user.username!);
  expect([await me(session.accessToken), await me(session.accessToken)]).toEqual([200, 200]);
  return { user, session };
}

describe('a remembered session is refused on the next request once it ends', () => {
  it('by logout', async () => {
    const { session } = await remembered();
    const res = await t.call('POST', '/auth/logout', session.accessToken, {
      refreshToken: session.refreshToken,
    });
    expect(res.statusCode).toBe(200);
    expect(await me(session.accessToken)).toBe(401);
  });

  it('by locking the user', async () => {
    const { user, session } = await remembered();
    expect(
      (await t.call('POST', '/user/active-lock-user', admin, { userId: user.id, isActive: 0 })).statusCode,
    ).toBe(200);
    expect(await me(session.accessToken)).toBe(401);
  });

  it('by deleting the user', async () => {
    const { user, session } = await remembered();
    expect((await t.call('DELETE', `/user/delete?userId=${user.id}`, admin)).statusCode).toBe(200);
    expect(await me(session.accessToken)).toBe(401);
  });

  it('by a password change, in every other session of the user', async () => {
    const { user, session } = await remembered();
    const other = await login(t.ctx, user.username!);
    expect(await me(other.accessToken)).toBe(200);
    const res = await t.call('POST', '/auth/change-password', session.accessToken, {
      currentPassword: PASSWORD,
      newPassword: 'moi123456',
      confirmPassword: 'moi123456',
    });
    expect(res.statusCode).toBe(200);
    expect(await me(other.accessToken)).toBe(401);
    expect(await me(session.accessToken)).toBe(401);
  });

  it('by an administrator setting a new password', async () => {
    const { user, session } = await remembered();
    const res = await t.call('POST', '/user/update-user', admin, {
      userId: user.id,
      fullName: user.fullName,
      username: user.username,
      roleIds: [ROLE_IDS.member],
      passWord: 'Moi@12345',
      repassWord: 'Moi@12345',
    });
    expect(res.statusCode).toBe(200);
    expect(await me(session.accessToken)).toBe(401);
  });

  it('by a password reset with an e-mailed code', async () => {
    const { user, session } = await remembered();
    expect((await t.call('POST', '/auth/forgot-password', undefined, { email: user.email })).statusCode).toBe(
      200,
    );
    const code = t.ctx.mails.findLast((m) => m.to === user.email)?.text.match(/\b(\d{6})\b/)?.[1];
    const res = await t.call('POST', '/auth/confirm-reset-code', undefined, {
      email: user.email,
      code,
      newPassword: 'moi123456',
      confirmPassword: 'moi123456',
    });
    expect(res.statusCode).toBe(200);
    expect(await me(session.accessToken)).toBe(401);
  });

  it('by taking away the role it runs in; a session in a kept role goes on', async () => {
    const { user, session: asChair } = await remembered({ roles: [ROLE_IDS.chair, ROLE_IDS.member] });
    const other = await login(t.ctx, user.username!);
    const switched = await t.call('POST', '/auth/switch-role', other.accessToken, {
      roleId: ROLE_IDS.member,
      refreshToken: other.refreshToken,
    });
    const asMember: string = switched.json().data.accessToken;
    expect([await me(asMember), await me(asMember)]).toEqual([200, 200]);
    const res = await t.call('POST', '/user/update-user', admin, {
      userId: user.id,
      fullName: user.fullName,
      username: user.username,
      roleIds: [ROLE_IDS.member],
    });
    expect(res.statusCode).toBe(200);
    expect(await me(asChair.accessToken)).toBe(401);
    expect(await me(asMember)).toBe(200);
  });

  it('by a role switch, for the tokens of the old role; the new role works at once', async () => {
    const { session } = await remembered({ roles: [ROLE_IDS.chair, ROLE_IDS.member] });
    const res = await t.call('POST', '/auth/switch-role', session.accessToken, {
      roleId: ROLE_IDS.member,
      refreshToken: session.refreshToken,
    });
    expect(res.statusCode).toBe(200);
    expect(await me(session.accessToken)).toBe(401);
    expect(await me(res.json().data.accessToken)).toBe(200);
  });

  it('by a replayed refresh token, which ends its whole family', async () => {
    const { session } = await remembered();
    const next = (
      await t.call('POST', '/auth/refresh-token', undefined, { refreshToken: session.refreshToken })
    ).json().data;
    expect(await me(next.accessToken)).toBe(200);
    await t.ctx.database.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null`,
    );
    const replay = await t.call('POST', '/auth/refresh-token', undefined, {
      refreshToken: session.refreshToken,
    });
    expect(replay.statusCode).toBe(401);
    expect(await me(session.accessToken)).toBe(401);
    expect(await me(next.accessToken)).toBe(401);
  });
});

/** Asks `app` about `token` until it is refused, for at most one second; answers the last status. */
async function refusedWithinASecond(app: FastifyInstance, token: string) {
  let status = 0;
  await until(async () => {
    status = await me(token, app);
    return status === 401;
  }, 1_000);
  return status;
}

describe.runIf(process.env.TEST_DATABASE_URL)('a second API instance on the same PostgreSQL', () => {
  let database: Database;
  let second: FastifyInstance;
  let gaps = 0;
  beforeAll(async () => {
    database = await openSecondInstance(t.ctx.database);
    second = await buildApp(t.ctx.config, database, { logger: false });
    await second.ready();
    database.bus.subscribe(SESSION_CHANNEL, { message: () => undefined, gap: () => gaps++ });
    await until(() => database.bus.hears(SESSION_CHANNEL));
  });
  afterAll(async () => {
    await second?.close();
    await database?.close();
  });

  it('refuses within a second a session that the first instance ended', async () => {
    const { session } = await remembered();
    const locked = await remembered();
    expect([await me(session.accessToken, second), await me(session.accessToken, second)]).toEqual([
      200, 200,
    ]);
    expect(await me(locked.session.accessToken, second)).toBe(200);
    await t.call('POST', '/auth/logout', session.accessToken, { refreshToken: session.refreshToken });
    await t.call('POST', '/user/active-lock-user', admin, { userId: locked.user.id, isActive: 0 });
    expect(await refusedWithinASecond(second, session.accessToken)).toBe(401);
    expect(await refusedWithinASecond(second, locked.session.accessToken)).toBe(401);
  });

  it('still hears revocations after its listener connection was cut', async () => {
    const before = gaps;
    await t.ctx.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    // Lost, then listening again on a new connection.
    await until(() => gaps >= before + 2 && database.bus.hears(SESSION_CHANNEL));
    expect(database.bus.hears(SESSION_CHANNEL)).toBe(true);
    const { session } = await remembered();
    expect([await me(session.accessToken, second), await me(session.accessToken, second)]).toEqual([
      200, 200,
    ]);
    await t.call('POST', '/auth/logout', session.accessToken, { refreshToken: session.refreshToken });
    expect(await refusedWithinASecond(second, session.accessToken)).toBe(401);
  });
});
