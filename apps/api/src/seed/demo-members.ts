import { type CategoryKind, type MemberStatus, toSearchText, vietnamDate } from '@congdoan/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { categoryItems, memberCardSequence, memberEvents, members, users } from '../db/schema/index.js';
import { type MemberCategoryIds, membersOf, type OrganizationRow, rng } from './generator.js';

/** The demo unions that keep member records: the demo accounts' union and a few small ones. */
const SMALL_UNIONS_WITH_RECORDS = 3;
/** The demo accounts that are members of their union, each linked to their own record. */
const DEMO_MEMBER_ACCOUNTS = [
  ['chutich', 'nam'],
  ['phochutich', 'nu'],
  ['uyvien', 'nam'],
  ['doanvien', 'nam'],
] as const;
const DEMO_MEMBER_USERNAMES = DEMO_MEMBER_ACCOUNTS.map(([username]) => username);

async function idsOf(tx: DbOrTx, kind: CategoryKind) {
  const rows = await tx
    .select({ id: categoryItems.id })
    .from(categoryItems)
    .where(eq(categoryItems.kind, kind))
    .orderBy(asc(categoryItems.sortOrder), asc(categoryItems.id));
  return rows.map((r) => r.id);
}

/**
 * Member records for the demo accounts' union and a few small unions, as many active members as
 * each declares (so its declared count and its records agree), a few who left, the history line of
 * each admission, and the demo accounts of that union linked to records bearing their names. The
 * other unions keep declared counts only, as most do before they enter their members.
 */
export async function seedDemoMembers(
  tx: DbOrTx,
  union: OrganizationRow,
  others: readonly OrganizationRow[],
  seed: number,
) {
  const small = others
    .filter((o) => o.status === 'active' && (o.memberCount ?? 0) > 0 && (o.memberCount ?? 0) < 80)
    .slice(0, SMALL_UNIONS_WITH_RECORDS);
  const orgs = [union, ...small];
  const categories: MemberCategoryIds = {
    ethnicityId: await idsOf(tx, 'ethnics'),
    religionId: await idsOf(tx, 'religions'),
    nationalityId: await idsOf(tx, 'nations'),
    educationLevelId: await idsOf(tx, 'educationLevels'),
    qualificationId: await idsOf(tx, 'qualifications'),
  };
  const declared = new Map(orgs.map((o) => [o.id, o.memberCount ?? 0]));
  const rows = membersOf(orgs, (o) => declared.get(o.id) ?? 0, categories, rng(seed + 7), vietnamDate());
  // The demo accounts of the union are its first members, under their own names.
  const accounts = await tx
    .select({ id: users.id, username: users.username, fullName: users.fullName })
    .from(users)
    .where(inArray(users.username, DEMO_MEMBER_USERNAMES));
  for (const [i, [username, gender]] of DEMO_MEMBER_ACCOUNTS.entries()) {
    const row = rows[i];
    const user = accounts.find((a) => a.username === username);
    if (!row || !user || row.organizationId !== union.id) continue;
    row.fullName = user.fullName;
    row.gender = gender;
    row.searchText = toSearchText(row.fullName, row.identity, row.cardNumber, row.phoneNumber);
  }
  const written: {
    id: number;
    organizationId: number;
    joinedAt: string | null;
    status: MemberStatus;
    statusChangedAt: string | null;
  }[] = [];
  for (let i = 0; i < rows.length; i += 500)
    written.push(
      ...(await tx
        .insert(members)
        .values(rows.slice(i, i + 500))
        .returning({
          id: members.id,
          organizationId: members.organizationId,
          joinedAt: members.joinedAt,
          status: members.status,
          statusChangedAt: members.statusChangedAt,
        })),
    );
  // Each record's history as if kept since it began (recorded on the day it took effect, noon in
  // Việt Nam): its admission, and for one who left the change of status (the dashboard reads the
  // figures of a past month from them).
  const recordedOn = (day: string) => new Date(`${day}T05:00:00Z`);
  const history = written.flatMap((m) => [
    {
      memberId: m.id,
      kind: 'tiep_nhan' as const,
      effectiveOn: m.joinedAt!,
      toOrganizationId: m.organizationId,
      toStatus: 'dang_sinh_hoat' as const,
      createdAt: recordedOn(m.joinedAt!),
    },
    ...(m.status === 'dang_sinh_hoat'
      ? []
      : [
          {
            memberId: m.id,
            kind: 'doi_trang_thai' as const,
            effectiveOn: m.statusChangedAt!,
            toOrganizationId: m.organizationId,
            fromStatus: 'dang_sinh_hoat' as const,
            toStatus: m.status,
            createdAt: recordedOn(m.statusChangedAt!),
          },
        ]),
  ]);
  for (let i = 0; i < history.length; i += 500)
    await tx.insert(memberEvents).values(history.slice(i, i + 500));
  for (const [i, username] of DEMO_MEMBER_USERNAMES.entries()) {
    const user = accounts.find((a) => a.username === username);
    if (user && written[i]?.organizationId === union.id)
      await tx.update(members).set({ userId: user.id }).where(eq(members.id, written[i]!.id));
  }
  // New admissions number on from the demo's cards.
  await tx.execute(sql`select setval(${memberCardSequence.seqName}, ${rows.length})`);
}
