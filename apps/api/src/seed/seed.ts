import { randomBytes } from 'node:crypto';
import {
  CHOICE_LISTS,
  PERMISSION_CATALOGUE,
  PERMISSION_GROUPS,
  pageLinks,
  ROLE_IDS,
  SEEDED_ROLES,
  seededRoleCodes,
  toSearchText,
  type UnionBoard,
  vietnamDate,
} from '@congdoan/shared';
import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db, DbOrTx } from '../db/client.js';
import {
  companiesWithoutUnion,
  events,
  eventTypes,
  industrialZones,
  notificationRecipients,
  notifications,
  organizationChoices,
  organizationDynamicFields,
  organizations,
  permissionGroups,
  permissions,
  positions,
  rolePermissions,
  roles,
  unionStaff,
  userRoles,
  users,
  wards,
  zaloAccounts,
} from '../db/schema/index.js';
import { rebuildFiguresHistory } from '../domain/figures.js';
import { sendNotice } from '../domain/notify/send.js';
import { hashPassword } from '../sessions/passwords.js';
import { writeTransaction } from '../write/transaction.js';
import { ensureCategoryItems } from './category-items.js';
import { seedDemoDashboard } from './demo-dashboard.js';
import { seedDemoEvents } from './demo-events.js';
import { seedDemoMembers } from './demo-members.js';
import { seedDemoReports } from './demo-reports.js';
import {
  DEFAULT_CHOICES,
  DEMO_DYNAMIC_FIELDS,
  DEMO_SIZE,
  type DemoSize,
  industrialZonesOf,
  loginNameOf,
  type OrganizationRow,
  organizationsOf,
  provinceWards,
  rng,
  staffOf,
  vietnameseName,
} from './generator.js';
import { seedKnowledge } from './knowledge.js';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** The usual positions of a union executive, in their order (Chức vụ). */
const DEMO_POSITIONS = [
  'Chủ tịch',
  'Phó Chủ tịch',
  'Ủy viên Ban Thường vụ',
  'Ủy viên Ban Chấp hành',
  'Ủy viên Ủy ban Kiểm tra',
  'Tổ trưởng công đoàn',
];
/** The union boards each demo position sits on (a union's "Ban lãnh đạo" tab); the others sit on none. */
const DEMO_POSITION_BOARDS: Record<string, UnionBoard[]> = {
  'Chủ tịch': ['bch', 'thuong_vu', 'lanh_dao'],
  'Phó Chủ tịch': ['bch', 'thuong_vu', 'lanh_dao'],
  'Ủy viên Ban Thường vụ': ['bch', 'thuong_vu'],
  'Ủy viên Ban Chấp hành': ['bch'],
  'Ủy viên Ủy ban Kiểm tra': ['ubkt'],
};

/** The password of every demo account except the administrator (README). */
export const DEMO_PASSWORD = 'Demo@2025';

/**
 * The permission catalogue, its groups and the six seeded roles. Runs at every start: new codes
 * of a new version appear, and the seeded roles get those of them their table grants (a chair
 * manages members from the version that brings members); grants an administrator changed on
 * codes that existed before are left alone. Then the lists a new database starts with: the
 * organisations' choices, the event types, the member categories and the assistant's knowledge base
 * (each only while empty).
 */
