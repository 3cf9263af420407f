import {
  type Action,
  type CategoryKind,
  type ChoiceList,
  type DataScope,
  type DynamicFieldType,
  memberCardNumber,
  NOTIFICATION_DEFAULT_TYPE,
  type OrganizationLevel,
  PERMISSION_CATALOGUE,
  ROLE_IDS,
  type Subject,
  toPermissionCode,
  toSearchText,
  type UnionBoard,
} from '@congdoan/shared';
import { eq, inArray } from 'drizzle-orm';
import {
  approvalRequests,
  assistantConversations,
  assistantMessages,
  assistantUnanswered,
  categoryItems,
  companiesWithoutUnion,
  eventRegistrations,
  events,
  eventTypes,
  industrialZones,
  knowledgeArticles,
  knowledgeCategories,
  members,
  membershipReports,
  notificationRecipients,
  notifications,
  organizationChoices,
  organizationDynamicFields,
  organizations,
  permissions,
  positions,
  reportOccurrences,
  reportPeriods,
  reportPeriodUnits,
  rolePermissions,
  roles,
  unionStaff,
  userRoles,
  users,
  wards,
  zaloAccounts,
} from '../db/schema/index.js';
import { rebuildFiguresHistory } from '../domain/figures.js';
import { ensureOccurrences, shapeOf } from '../domain/reporting/occurrences.js';
import { windowsOfYear } from '../domain/reporting/windows.js';
import { hashPassword } from '../sessions/passwords.js';
import type { TestContext } from './context.js';

/** What a factory writes through: an app's test context, or a test's database alone (`useTestDatabase()`). */
type WithDatabase = Pick<TestContext, 'database'>;

/** The password of every user a factory makes, unless it is given another. */
export const PASSWORD = 'Matkhau@123';

let serial = 0;
const next = () => ++serial;
/** A suffix no other row of this run has: names stay unique across files sharing a database. */
const unique = () => `${next()}${Math.random().toString(36).slice(2, 6)}`;

// Hashing is slow by design (argon2); every user of a password may share one hash.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  const hash = hashes.get(password) ?? hashPassword(password);
  hashes.set(password, hash);
  return hash;
};

export async function buildWard(ctx: TestContext, name = `Phường Thử ${next()}`) {
  const [row] = await ctx.database.db
    .insert(wards)
    .values({ code: `T${unique()}`, name, kind: 'phuong', searchText: toSearchText(name) })
    .returning();
  return row!;
}

export async function buildZone(ctx: TestContext, name = `Khu công nghiệp Thử ${next()}`) {
  const [row] = await ctx.database.db
    .insert(industrialZones)
    .values({ code: `Z${unique()}`, name, searchText: toSearchText(name) })
    .returning();
  return row!;
}

/** A company without a union; without a zone, of a new one (null: none). */
export async function buildCompany(
  ctx: TestContext,
  input: { name?: string; cumKhuCnId?: number | null; address?: string; note?: string } = {},
) {
  const name = input.name ?? `Công ty TNHH Thử ${unique()}`;
  const cumKhuCnId = input.cumKhuCnId === undefined ? (await buildZone(ctx)).id : input.cumKhuCnId;
  const [row] = await ctx.database.db
    .insert(companiesWithoutUnion)
    .values({
      name,
      cumKhuCnId,
      address: input.address ?? null,
      note: input.note ?? null,
      searchText: toSearchText(name),
    })
    .returning();
  return row!;
}

/** An organisation; without a parent it hangs under a new root of its own. */
export async function buildOrganization(
  ctx: WithDatabase,
  input: {
    name?: string;
    parent?: { id: number; path: string } | null;
    level?: OrganizationLevel;
    xaPhuongId?: number;
    cumKhuCnId?: number;
  } = {},
) {
  const db = ctx.database.db;
  const name = input.name ?? `Công đoàn cơ sở Thử ${next()}`;
  const [row] = await db
    .insert(organizations)
    .values({
      name,
      organizationParentId: input.parent?.id ?? null,
      path: '/',
      level: input.level ?? (input.parent ? 'grassroots' : 'province'),
      xaPhuongId: input.xaPhuongId ?? null,
      cumKhuCnId: input.cumKhuCnId ?? null,
      searchText: toSearchText(name),
    })
    .returning();
  const pathOf = `${input.parent?.path ?? '/'}${row!.id}/`;
  await db.update(organizations).set({ path: pathOf }).where(eq(organizations.id, row!.id));
  return { ...row!, path: pathOf };
}

