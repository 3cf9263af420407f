import {
  type Action,
  defineAbilityFor,
  ROLE_IDS,
  SEEDED_ROLES,
  type Subject,
  seededRoleCodes,
} from '@congdoan/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildRole, type SeededRole, tokenFor, useTestApp } from './test/harness.js';

/**
 * The access matrix of every route (docs/architecture.md, "Testing"): walked from the OpenAPI
 * document, judged by the permission each operation declares and the seeded roles' grants of
 * packages/shared. Module tests keep their successes and out-of-scope 404s only.
 */
const t = useTestApp({ world: true });
/** A caller whose role grants nothing: refused on every (action, subject) route, whatever its pair. */
let grantless: string;
beforeAll(async () => {
  const role = await buildRole(t.ctx, { scope: 'self', grants: [] });
  grantless = await tokenFor(t.ctx, { roles: [role.id] });
});

/**
 * The routes open to any signed-in user, and why a session is enough: each answers for the
 * caller's own account or inbox, or checks the caller's rights on what it is asked about.
 */
const SIGNED_IN: Record<string, string> = {
  'GET /api/v1/auth/me': 'one’s own account',
  'PUT /api/v1/auth/profile': 'one’s own account',
  'POST /api/v1/auth/change-password': 'one’s own password',
  'POST /api/v1/auth/switch-role': 'one of one’s own roles',
  'GET /api/v1/lookup/organizations': 'the units of one’s own data scope',
  'GET /api/v1/audit/history': 'checks read on the record’s subject and its scope',
  'GET /api/v1/thong-bao/user/my-notifications': 'one’s own inbox',
  'GET /api/v1/thong-bao/user/unread-count': 'one’s own inbox',
  'POST /api/v1/thong-bao/user/{id}/mark-read': 'one’s own inbox',
  'POST /api/v1/thong-bao/user/{id}/mark-unread': 'one’s own inbox',
  'PATCH /api/v1/thong-bao/tat-ca-da-doc/{userId}': 'one’s own inbox',
  'GET /api/v1/thong-bao/user/stream': 'one’s own inbox, live',
  'POST /api/v1/zalo/link-code': 'a code linking one’s own Zalo account',
  'GET /api/v1/zalo/my-account': 'one’s own Zalo account',
  'DELETE /api/v1/zalo/my-account': 'one’s own Zalo account',
  'GET /api/v1/tai-khoan/ma-diem-danh': 'one’s own attendance code',
  'POST /api/v1/assistant/ask': 'answers inside the asker’s own data scope, into their own conversations',
  'GET /api/v1/assistant/suggestions': 'questions by one’s own role and scope',
  'GET /api/v1/assistant/settings': 'one’s own assistant settings',
  'PUT /api/v1/assistant/settings': 'one’s own assistant settings',
  'GET /api/v1/assistant/conversations': 'one’s own conversations',
  'GET /api/v1/assistant/conversations/detail': 'one’s own conversations',
  'PUT /api/v1/assistant/conversations': 'one’s own conversations',
  'DELETE /api/v1/assistant/conversations': 'one’s own conversations',
  'DELETE /api/v1/assistant/conversations/all': 'one’s own conversations',
  'GET /api/v1/assistant/knowledge/categories': 'the knowledge base, no union’s data',
  'GET /api/v1/assistant/knowledge/articles': 'the knowledge base’s active articles, no union’s data',
  'GET /api/v1/assistant/knowledge/articles/detail': 'the knowledge base’s active articles, no union’s data',
};

type Permission = 'public' | 'signed-in' | 'administrator' | { action: Action; subject: Subject };
interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  permission: Permission;
  /** The path with each parameter given a plausible value. */
  url: string;
}

const roleKeys = Object.keys(ROLE_IDS) as SeededRole[];
/** Each seeded role's person of the world with the ability its grants give, and the grantless caller. */
const callers = () => [
  ...roleKeys.map((key) => {
    const role = SEEDED_ROLES.find((r) => r.id === ROLE_IDS[key])!;
    const ability = defineAbilityFor({
      userGroupId: role.userGroupId ?? null,
      permissions: seededRoleCodes(role.grants),
    });
    return { name: key, token: t.world.as[key].token, ability };
  }),
  { name: 'a role granting nothing', token: grantless, ability: defineAbilityFor({ permissions: [] }) },
];