export async function ensureReferenceData(db: Db) {
  await db.transaction(async (tx) => {
    for (const [i, g] of PERMISSION_GROUPS.entries()) {
      await tx
        .insert(permissionGroups)
        .values({ code: g.code, name: g.name, sortOrder: i })
        .onConflictDoUpdate({ target: permissionGroups.code, set: { name: g.name, sortOrder: i } });
    }
    const groups = await tx.select().from(permissionGroups);
    const groupOf = (subject: string) =>
      groups.find((g) =>
        PERMISSION_GROUPS.find((pg) => pg.code === g.code)?.subjects.includes(subject as never),
      )!.id;
    const known = new Set((await tx.select({ code: permissions.code }).from(permissions)).map((p) => p.code));
    for (const p of PERMISSION_CATALOGUE) {
      await tx
        .insert(permissions)
        .values({
          code: p.code,
          action: p.action,
          subject: p.subject,
          name: p.name,
          groupId: groupOf(p.subject),
        })
        .onConflictDoUpdate({ target: permissions.code, set: { name: p.name, groupId: groupOf(p.subject) } });
    }
    const existing = new Set((await tx.select({ id: roles.id }).from(roles)).map((r) => r.id));
    const all = await tx.select({ id: permissions.id, code: permissions.code }).from(permissions);
    for (const role of SEEDED_ROLES) {
      if (existing.has(role.id)) {
        // The codes this start added, as the role's table grants them.
        const added = new Set(seededRoleCodes(role.grants).filter((c) => !known.has(c)));
        const grants = all.filter((p) => added.has(p.code));
        if (grants.length)
          await tx
            .insert(rolePermissions)
            .values(grants.map((p) => ({ roleId: role.id, permissionId: p.id })))
            .onConflictDoNothing();
        continue;
      }
      await tx.insert(roles).values({
        id: role.id,
        name: role.name,
        description: role.description,
        scope: role.scope,
        icon: role.icon,
        userGroupId: role.userGroupId ?? null,
        isSystem: true,
        searchText: toSearchText(role.name),
      });
      const codes = new Set(seededRoleCodes(role.grants));
      const grants = all
        .filter((p) => codes.has(p.code))
        .map((p) => ({ roleId: role.id, permissionId: p.id }));
      if (grants.length) await tx.insert(rolePermissions).values(grants);
    }
    await ensureDefaultChoices(tx);
    await ensureEventTypes(tx);
    await ensureCategoryItems(tx);
    await seedKnowledge(tx);
    // The administrator holds every code, new ones included.
    await tx
      .insert(rolePermissions)
      .values(all.map((p) => ({ roleId: ROLE_IDS.admin, permissionId: p.id })))
      .onConflictDoNothing();
  });
}

/** The type and company-kind lists, on a new database only: an administrator keeps them after that. */
async function ensureDefaultChoices(tx: DbOrTx) {
  const [choices] = await tx.select({ n: count() }).from(organizationChoices);
  const [orgs] = await tx.select({ n: count() }).from(organizations);
  if (choices?.n !== 0 || orgs?.n !== 0) return;
  await tx
    .insert(organizationChoices)
    .values(
      CHOICE_LISTS.flatMap((list) =>
        DEFAULT_CHOICES[list].map((name, i) => ({ list, name, sortOrder: i + 1 })),
      ),
    );
}

/** The usual kinds of union event, in the federation's order, each with its colour on the calendar. */
export const DEFAULT_EVENT_TYPES = [
  { name: 'Hội nghị', color: '#1677ff', description: 'Hội nghị người lao động, hội nghị sơ kết, tổng kết' },
  { name: 'Đại hội', color: '#cf1322', description: 'Đại hội công đoàn các cấp' },
  { name: 'Tập huấn', color: '#389e0d', description: 'Tập huấn, bồi dưỡng nghiệp vụ công tác công đoàn' },
  {
    name: 'Văn hóa – thể thao',
    color: '#d46b08',
    description: 'Hội thao, hội diễn văn nghệ, ngày hội công nhân',
  },
  {
    name: 'Thăm hỏi – hỗ trợ',
    color: '#c41d7f',
    description: 'Thăm hỏi, tặng quà đoàn viên, người lao động',
  },
  { name: 'Họp Ban chấp hành', color: '#531dab', description: 'Họp Ban chấp hành, Ban thường vụ định kỳ' },
] as const;

/**
 * The usual event types, on a database that has neither types nor events (a new one, or one from
 * before events existed): after that they are the administrators' to rename or remove, and a
 * restart does not bring a removed one back.
 */