export async function buildUser(
  ctx: TestContext,
  input: Partial<typeof users.$inferInsert> & { roles?: number[]; password?: string } = {},
) {
  const n = next();
  const { roles = [ROLE_IDS.member], password = PASSWORD, ...rest } = input;
  const fullName = rest.fullName ?? `Người Dùng ${n}`;
  const username = rest.username ?? `user${n}_${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      username,
      fullName,
      email: `${username}@example.vn`,
      passwordHash: await hashOf(password),
      activeRoleId: roles[0]!,
      ...rest,
      searchText: toSearchText(fullName, username, rest.email, rest.phoneNumber, rest.identity),
    })
    .returning();
  await ctx.database.db.insert(userRoles).values(roles.map((roleId) => ({ userId: row!.id, roleId })));
  return { ...row!, password };
}

/**
 * A role an administrator made: its data scope and its grants, each a permission code or an
 * (action, subject) pair of the catalogue.
 */
export async function buildRole(
  ctx: TestContext,
  input: { scope?: DataScope; grants?: readonly (string | readonly [Action, Subject])[]; name?: string } = {},
) {
  const db = ctx.database.db;
  const name = input.name ?? `Vai trò Thử ${unique()}`;
  const [role] = await db
    .insert(roles)
    .values({ name, scope: input.scope ?? 'organization', searchText: toSearchText(name) })
    .returning();
  const codes = (input.grants ?? []).map((g) =>
    typeof g === 'string' ? g : toPermissionCode({ action: g[0], subject: g[1] }),
  );
  const unknown = codes.filter((c) => !PERMISSION_CATALOGUE.some((p) => p.code === c));
  if (unknown.length) throw new Error(`buildRole: not in the catalogue: ${unknown.join(', ')}`);
  if (codes.length) {
    const granted = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.code, codes));
    await db.insert(rolePermissions).values(granted.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  }
  return role!;
}

export async function buildPosition(
  ctx: TestContext,
  input: { name?: string; sortOrder?: number; boards?: UnionBoard[] } = {},
) {
  const n = next();
  const name = input.name ?? `Chức vụ Thử ${n}`;
  const [row] = await ctx.database.db
    .insert(positions)
    .values({
      name,
      sortOrder: input.sortOrder ?? n,
      boards: input.boards ?? [],
      searchText: toSearchText(name),
    })
    .returning();
  return row!;
}

/** A union officer; without an organisation, of a new one. */
export async function buildStaff(
  ctx: TestContext,
  input: Partial<Omit<typeof unionStaff.$inferInsert, 'searchText'>> = {},
) {
  const organizationId = input.organizationId ?? (await buildOrganization(ctx)).id;
  const fullName = input.fullName ?? `Cán Bộ Thử ${next()}`;
  const [row] = await ctx.database.db
    .insert(unionStaff)
    .values({
      ...input,
      organizationId,
      fullName,
      searchText: toSearchText(fullName, input.identity, input.phoneNumber, input.email),
    })
    .returning();
  return row!;
}

/** An item of a member category (an ethnic group by default), with a unique code and name. */
export async function buildCategoryItem(
  ctx: TestContext,
  input: Partial<Omit<typeof categoryItems.$inferInsert, 'searchText'>> & { kind?: CategoryKind } = {},
) {
  const n = next();
  const name = input.name ?? `Mục thử ${n}`;
  const [row] = await ctx.database.db
    .insert(categoryItems)
    .values({ kind: 'ethnics', code: `T${n}`, ...input, name, searchText: toSearchText(name) })
    .returning();
  return row!;
}

/** A union member, active, of a new grassroots union when none is given, with a card number of its own. */
export async function buildMember(
  ctx: WithDatabase,
  input: Partial<Omit<typeof members.$inferInsert, 'searchText'>> = {},
) {
  const n = next();
  const organizationId =
    input.organizationId ?? (await buildOrganization(ctx, { parent: await buildOrganization(ctx) })).id;
  const fullName = input.fullName ?? `Đoàn Viên Thử ${n}`;
  const cardNumber = input.cardNumber ?? memberCardNumber(1999, n);
  const [row] = await ctx.database.db
    .insert(members)
    .values({
      dateOfBirth: '1990-05-01',
      gender: 'nam',
      ...input,
      organizationId,
      fullName,
      cardNumber,
      searchText: toSearchText(fullName, input.identity, cardNumber, input.phoneNumber),
    })
    .returning();
  return row!;
}

/**
 * A notification written by `sender` (a new chair of a new union when not given), of the sender's
 * unit as a notification written through the API is; sent to `recipients` when given (their inbox
 * rows, unread), else a draft.
 */
export async function buildNotification(
  ctx: TestContext,
  input: {
    sender?: {
      id: number;
      organizationId: number | null;
      xaPhuongId: number | null;
      cumKhuCnId: number | null;
    };
    title?: string;
    body?: string;
    type?: string;
    link?: string | null;
    recipients?: readonly { id: number }[];
  } = {},
) {
  const sender =
    input.sender ??
    (await buildUser(ctx, { roles: [ROLE_IDS.chair], organizationId: (await buildOrganization(ctx)).id }));
  const title = input.title ?? `Thông báo Thử ${next()}`;
  const body = input.body ?? 'Kính mời các đồng chí dự họp lúc 8 giờ tại hội trường.';
  const sent = input.recipients !== undefined && input.recipients.length > 0;
  const [row] = await ctx.database.db
    .insert(notifications)
    .values({
      title,
      body,
      type: input.type ?? NOTIFICATION_DEFAULT_TYPE,
      link: input.link ?? null,
      senderId: sender.id,
      organizationId: sender.organizationId,
      xaPhuongId: sender.xaPhuongId,
      cumKhuCnId: sender.cumKhuCnId,
      firstSentAt: sent ? new Date() : null,
      searchText: toSearchText(title, body),
    })
    .returning();
  if (sent) {
    await ctx.database.db
      .insert(notificationRecipients)
      .values(input.recipients!.map((r) => ({ userId: r.id, notificationId: row!.id })));
  }
  return row!;
}

/** A custom field of every organisation. */
export async function buildDynamicField(
  ctx: TestContext,
  input: {
    key?: string;
    label?: string;
    type?: DynamicFieldType;
    options?: string[];
    required?: boolean;
    defaultValue?: string | null;
    active?: boolean;
  } = {},
) {
  const n = unique();
  const [row] = await ctx.database.db
    .insert(organizationDynamicFields)
    .values({
      key: input.key ?? `truongThu${n}`,
      label: input.label ?? `Trường Thử ${n}`,
      type: input.type ?? 'text',
      options: input.options ?? [],
      required: input.required ?? false,
      defaultValue: input.defaultValue ?? null,
      active: input.active ?? true,
      sortOrder: next(),
    })
    .returning();
  return row!;
}

/** An entry of one of the organisation choice lists (types, company kinds). */
export async function buildChoice(ctx: TestContext, input: { list?: ChoiceList; name?: string } = {}) {
  const n = next();
  const [row] = await ctx.database.db
    .insert(organizationChoices)
    .values({ list: input.list ?? 'loai_hinh', name: input.name ?? `Lựa chọn Thử ${n}`, sortOrder: 100 + n })
    .returning();
  return row!;
}

/** The users whose inbox holds notification `notificationId`, by id. */
export async function recipientsOf(ctx: TestContext, notificationId: number) {
  const rows = await ctx.database.db
    .select({ userId: notificationRecipients.userId })
    .from(notificationRecipients)
    .where(eq(notificationRecipients.notificationId, notificationId));
  return rows.map((r) => r.userId).sort((x, y) => x - y);
}

/**
 * A follower of the OA (following, active, linked to nobody unless `userId` is given), as the
 * follower sync writes one: its display name and phone searchable without accents.
 */
export async function buildZaloAccount(
  ctx: TestContext,
  input: Partial<Omit<typeof zaloAccounts.$inferInsert, 'searchText'>> = {},
) {
  const n = unique();
  const displayName = input.displayName === undefined ? `Người Theo Dõi ${n}` : input.displayName;
  const [row] = await ctx.database.db
    .insert(zaloAccounts)
    .values({
      oaUserId: `oa${n}`,
      linkedAt: input.userId ? new Date() : null,
      ...input,
      displayName,
      searchText: toSearchText(displayName, input.phone),
    })
    .returning();
  return row!;
}

/** An event type (active, default colour unless given), its name unique in the run. */
export async function buildEventType(
  ctx: TestContext,
  input: Partial<Omit<typeof eventTypes.$inferInsert, 'nameKey' | 'searchText'>> = {},
) {
  const name = input.name ?? `Loại Sự Kiện Thử ${unique()}`;
  const [row] = await ctx.database.db
    .insert(eventTypes)
    .values({
      ...input,
      name,
      nameKey: toSearchText(name),
      searchText: toSearchText(name, input.description),
    })
    .returning();
  return row!;
}

/**
 * An event of an organiser's unit (the organiser: a chair of a new union unless given), starting
 * in a week for two hours unless told otherwise; its unit copied from `organizer` as the API does.
 */
export async function buildEvent(
  ctx: TestContext,
  input: Partial<Omit<typeof events.$inferInsert, 'searchText'>> & {
    organizer?: {
      id: number;
      organizationId: number | null;
      xaPhuongId: number | null;
      cumKhuCnId: number | null;
    };
  } = {},
) {
  const { organizer: given, ...rest } = input;
  const organizer =
    given ??
    (await buildUser(ctx, { roles: [ROLE_IDS.chair], organizationId: (await buildOrganization(ctx)).id }));
  const name = rest.name ?? `Sự Kiện Thử ${next()}`;
  const startsAt = rest.startsAt ?? new Date(Date.now() + 7 * 86_400_000);
  const [row] = await ctx.database.db
    .insert(events)
    .values({
      organizationId: organizer.organizationId,
      xaPhuongId: organizer.xaPhuongId,
      cumKhuCnId: organizer.cumKhuCnId,
      createdBy: organizer.id,
      ...rest,
      name,
      startsAt,
      endsAt: rest.endsAt ?? new Date(startsAt.getTime() + 2 * 3_600_000),
      searchText: toSearchText(name, rest.location),
    })
    .returning();
  return row!;
}

/** A registration of a user for an event ('da_dang_ky' unless given). */
export async function buildRegistration(
  ctx: TestContext,
  input: { eventId: number; userId: number } & Partial<typeof eventRegistrations.$inferInsert>,
) {
  const [row] = await ctx.database.db
    .insert(eventRegistrations)
    .values({ state: 'da_dang_ky', ...input })
    .returning();
  return row!;
}

const DAY = 86_400_000;

/**
 * A reporting period of the province: monthly from the 1st to the 20th unless told otherwise. A
 * one-off ('dot_xuat') is open from yesterday to five days ahead unless its window is given, names
 * `units` (each with the grassroots unions under it), and has its occurrence stored as its write
 * stores it. A recurring one has the windows of `windowsOf` (a year, and only `months` of it when
 * given) stored as the job makes them, and no other: a test adds its own with `buildOccurrence`.
 */
export async function buildPeriod(
  ctx: WithDatabase,
  input: Partial<Omit<typeof reportPeriods.$inferInsert, 'searchText'>> & {
    units?: readonly number[];
    windowsOf?: { year: number; months?: readonly number[] };
  } = {},
) {
  const { units = [], windowsOf, ...rest } = input;
  const db = ctx.database.db;
  const name = rest.name ?? `Kỳ báo cáo Thử ${next()}`;
  const kind = rest.kind ?? 'hang_thang';
  const window =
    kind === 'dot_xuat'
      ? { startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + 5 * DAY) }
      : { startDay: 1, endDay: 20 };
  const [period] = await db
    .insert(reportPeriods)
    .values({ ...window, ...rest, name, kind, searchText: toSearchText(name, rest.description) })
    .returning();
  if (units.length) {
    await db
      .insert(reportPeriodUnits)
      .values(units.map((organizationId) => ({ periodId: period!.id, organizationId })));
  }
  if (kind === 'dot_xuat') await ensureOccurrences(db, period!, new Date());
  if (windowsOf) {
    const windows = windowsOfYear(shapeOf(period!), windowsOf.year).filter(
      (w) => windowsOf.months === undefined || windowsOf.months.includes(w.month!),
    );
    if (windows.length)
      await db.insert(reportOccurrences).values(windows.map((w) => ({ periodId: period!.id, ...w })));
  }
  const occurrences = await db
    .select()
    .from(reportOccurrences)
    .where(eq(reportOccurrences.periodId, period!.id))
    .orderBy(reportOccurrences.startsAt);
  return { ...period!, occurrences };
}

/**
 * An occurrence of a period (of a new monthly one unless given), open from yesterday to five days
 * ahead unless its window is given.
 */
export async function buildOccurrence(
  ctx: WithDatabase,
  input: Partial<typeof reportOccurrences.$inferInsert> = {},
) {
  const n = unique();
  const startsAt = input.startsAt ?? new Date(Date.now() - DAY);
  const [row] = await ctx.database.db
    .insert(reportOccurrences)
    .values({
      key: `thu-${n}`,
      name: `Kỳ Thử ${n}`,
      year: startsAt.getUTCFullYear(),
      endsAt: new Date(startsAt.getTime() + 6 * DAY),
      ...input,
      periodId: input.periodId ?? (await buildPeriod(ctx)).id,
      startsAt,
    })
    .returning();
  return row!;
}

/**
 * A unit's membership report for an occurrence (a new open one unless given), waiting unless its
 * `state` says it was approved or rejected (then decided now unless `decidedAt` is given). The unit
 * is a new grassroots union unless given; its ward and zone are copied, and its last editor is its
 * submitter, as a submission writes them; the totals are the sums of male and female unless given.
 * Written as a past is: nobody is told, and the unit's figures are not touched
 * (`rebuildFiguresOfPast` reads them afterwards).
 */
export async function buildReport(
  ctx: WithDatabase,
  input: Partial<Omit<typeof membershipReports.$inferInsert, 'searchText'>> = {},
) {
  const db = ctx.database.db;
  const organizationId =
    input.organizationId ?? (await buildOrganization(ctx, { parent: await buildOrganization(ctx) })).id;
  const [unit] = await db
    .select({
      name: organizations.name,
      xaPhuongId: organizations.xaPhuongId,
      cumKhuCnId: organizations.cumKhuCnId,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const name = input.name ?? 'Báo cáo đoàn số';
  const state = input.state ?? 'cho_phe_duyet';
  const [row] = await db
    .insert(membershipReports)
    .values({
      xaPhuongId: unit!.xaPhuongId,
      cumKhuCnId: unit!.cumKhuCnId,
      memberTotal: (input.memberMale ?? 0) + (input.memberFemale ?? 0),
      workerTotal: (input.workerMale ?? 0) + (input.workerFemale ?? 0),
      decidedAt: state === 'cho_phe_duyet' ? null : new Date(),
      updatedBy: input.submittedBy ?? null,
      ...input,
      occurrenceId: input.occurrenceId ?? (await buildOccurrence(ctx)).id,
      organizationId,
      name,
      state,
      searchText: toSearchText(name, unit!.name),
    })
    .returning();
  return row!;
}

/**
 * An approval request, waiting unless its `state` says otherwise (then decided now unless
 * `decidedAt` is given). By default a member asks to change their phone number and their union
 * decides; the member is new (of `organizationId`, else of a new union) unless `memberId` is given
 * (null for an admission). Another kind takes its unions and `changes` from `input`.
 */
export async function buildApprovalRequest(
  ctx: WithDatabase,
  input: Partial<typeof approvalRequests.$inferInsert> = {},
) {
  const db = ctx.database.db;
  const memberId =
    input.memberId === undefined
      ? (await buildMember(ctx, { organizationId: input.organizationId })).id
      : input.memberId;
  const organizationId =
    input.organizationId ??
    (memberId === null
      ? (await buildOrganization(ctx, { parent: await buildOrganization(ctx) })).id
      : (await db.select({ id: members.organizationId }).from(members).where(eq(members.id, memberId)))[0]!
          .id);
  const state = input.state ?? 'cho_duyet';
  const [row] = await db
    .insert(approvalRequests)
    .values({
      kind: 'cap_nhat_thong_tin',
      changes: { phoneNumber: `09${String(next()).padStart(8, '0')}` },
      decidedAt: state === 'cho_duyet' ? null : new Date(),
      ...input,
      memberId,
      organizationId,
      state,
    })
    .returning();
  return row!;
}

/**
 * After a test wrote a past with dates of its own (organisations, reports or member events with
 * chosen creation and decision times), the figures history of every union is rebuilt from it, as
 * migration 0022 built it once (src/domain/figures.ts).
 */
export async function rebuildFiguresOfPast(ctx: TestContext) {
  const units = await ctx.database.db.select({ id: organizations.id }).from(organizations);
  await rebuildFiguresHistory(
    ctx.database.db,
    units.map((u) => u.id),
  );
}

/** A conversation of `userId` with `messages` questions and answers (alternating, the question first). */
export async function buildConversation(
  ctx: WithDatabase,
  input: { userId: number; title?: string; messages?: number },
) {
  const [conversation] = await ctx.database.db
    .insert(assistantConversations)
    .values({ userId: input.userId, title: input.title ?? `Cuộc trò chuyện ${unique()}` })
    .returning();
  const count = input.messages ?? 2;
  if (count > 0) {
    await ctx.database.db.insert(assistantMessages).values(
      Array.from({ length: count }, (_, i) => ({
        conversationId: conversation!.id,
        role: i % 2 === 0 ? 'user' : 'assistant',
        content: i % 2 === 0 ? `Câu hỏi ${i / 2 + 1}` : `Câu trả lời ${(i + 1) / 2}`,
      })),
    );
  }
  return conversation!;
}

export async function buildKnowledgeCategory(
  ctx: WithDatabase,
  input: { name?: string; sortOrder?: number } = {},
) {
  const name = input.name ?? `Nhóm câu hỏi ${unique()}`;
  const [row] = await ctx.database.db
    .insert(knowledgeCategories)
    .values({ name, nameKey: toSearchText(name), sortOrder: input.sortOrder ?? 0 })
    .returning();
  return row!;
}

/** An article; without a category, in a new one. */
export async function buildKnowledgeArticle(
  ctx: WithDatabase,
  input: Partial<typeof knowledgeArticles.$inferInsert> = {},
) {
  const categoryId = input.categoryId ?? (await buildKnowledgeCategory(ctx)).id;
  const [row] = await ctx.database.db
    .insert(knowledgeArticles)
    .values({
      question: `Câu hỏi thường gặp ${unique()}`,
      answer: 'Câu trả lời của bài viết.',
      source: 'Hướng dẫn sử dụng hệ thống',
      ...input,
      categoryId,
    })
    .returning();
  return row!;
}

/** A question the assistant could not answer, asked `count` times. */
export async function buildUnanswered(ctx: WithDatabase, input: { question?: string; count?: number } = {}) {
  const question = input.question ?? `Câu hỏi lạ ${unique()}`;
  const [row] = await ctx.database.db
    .insert(assistantUnanswered)
    .values({ question, questionKey: toSearchText(question), count: input.count ?? 1 })
    .returning();
  return row!;
}