function operations(): Operation[] {
  const doc = t.ctx.app.swagger() as unknown as {
    paths: Record<
      string,
      Record<
        string,
        { 'x-permission': Permission; parameters?: { in: string; name: string; schema: { type?: string } }[] }
      >
    >;
  };
  return Object.entries(doc.paths)
    .filter(([path]) => /^\/(api\/v1|health)\//.test(path))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        let url = path;
        for (const p of op.parameters ?? []) {
          if (p.in === 'path') url = url.replace(`{${p.name}}`, p.schema.type === 'integer' ? '999999' : 'x');
        }
        return {
          method: method.toUpperCase() as Operation['method'],
          path,
          permission: op['x-permission'],
          url,
        };
      }),
    );
}

/** What a refused caller reads, code and words: the module tests leave both to this walk. */
const REFUSALS = {
  unauthorized: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  forbidden: 'Bạn không có quyền thực hiện chức năng này',
} as const;
const refused = (res: { json(): { code?: string; message?: string } }, code: keyof typeof REFUSALS) => {
  const body = res.json();
  return body.code === code && body.message === REFUSALS[code];
};

// A body is not needed: the caller is checked before the body is parsed (docs/architecture.md,
// "Request flow"), and a caller who passes meets a validation error, not a write.
const send = (op: Operation, token?: string) =>
  t.ctx.app.inject({ method: op.method, url: op.url, headers: token ? bearer(token) : undefined });

describe('the access matrix of every route', () => {
  it('walks every registered API route, each one once', () => {
    const walked = operations().map((op) => `${op.method} ${op.path}`);
    const registered = t.ctx.app.registeredRoutes
      .filter((r) => /^\/(api\/v1|health)\//.test(r.url))
      .flatMap((r) =>
        r.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
      );
    expect(walked.length).toBeGreaterThan(90);
    expect([...walked].sort()).toEqual([...registered].sort());
  });

  it('answers 401 without a token on every route that is not public, and lets anyone call a public one', async () => {
    const wrong: string[] = [];
    for (const op of operations()) {
      const res = await send(op);
      const where = `${op.method} ${op.path}`;
      if (op.permission === 'public') {
        if ([401, 403].includes(res.statusCode)) wrong.push(`${where}: ${res.statusCode}, declared public`);
      } else if (res.statusCode !== 401 || !refused(res, 'unauthorized')) {
        wrong.push(`${where}: ${res.statusCode} without a token`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to every seeded role lacking the (action, subject) of a route (and to a role granting nothing), and admits those holding it', async () => {
    const wrong: string[] = [];
    let refusals = 0;
    for (const op of operations()) {
      if (typeof op.permission !== 'object') continue;
      const { action, subject } = op.permission;
      for (const caller of callers()) {
        const res = await send(op, caller.token);
        const where = `${op.method} ${op.path} as ${caller.name}`;
        if (caller.ability.can(action, subject)) {
          if ([401, 403].includes(res.statusCode))
            wrong.push(`${where}: ${res.statusCode}, holding ${action} ${subject}`);
        } else if (res.statusCode !== 403 || !refused(res, 'forbidden')) {
          wrong.push(`${where}: ${res.statusCode}, lacking ${action} ${subject}`);
        } else refusals++;
      }
    }
    expect(wrong).toEqual([]);
    // The matrix is not all doors open: the member alone lacks most pairs.
    expect(refusals).toBeGreaterThan(100);
  });

  it('answers 403 to every seeded role but the administrator on an administrator route', async () => {
    const adminOnly = operations().filter((op) => op.permission === 'administrator');
    expect(adminOnly.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const op of adminOnly) {
      for (const key of roleKeys) {
        const res = await send(op, t.world.as[key].token);
        const expected = key === 'admin' ? 'not 401/403' : 403;
        const ok = key === 'admin' ? ![401, 403].includes(res.statusCode) : res.statusCode === 403;
        if (!ok) wrong.push(`${op.method} ${op.path} as ${key}: ${res.statusCode}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the permission each route declares, as reviewed (a changed declaration shows in the diff)', async () => {
    // The walks above judge each route by the pair it declares; this pins the pairs themselves, so
    // a write declared with a read right, or a route that loses its right, fails here.
    const declared = operations().map((op) => {
      const p = op.permission;
      return `${`${op.method} ${op.path}`.padEnd(60)} ${typeof p === 'object' ? `${p.action} ${p.subject}` : p}`;
    });
    await expect(`${declared.sort().join('\n')}\n`).toMatchFileSnapshot('./access-matrix.permissions.txt');
  });

  it('lists every route open to any signed-in user, with why a session is enough', () => {
    const signedIn = operations()
      .filter((op) => op.permission === 'signed-in')
      .map((op) => `${op.method} ${op.path}`);
    // A new one must be added above, with its reason, or declare the permission it needs.
    expect(signedIn.sort()).toEqual(Object.keys(SIGNED_IN).sort());
  });
});