async function ensureEventTypes(tx: DbOrTx) {
  const [types] = await tx.select({ n: count() }).from(eventTypes);
  const [held] = await tx.select({ n: count() }).from(events);
  if (types?.n !== 0 || held?.n !== 0) return;
  await tx.insert(eventTypes).values(
    DEFAULT_EVENT_TYPES.map((t, i) => ({
      name: t.name,
      nameKey: toSearchText(t.name),
      description: t.description,
      color: t.color,
      sortOrder: i + 1,
      searchText: toSearchText(t.name, t.description),
    })),
  );
}

async function insertUser(
  tx: DbOrTx,
  values: Omit<typeof users.$inferInsert, 'searchText'>,
  roleIds: number[],
): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({
      ...values,
      searchText: toSearchText(
        values.fullName,
        values.username,
        values.email,
        values.phoneNumber,
        values.identity,
      ),
    })
    .returning({ id: users.id });
  await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row!.id, roleId })));
  return row!.id;
}

/** The first administrator, on an empty users table. Its generated password is printed once. */
export async function ensureAdmin(db: Db, config: Config, log: Log) {
  const [existing] = await db.select({ n: count() }).from(users);
  if (existing && existing.n > 0) return;
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  await db.transaction(async (tx) => {
    await insertUser(
      tx,
      {
        username: config.ADMIN_USERNAME,
        fullName: 'Quản trị hệ thống',
        passwordHash: await hashPassword(password),
        email: 'admin@congdoan.local',
        activeRoleId: ROLE_IDS.admin,
      },
      [ROLE_IDS.admin, ROLE_IDS.provincialOfficer],
    );
  });
  if (config.ADMIN_PASSWORD) {
    log.info({ username: config.ADMIN_USERNAME }, 'administrator created with ADMIN_PASSWORD');
  } else {
    console.log(
      `\n  Tài khoản quản trị đã được tạo — hãy lưu lại, mật khẩu chỉ hiện MỘT lần:\n` +
        `    Tên đăng nhập: ${config.ADMIN_USERNAME}\n    Mật khẩu:      ${password}\n`,
    );
  }
}

async function insertBatched<T extends object>(
  tx: DbOrTx,
  table: Parameters<DbOrTx['insert']>[0],
  rows: T[],
  batch = 1000,
) {
  for (let i = 0; i < rows.length; i += batch)
    await tx.insert(table).values(rows.slice(i, i + batch) as never);
}

/** Keeps identity columns ahead of the explicit ids the generator wrote. */
async function syncIdentity(tx: DbOrTx, table: string) {
  await tx.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    ),
  );
}

