import { ROLE_IDS, toSearchText } from '@congdoan/shared';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, industrialZones, positions, wards } from '../../db/schema/index.js';
import {
  bearer,
  buildUser,
  buildWard,
  buildZone,
  createTestContext,
  login,
  type TestContext,
} from '../../test/harness.js';

/**
 * Every category route × role, as data: no token → 401, a member → 403, a grassroots chair (who
 * reads categories) → reads 200 and writes 403, a provincial officer → 200. Refused calls change
 * nothing. Categories have no data scope: the chair reads wards outside their own.
 */

let ctx: TestContext;
const tokens: Record<'member' | 'chair' | 'officer', string> = { member: '', chair: '', officer: '' };
beforeAll(async () => {
  ctx = await createTestContext();
  const otherWard = await buildWard(ctx);
  for (const [key, role] of [
    ['member', ROLE_IDS.member],
    ['chair', ROLE_IDS.chair],
    ['officer', ROLE_IDS.provincialOfficer],
  ] as const) {
    const u = await buildUser(ctx, { roles: [role], xaPhuongId: otherWard.id });
    tokens[key] = (await login(ctx, u.username!)).accessToken;
  }
});
afterAll(async () => ctx?.close());

let n = 0;
const buildPosition = async () => {
  const name = `Chức vụ Thử ${++n}`;
  const [row] = await ctx.database.db
    .insert(positions)
    .values({ name, sortOrder: n, searchText: toSearchText(name) })
    .returning();
  return row!;
};

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}
interface RouteCase {
  name: string;
  write: boolean;
  /** A fresh call: its own rows, so that a success does not disturb the next case. */
  prepare(): Promise<Call>;
}

const ROUTES: RouteCase[] = [
  { name: 'ward list', write: false, prepare: async () => ({ method: 'GET', url: '/ward/list-all' }) },
  {
    name: 'ward detail',
    write: false,
    prepare: async () => ({ method: 'GET', url: `/ward/detail?wardId=${(await buildWard(ctx)).id}` }),
  },
  {
    name: 'ward create',
    write: true,
    prepare: async () => ({
      method: 'POST',
      url: '/ward/create',
      payload: { code: `M${++n}`, name: `Xã Mới ${n}`, kind: 'xa' },
    }),
  },
  {
    name: 'ward update',
    write: true,
    prepare: async () => {
      const w = await buildWard(ctx);
      return {
        method: 'PUT',
        url: '/ward/update',
        payload: { id: w.id, code: w.code, name: `${w.name} Sửa`, kind: 'xa' },
      };
    },
  },
  {
    name: 'ward delete',
    write: true,
    prepare: async () => ({ method: 'DELETE', url: `/ward/delete?wardId=${(await buildWard(ctx)).id}` }),
  },
  {
    name: 'zone list',
    write: false,
    prepare: async () => ({ method: 'GET', url: '/industrial-zone/list-all' }),
  },
  {
    name: 'zone detail',
    write: false,
    prepare: async () => ({
      method: 'GET',
      url: `/industrial-zone/detail?industrialZoneId=${(await buildZone(ctx)).id}`,
    }),
  },
  {
    name: 'zone create',
    write: true,
    prepare: async () => ({
      method: 'POST',
      url: '/industrial-zone/create',
      payload: { code: `KCN${++n}`, name: `Khu công nghiệp Mới ${n}` },
    }),
  },
  {
    name: 'zone update',
    write: true,
    prepare: async () => {
      const z = await buildZone(ctx);
      return {
        method: 'PUT',
        url: '/industrial-zone/update',
        payload: { id: z.id, code: z.code, name: `${z.name} Sửa` },
      };
    },
  },
  {
    name: 'zone delete',
    write: true,
    prepare: async () => ({
      method: 'DELETE',
      url: `/industrial-zone/delete?industrialZoneId=${(await buildZone(ctx)).id}`,
    }),
  },
  {
    name: 'position list',
    write: false,
    prepare: async () => ({ method: 'GET', url: '/position/list-all' }),
  },
  {
    name: 'position detail',
    write: false,
    prepare: async () => ({
      method: 'GET',
      url: `/position/detail?positionId=${(await buildPosition()).id}`,
    }),
  },
  {
    name: 'position create',
    write: true,
    prepare: async () => ({
      method: 'POST',
      url: '/position/create',
      payload: { name: `Chức vụ Mới ${++n}`, sortOrder: 5 },
    }),
  },
  {
    name: 'position update',
    write: true,
    prepare: async () => {
      const p = await buildPosition();
      return {
        method: 'PUT',
        url: '/position/update',
        payload: { id: p.id, name: `${p.name} Sửa`, sortOrder: 1 },
      };
    },
  },
  {
    name: 'position delete',
    write: true,
    prepare: async () => ({
      method: 'DELETE',
      url: `/position/delete?positionId=${(await buildPosition()).id}`,
    }),
  },
];

const send = (call: Call, token?: string) =>
  ctx.app.inject({
    method: call.method,
    url: `/api/v1${call.url}`,
    payload: call.payload,
    headers: token ? bearer(token) : {},
  });

/** Every category row and the audit log's size: what a refused call must leave alone. */
const snapshot = async () => ({
  wards: await ctx.database.db.select().from(wards).orderBy(asc(wards.id)),
  zones: await ctx.database.db.select().from(industrialZones).orderBy(asc(industrialZones.id)),
  positions: await ctx.database.db.select().from(positions).orderBy(asc(positions.id)),
  audit: (await ctx.database.db.select({ n: count() }).from(auditLog))[0]!.n,
});

describe('category routes × roles', () => {
  it('covers every category route the app registers', async () => {
    const registered = ctx.app.registeredRoutes
      .filter(
        (r) => !r.methods.includes('HEAD') && /^\/api\/v1\/(ward|industrial-zone|position)\//.test(r.url),
      )
      .map((r) => `${r.methods.join()} ${r.url}`);
    const tested = await Promise.all(
      ROUTES.map(async (r) => {
        const call = await r.prepare();
        return `${call.method} /api/v1${call.url.split('?')[0]}`;
      }),
    );
    expect(tested.sort()).toEqual(registered.sort());
  });

  for (const route of ROUTES) {
    it(`${route.name}: 401 without a token, 403 for a member${route.write ? ' and a chair' : ''}, 200 with the right`, async () => {
      const call = await route.prepare();
      const before = await snapshot();

      const anonymous = await send(call);
      expect(anonymous.statusCode).toBe(401);

      const refusedRoles = route.write ? (['member', 'chair'] as const) : (['member'] as const);
      for (const role of refusedRoles) {
        const refused = await send(call, tokens[role]);
        expect(refused.statusCode, role).toBe(403);
        expect(refused.json()).toMatchObject({
          code: 'forbidden',
          message: 'Bạn không có quyền thực hiện chức năng này',
        });
      }
      expect(await snapshot()).toEqual(before);

      if (!route.write) expect((await send(call, tokens.chair)).statusCode).toBe(200);
      const ok = await send(call, tokens.officer);
      expect(ok.statusCode, ok.body).toBe(200);
      if (route.write) expect((await snapshot()).audit).toBe(before.audit + 1);
    });
  }
});
