import { defineAbilityFor } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../actor.js';
import { loadConfig } from '../config.js';
import { type Database, type DbOrTx, openPglite } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { seedIfEmpty } from '../seed/seed.js';
import { loadSessionUser } from '../sessions/session-user.js';

/** The demo accounts the question set asks as (seed.ts): province officer, two chairs, a member. */
export const ASKERS = ['canbo.tinh', 'chutich', 'chutich.phuong', 'doanvien'] as const;
export type Asker = (typeof ASKERS)[number];

/**
 * The demo world `npm start` makes on an empty database (seedIfEmpty: reference data, the
 * administrator, seedDemo with seed 2025 and DEMO_SIZE), in memory. The demo is dated from today
 * (events, reports, admissions), so the answers are asked with the same real clock.
 */
export async function openDemoWorld(): Promise<Database> {
  const database = await openPglite();
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: '/tmp/congdoan-assistant-eval-unused',
    JWT_SECRET: 'assistant-eval-secret-that-is-long-enough',
    ADMIN_PASSWORD: 'Quantri@123',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
  });
  const quiet = { info: () => undefined, warn: () => undefined };
  await seedIfEmpty(database.db, config, quiet as never);
  return database;
}

/** The actor of a demo account in its active role (the accounts seed.ts makes). */
export async function demoActor(database: Database, username: Asker): Promise<Actor> {
  const [user] = await database.db
    .select({ id: users.id, roleId: users.activeRoleId })
    .from(users)
    .where(eq(users.username, username));
  if (!user?.roleId) throw new Error(`demo account ${username} is missing`);
  return actorOf(database.db, user.id, user.roleId);
}

/**
 * A user's actor in one of their roles, built as the auth plugin builds it from an access token's
 * claims (sessions/verified-tokens.ts), from the same claims the sign-in signs (loadSessionUser).
 */
export async function actorOf(db: DbOrTx, userId: number, roleId: number): Promise<Actor> {
  const loaded = await loadSessionUser(db, userId, roleId);
  if (!loaded) throw new Error(`user ${userId} does not hold role ${roleId}`);
  const { claims } = loaded;
  const permissions = [...claims.perms];
  return Object.freeze({
    userId: Number(claims.sub),
    sessionId: `assistant-eval-${userId}`,
    roleId: claims.rid,
    userGroupId: claims.grp,
    scope: claims.scope,
    organizationId: claims.org,
    xaPhuongId: claims.xp,
    cumKhuCnId: claims.kcn,
    permissions,
    ability: defineAbilityFor({ userGroupId: claims.grp, permissions }),
  });
}