/** Wards of the configured province, zones, the organisation tree and demo accounts of each role. */
export async function seedDemo(db: Db, config: Config, size: DemoSize = DEMO_SIZE, seed = 2025) {
  const r = rng(seed);
  const { provinceName, wards: wardRows } = provinceWards(config.PROVINCE_CODE);
  const zoneRows = industrialZonesOf(wardRows, r);
  const orgRows = organizationsOf(provinceName, wardRows, zoneRows, size.organizations, r);
  const demoHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    await insertBatched(tx, wards, wardRows);
    await insertBatched(tx, industrialZones, zoneRows);
    const choiceId = new Map(
      (await tx.select().from(organizationChoices)).map((c) => [`${c.list}:${c.name}`, c.id]),
    );
    await insertBatched(
      tx,
      organizations,
      orgRows.map(({ loaiHinhName, loaiCongTyName, ...row }) => ({
        ...row,
        loaiHinh: loaiHinhName ? (choiceId.get(`loai_hinh:${loaiHinhName}`) ?? null) : null,
        loaiCongTy: loaiCongTyName ? (choiceId.get(`loai_cong_ty:${loaiCongTyName}`) ?? null) : null,
      })),
    );
    await tx
      .insert(organizationDynamicFields)
      .values(DEMO_DYNAMIC_FIELDS.map((f) => ({ ...f, options: [...f.options] })));
    for (const t of ['wards', 'industrial_zones', 'organizations']) await syncIdentity(tx, t);
    await tx.insert(positions).values(
      DEMO_POSITIONS.map((name, i) => ({
        name,
        sortOrder: i + 1,
        boards: DEMO_POSITION_BOARDS[name] ?? [],
        searchText: toSearchText(name),
      })),
    );

    const grassroots = orgRows.filter((o) => o.level === 'grassroots');
    const firstGrassroots = grassroots[0] ?? orgRows[0]!;
    const wardUnion = orgRows.find((o) => o.level === 'ward')!;
    const demo: {
      username: string;
      fullName: string;
      roles: number[];
      org: (typeof orgRows)[number] | null;
    }[] = [
      {
        username: 'canbo.tinh',
        fullName: 'Trần Thị Hương',
        roles: [ROLE_IDS.provincialOfficer],
        org: orgRows[0]!,
      },
      {
        username: 'chutich',
        fullName: 'Nguyễn Văn Hùng',
        roles: [ROLE_IDS.chair, ROLE_IDS.member],
        org: firstGrassroots,
      },
      { username: 'phochutich', fullName: 'Lê Thị Mai', roles: [ROLE_IDS.viceChair], org: firstGrassroots },
      {
        username: 'uyvien',
        fullName: 'Phạm Quốc Bảo',
        roles: [ROLE_IDS.executiveMember],
        org: firstGrassroots,
      },
      { username: 'doanvien', fullName: 'Hoàng Minh Đức', roles: [ROLE_IDS.member], org: firstGrassroots },
      { username: 'chutich.phuong', fullName: 'Đỗ Thị Thanh Hà', roles: [ROLE_IDS.chair], org: wardUnion },
    ];
    const demoIds = new Map<string, number>();
    for (const [i, d] of demo.entries()) {
      const id = await insertUser(
        tx,
        {
          username: d.username,
          fullName: d.fullName,
          passwordHash: demoHash,
          email: `${d.username}@congdoan.local`,
          phoneNumber: `09${String(12345670 + i).padStart(8, '0')}`,
          identity: `0010900${String(10000 + i).padStart(5, '0')}`,
          activeRoleId: d.roles[0]!,
          organizationId: d.org?.id ?? null,
          xaPhuongId: d.org?.xaPhuongId ?? null,
          cumKhuCnId: d.org?.cumKhuCnId ?? null,
        },
        d.roles,
      );
      demoIds.set(d.username, id);
    }
    for (let i = 0; i < size.memberUsers; i++) {
      const fullName = vietnameseName(r);
      const org = r.pick(grassroots.length ? grassroots : orgRows);
      const username = loginNameOf(fullName, i + 1);
      await insertUser(
        tx,
        {
          username,
          fullName,
          passwordHash: demoHash,
          email: `${username}@congdoan.local`,
          phoneNumber: `03${String(20000000 + i * 7919).slice(-8)}`,
          identity: `0011900${String(20000 + i).padStart(5, '0')}`,
          isActive: i % 13 === 12 ? 0 : 1,
          activeRoleId: ROLE_IDS.member,
          organizationId: org.id,
          xaPhuongId: org.xaPhuongId,
          cumKhuCnId: org.cumKhuCnId,
        },
        [ROLE_IDS.member],
      );
    }

    await seedDemoStaff(
      tx,
      grassroots,
      seed,
      demo.find((d) => d.username === 'chutich'),
    );
    // The ward chair's unions keep records too, so that their members list shows what they declare.
    const underWard = (o: OrganizationRow) => o.path.startsWith(wardUnion.path) && o.id !== wardUnion.id;
    const others = grassroots.slice(1);
    await seedDemoMembers(
      tx,
      firstGrassroots,
      [...others.filter(underWard), ...others.filter((o) => !underWard(o))],
      seed,
    );
    await seedDemoNotifications(tx, firstGrassroots.id);
    await seedDemoEvents(
      tx,
      { province: orgRows[0]!, ward: wardUnion, union: firstGrassroots, others: grassroots.slice(1, 4) },
      seed,
    );
    await seedDemoZaloFollowers(tx, seed);
    await seedDemoReports(tx, { province: orgRows[0]!, ward: wardUnion }, seed);
    await seedDemoCompanies(tx, zoneRows, firstGrassroots.cumKhuCnId, seed);
    await seedDemoDashboard(tx, grassroots, { officerId: demoIds.get('canbo.tinh')! }, seed);
    // The demo's past was written with its own dates (admissions over the years, reports decided
    // months ago): its figures history is read from it, as migration 0022 read every union's once.
    await rebuildFiguresHistory(
      tx,
      orgRows.map((o) => o.id),
    );
  });
}

