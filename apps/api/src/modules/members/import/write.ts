import { MEMBER_CATEGORY_FIELD_NAMES, type MemberImportResult, vietnamDate } from '@congdoan/shared';
import type { Actor } from '../../../actor.js';
import { memberEvents, members } from '../../../db/schema/index.js';
import { membersByIds } from '../../../domain/members/records.js';
import { memberValues, nextCardNumbers, snapshot } from '../../../domain/members/writes.js';
import { allocateIds, bulkInsert, bulkUpdate } from '../../../import/bulk.js';
import { slices } from '../../../import/lookups.js';
import type { Write } from '../../../write/transaction.js';
import type { MemberImportPlan } from './check.js';

/** The columns of a record an import writes (all of them: an update writes the merged record). */
const RECORD_COLUMNS = [
  'organizationId',
  'fullName',
  'dateOfBirth',
  'gender',
  ...MEMBER_CATEGORY_FIELD_NAMES,
  'identity',
  'phoneNumber',
  'email',
  'hometownWardId',
  'hometown',
  'addressWardId',
  'address',
  'occupation',
  'department',
  'joinedAt',
  'cardNumber',
  'cardIssuedAt',
  'partyMember',
  'searchText',
] as const satisfies readonly (keyof ReturnType<typeof memberValues>)[];

/**
 * Writes a checked plan in the import's transaction: the new members (a blank card number takes the
 * next of the sequence) each with the admission line of their history, the changed members with
 * their merged records, an audit row for each member written (as the form writes them, so their
 * change history shows the file's doing) and one for the file. The count triggers recount the unions once per statement.
 */
export async function writeMemberImport(
  { tx, audit, auditMany }: Write,
  actor: Actor,
  plan: MemberImportPlan,
  fileName: string,
): Promise<MemberImportResult> {
  const ids = await allocateIds(tx, members, plan.creates.length);
  const cards = await nextCardNumbers(tx, plan.creates.filter((c) => !c.record.cardNumber).length);
  let nextCard = 0;
  await bulkInsert(
    tx,
    members,
    ['id', ...RECORD_COLUMNS, 'statusChangedAt'],
    plan.creates.map(({ record }, i) => ({
      id: ids[i]!,
      ...memberValues({ ...record, cardNumber: record.cardNumber ?? cards[nextCard++]! }),
      statusChangedAt: record.joinedAt ?? null,
    })),
  );
  const today = vietnamDate();
  await bulkInsert(
    tx,
    memberEvents,
    ['memberId', 'kind', 'effectiveOn', 'toOrganizationId', 'toStatus', 'actorId'],
    plan.creates.map(({ record }, i) => ({
      memberId: ids[i]!,
      kind: 'tiep_nhan' as const,
      effectiveOn: record.joinedAt ?? today,
      toOrganizationId: record.organizationId,
      toStatus: 'dang_sinh_hoat' as const,
      actorId: actor.userId,
    })),
  );

  await bulkUpdate(
    tx,
    members,
    'id',
    [...RECORD_COLUMNS],
    plan.updates.map(({ stored, record }) => ({
      id: stored.id,
      ...memberValues({ ...record, cardNumber: record.cardNumber ?? stored.cardNumber }),
    })),
    { stamp: 'updatedAt' },
  );
  const updatedIds = plan.updates.map((u) => u.stored.id);
  const after = new Map<number, ReturnType<typeof snapshot>>();
  for (const slice of slices([...ids, ...updatedIds]))
    for (const item of await membersByIds(tx, slice)) after.set(item.id, snapshot(item));
  await auditMany([
    ...ids.map((id) => ({
      action: 'create' as const,
      subject: 'member' as const,
      recordId: id,
      after: after.get(id)!,
    })),
    ...plan.updates.map(({ stored }) => ({
      action: 'update' as const,
      subject: 'member' as const,
      recordId: stored.id,
      before: snapshot(stored),
      after: after.get(stored.id)!,
    })),
  ]);

  const result = { created: ids.length, updated: updatedIds.length, skipped: plan.skipped.length };
  await audit({
    action: 'import',
    subject: 'member',
    recordId: null,
    after: { fileName, ...result, createdIds: ids, updatedIds },
  });
  return result;
}
