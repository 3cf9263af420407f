import { ERRORS, nationalPhone, type ZaloLinkRow } from '@congdoan/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import { zaloAccounts } from '../../../db/schema/index.js';
import { zaloAccountScope } from '../../../domain/scope.js';
import type { Write } from '../../../write/transaction.js';

/**
 * POST user/import-with-zalo-link's second step (the deployed system's auto-link by phone): each
 * account the file wrote or named is linked to the follower of the OA with its phone number, in
 * the same transaction. A link already there is never changed: a follower linked to someone else,
 * or an account already linked to another follower, is reported on its row and left as it is.
 * Only followers the caller may see are looked at (`zaloAccountScope`: an unlinked one is the
 * whole federation's), and nothing is linked without the right to link Zalo accounts.
 */

/** An account of the file: its row, its id and the phone it has once written. */
export interface ImportedAccount {
  row: number;
  userId: number;
  phoneNumber: string | null;
}

/** The ways a follower's shared phone may be stored for one national number. */
const spellings = (national: string) =>
  national.startsWith('0') ? [national, `84${national.slice(1)}`, `+84${national.slice(1)}`] : [national];

export const ZALO_LINK_MESSAGES = {
  linked: (name: string) => `Đã liên kết với tài khoản Zalo: ${name}`,
  already_linked: 'Tài khoản đã liên kết với tài khoản Zalo có số điện thoại này',
  follower_taken: ERRORS.zalo_account_already_linked.message,
  user_taken: ERRORS.zalo_user_already_linked.message,
  not_found: (phone: string) => `Không tìm thấy tài khoản Zalo chưa liên kết với SĐT ${phone}`,
  no_phone: 'Không có SĐT để liên kết Zalo',
  not_allowed: 'Bạn không có quyền liên kết tài khoản Zalo',
} as const;

export async function linkFollowersByPhone(
  w: Write,
  actor: Actor,
  accounts: ImportedAccount[],
): Promise<ZaloLinkRow[]> {
  const sorted = [...accounts].sort((a, b) => a.row - b.row);
  const row = (
    a: ImportedAccount,
    outcome: ZaloLinkRow['outcome'],
    message: string,
    zaloAccountId: number | null = null,
  ) => ({
    row: a.row,
    userId: a.userId,
    phone: a.phoneNumber,
    outcome,
    zaloAccountId,
    message,
  });
  if (!actor.ability.can('link', 'zalo-account')) {
    return sorted.map((a) => row(a, 'not_allowed', ZALO_LINK_MESSAGES.not_allowed));
  }

  const nationals = [
    ...new Set(sorted.flatMap((a) => (a.phoneNumber ? [nationalPhone(a.phoneNumber)] : []))),
  ];
  const userIds = sorted.map((a) => a.userId);
  const select = {
    id: zaloAccounts.id,
    userId: zaloAccounts.userId,
    phone: zaloAccounts.phone,
    displayName: zaloAccounts.displayName,
  };
  // The followers with those phones (seen by the caller) and those already linked to the file's
  // accounts, locked so that no other link changes them before this transaction ends.
  const byPhone = nationals.length
    ? await w.tx
        .select(select)
        .from(zaloAccounts)
        .where(and(inArray(zaloAccounts.phone, nationals.flatMap(spellings)), zaloAccountScope(actor)))
        .orderBy(asc(zaloAccounts.id))
        .for('update')
    : [];
  const linkedToFile = userIds.length
    ? await w.tx.select(select).from(zaloAccounts).where(inArray(zaloAccounts.userId, userIds)).for('update')
    : [];

  const followerOf = new Map<number, (typeof linkedToFile)[number]>();
  for (const f of linkedToFile) if (f.userId !== null) followerOf.set(f.userId, f);
  const candidates = new Map<string, typeof byPhone>();
  for (const f of byPhone) {
    const key = nationalPhone(f.phone ?? '');
    candidates.set(key, [...(candidates.get(key) ?? []), f]);
  }

  const out: ZaloLinkRow[] = [];
  const links: { id: number; userId: number }[] = [];
  for (const a of sorted) {
    if (!a.phoneNumber) {
      out.push(row(a, 'no_phone', ZALO_LINK_MESSAGES.no_phone));
      continue;
    }
    const national = nationalPhone(a.phoneNumber);
    const found = candidates.get(national) ?? [];
    const own = followerOf.get(a.userId);
    if (own) {
      const same = own.phone !== null && nationalPhone(own.phone) === national;
      out.push(
        same
          ? row(a, 'already_linked', ZALO_LINK_MESSAGES.already_linked, own.id)
          : row(a, 'user_taken', ZALO_LINK_MESSAGES.user_taken, own.id),
      );
      continue;
    }
    const free = found.find((f) => f.userId === null);
    if (free) {
      free.userId = a.userId;
      followerOf.set(a.userId, free);
      links.push({ id: free.id, userId: a.userId });
      out.push(
        row(
          a,
          'linked',
          ZALO_LINK_MESSAGES.linked(free.displayName ?? free.phone ?? String(free.id)),
          free.id,
        ),
      );
    } else if (found.length) {
      out.push(row(a, 'follower_taken', ZALO_LINK_MESSAGES.follower_taken, found[0]!.id));
    } else {
      out.push(row(a, 'not_found', ZALO_LINK_MESSAGES.not_found(a.phoneNumber)));
    }
  }

  if (links.length) {
    const now = new Date();
    for (const l of links) {
      await w.tx
        .update(zaloAccounts)
        .set({ userId: l.userId, linkedAt: now, updatedAt: now })
        .where(eq(zaloAccounts.id, l.id));
    }
    await w.auditMany(
      links.map((l) => ({
        action: 'link' as const,
        subject: 'zalo-account' as const,
        recordId: l.id,
        before: { userId: null },
        after: { userId: l.userId },
      })),
    );
  }
  return out;
}