/** Companies of the zones that have no union yet (cong-ty-chua-co-cd), for the founding targets' page. */
const DEMO_COMPANIES = [
  'Công ty TNHH Điện tử Minh Phát',
  'Công ty TNHH May mặc Hoàng Gia',
  'Công ty Cổ phần Bao bì Thành Công',
  'Công ty TNHH Cơ khí Chính xác Việt Nhật',
  'Công ty TNHH Linh kiện Quang Minh',
  'Công ty Cổ phần Thực phẩm An Bình',
  'Công ty TNHH Giày da Phú Thịnh',
  'Công ty TNHH Nhựa kỹ thuật Đông Á',
  'Công ty Cổ phần Gỗ nội thất Trường Sơn',
  'Công ty TNHH Dệt kim Hải Đăng',
  'Công ty TNHH Vật liệu xây dựng Sông Hồng',
  'Công ty TNHH Thiết bị điện Nam Việt',
  'Công ty Cổ phần Logistics Kinh Bắc',
  'Công ty TNHH Hóa mỹ phẩm Thiên Hương',
  'Công ty TNHH Sản xuất Kính An Phú',
];

/**
 * About fifteen companies across the zones: the first few in the demo chair's zone (so the chair's
 * page is not empty), one without a zone ('Chưa phân loại', seen by the province alone). Its own
 * generator stream, so the rest of the demo data stays as it was.
 */
async function seedDemoCompanies(
  tx: DbOrTx,
  zoneRows: { id: number }[],
  chairZone: number | null,
  seed: number,
) {
  const r = rng(seed + 3);
  const DAY = 86_400_000;
  const now = Date.now();
  const last = DEMO_COMPANIES.length - 1;
  await tx.insert(companiesWithoutUnion).values(
    DEMO_COMPANIES.map((name, i) => {
      const zone = i < 4 && chairZone !== null ? chairZone : (zoneRows[i % zoneRows.length]?.id ?? null);
      const createdAt = new Date(now - (60 - i * 3) * DAY - r.int(DAY));
      return {
        name,
        cumKhuCnId: i === last ? null : zone,
        address: i % 3 === 0 ? `Lô ${String.fromCharCode(65 + (i % 6))}${1 + r.int(12)}` : null,
        note: i % 4 === 1 ? 'Đã gặp ban giám đốc, hẹn vận động thành lập công đoàn' : null,
        searchText: toSearchText(name),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

/** The demo accounts whose Zalo account is linked (the chair's and the member's profile show it). */
const DEMO_ZALO_LINKED = ['chutich', 'phochutich', 'uyvien', 'doanvien', 'chutich.phuong'];
const DEMO_ZALO_FOLLOWERS = 36;

/**
 * Followers of the OA for the Zalo accounts screen: Vietnamese names (a few without one, as Zalo
 * sometimes gives none), some who left the OA, some switched off, and about a third linked to demo
 * users (the demo accounts above and ordinary members). Its own generator stream, so the rest of
 * the demo data stays as it was.
 */
async function seedDemoZaloFollowers(tx: DbOrTx, seed: number) {
  const r = rng(seed + 2);
  const DAY = 86_400_000;
  const now = Date.now();
  const demo = await tx
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(inArray(users.username, DEMO_ZALO_LINKED))
    .orderBy(asc(users.id));
  const members = await tx
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(
      and(
        eq(users.isActive, 1),
        eq(users.activeRoleId, ROLE_IDS.member),
        notInArray(users.username, DEMO_ZALO_LINKED),
      ),
    )
    .orderBy(asc(users.id))
    .limit(Math.round(DEMO_ZALO_FOLLOWERS / 3) - demo.length);
  const linked = [...demo, ...members];
  const rows = Array.from({ length: DEMO_ZALO_FOLLOWERS }, (_, i) => {
    const user = i % 3 === 0 ? linked[i / 3] : undefined;
    // A Zalo name is often the given name first ("Hùng Nguyễn"); two have none at all, one of them
    // linked (the screen then shows the user's name, else 'N/A').
    const [family, ...rest] = (user?.fullName ?? vietnameseName(r)).split(' ');
    const displayName = i === 5 || i === 24 ? null : `${rest.at(-1)} ${family}`;
    const phone = r.next() < 0.4 ? `09${String(r.int(100_000_000)).padStart(8, '0')}` : null;
    const createdAt = new Date(now - (90 - i * 2) * DAY - r.int(DAY));
    const following = i % 7 !== 4;
    const linkedAt = user ? new Date(createdAt.getTime() + (1 + r.int(10)) * DAY) : null;
    return {
      oaUserId: `84${String(i + 1).padStart(3, '0')}${String(r.int(1e12)).padStart(12, '0')}`,
      appUserId: `3${String(r.int(1e15)).padStart(15, '0')}`,
      displayName,
      phone,
      isFollowingOa: following,
      isActive: i % 11 !== 7,
      userId: user?.id ?? null,
      linkedAt,
      lastFollowAt: createdAt,
      lastUnfollowAt: following ? null : new Date(createdAt.getTime() + (5 + r.int(20)) * DAY),
      lastActiveAt: new Date(now - r.int(30) * DAY - r.int(DAY)),
      syncedAt: new Date(now - DAY),
      searchText: toSearchText(displayName, phone),
      createdAt,
      updatedAt: linkedAt ?? createdAt,
    };
  });
  await insertBatched(tx, zaloAccounts, rows);
}

/** What the demo's bells hold: notices of the province to everyone and of a union to its people. */
const DEMO_NOTIFICATIONS = [
  {
    from: 'canbo.tinh',
    to: 'everyone',
    title: 'Hướng dẫn tổ chức đại hội công đoàn cơ sở nhiệm kỳ 2028–2033',
    body: 'Liên đoàn Lao động tỉnh hướng dẫn các công đoàn cơ sở chuẩn bị đại hội: rà soát danh sách đoàn viên, xây dựng báo cáo tổng kết nhiệm kỳ, giới thiệu nhân sự Ban chấp hành khóa mới và gửi kế hoạch về Liên đoàn trước ngày 15/12.',
    type: 'Văn bản hướng dẫn',
    link: null,
    daysAgo: 6,
    readShare: 0.6,
  },
  {
    from: 'canbo.tinh',
    to: 'everyone',
    title: 'Kế hoạch thăm hỏi, tặng quà đoàn viên dịp Tết Nguyên đán',
    body: 'Đề nghị các công đoàn cơ sở lập danh sách đoàn viên có hoàn cảnh khó khăn, đoàn viên bị tai nạn lao động, bệnh hiểm nghèo để Liên đoàn Lao động tỉnh tổng hợp, bố trí kinh phí thăm hỏi.',
    type: 'Thông báo chung',
    link: pageLinks.eventList.getHref(),
    daysAgo: 1,
    readShare: 0.2,
  },
  {
    from: 'chutich',
    to: 'union',
    title: 'Họp Ban chấp hành công đoàn cơ sở tháng 12',
    body: 'Ban chấp hành họp lúc 14 giờ thứ Sáu tuần này tại phòng họp tầng 2. Nội dung: đánh giá hoạt động năm, chuẩn bị hội nghị người lao động.',
    type: 'Lịch họp',
    link: null,
    daysAgo: 0,
    readShare: 0,
  },
] as const;

/**
 * The demo notifications, sent as every notice is (src/domain/notify/send.ts) to everyone or to the people
 * of the demo chair's union, then dated back to their day, a share of their recipients having read
 * them two hours later (never the demo member and chair, whose bells show them unread).
 */
async function seedDemoNotifications(tx: DbOrTx, unionId: number) {
  const DAY = 86_400_000;
  for (const n of DEMO_NOTIFICATIONS) {
    const [sender] = await tx
      .select({
        userId: users.id,
        organizationId: users.organizationId,
        xaPhuongId: users.xaPhuongId,
        cumKhuCnId: users.cumKhuCnId,
      })
      .from(users)
      .where(eq(users.username, n.from));
    if (!sender) continue;
    // The notice is its sender's unit's; the seed reaches the whole province.
    const from = { ...sender, scope: 'province' } as const;
    const notice = { tieuDe: n.title, noiDung: n.body, loaiThongBao: n.type, duongDan: n.link };
    const to = n.to === 'union' ? { organizationIds: [unionId] } : { tatCa: true };
    const { noticeId } = await writeTransaction(tx, null, (w) => sendNotice(w, from, notice, to));
    const at = new Date(Date.now() - n.daysAgo * DAY - 3_600_000);
    await tx
      .update(notifications)
      .set({ firstSentAt: at, createdAt: at, updatedAt: at })
      .where(eq(notifications.id, noticeId));
    const recipient = notificationRecipients.userId;
    await tx
      .update(notificationRecipients)
      .set({
        createdAt: at,
        readAt: sql`case when ${recipient} % 10 < ${Math.round(n.readShare * 10)}
          and ${recipient} not in (select id from users where username in ('doanvien', 'chutich'))
          then ${at.toISOString()}::timestamptz + interval '2 hours' end`,
      })
      .where(eq(notificationRecipients.notificationId, noticeId));
  }
}

/**
 * Union staff of every grassroots union (staffOf), batched; the demo chair's account is linked to
 * the chair's record of their union, which carries the chair's name. Its own generator stream, so
 * the rest of the demo data stays as it was.
 */
async function seedDemoStaff(
  tx: DbOrTx,
  grassroots: Parameters<typeof staffOf>[0],
  seed: number,
  chair: { username: string; fullName: string; org: { id: number } | null } | undefined,
) {
  const positionId = new Map(
    (await tx.select({ id: positions.id, name: positions.name }).from(positions)).map((p) => [p.name, p.id]),
  );
  const chairNames = new Map(chair?.org ? [[chair.org.id, chair.fullName]] : []);
  const rows = staffOf(grassroots, DEMO_POSITIONS, rng(seed + 1), vietnamDate(), chairNames);
  await insertBatched(
    tx,
    unionStaff,
    rows.map(({ positionName, ...row }) => ({ ...row, positionId: positionId.get(positionName) ?? null })),
  );
  if (!chair?.org) return;
  // The union's own record of its chair says the same name.
  await tx.update(organizations).set({ chairName: chair.fullName }).where(eq(organizations.id, chair.org.id));
  const [record] = await tx
    .select({ id: unionStaff.id })
    .from(unionStaff)
    .where(
      and(
        eq(unionStaff.organizationId, chair.org.id),
        eq(unionStaff.positionId, positionId.get(DEMO_POSITIONS[0]!)!),
      ),
    )
    .orderBy(asc(unionStaff.id))
    .limit(1);
  if (record) await tx.update(users).set({ staffId: record.id }).where(eq(users.username, chair.username));
}

/** At start: reference data always; the administrator and the demo data on an empty database. */
export async function seedIfEmpty(db: Db, config: Config, log: Log) {
  await ensureReferenceData(db);
  await ensureAdmin(db, config, log);
  const [orgs] = await db.select({ n: count() }).from(organizations);
  if (config.SEED_DEMO && orgs?.n === 0) {
    await seedDemo(db, config);
    log.info(`demo data created; demo accounts use the password ${DEMO_PASSWORD}`);
  }
}
