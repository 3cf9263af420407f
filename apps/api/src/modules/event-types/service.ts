import {
  type EventTypeCreateBody,
  type EventTypeItem,
  type EventTypeUpdateBody,
  toSearchText,
} from '@congdoan/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { events, eventTypes } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { applyPatch } from '../../write/patch.js';
import { assertUnique, type Conflicts, writeTransaction } from '../../write/transaction.js';
import { eventTypeOrFail } from './repository.js';

/**
 * A type's name is unique ignoring case and accents ('Hội nghị' and 'hoi nghi' are one name): its
 * name_key, toSearchText(name), carries the unique index, which also answers a concurrent create.
 */
const CONFLICTS: Conflicts = { unique: { event_types_name_key: 'event_type_name_exists' } };

type EventTypeRecord = Omit<EventTypeCreateBody, 'moTa'> & { moTa?: string | null };

const recordOf = (item: EventTypeItem): EventTypeRecord => ({
  ten: item.ten,
  moTa: item.moTa,
  trangThai: item.trangThai,
  mauSac: item.mauSac,
  thuTu: item.thuTu,
});

/** What the audit log keeps of a type: its fields, not the count of events using it. */
const snapshot = (item: EventTypeItem) => ({ id: item.id, ...recordOf(item) });

const values = (r: EventTypeRecord) => ({
  name: r.ten,
  nameKey: toSearchText(r.ten),
  description: r.moTa ?? null,
  isActive: r.trangThai,
  color: r.mauSac,
  sortOrder: r.thuTu,
  searchText: toSearchText(r.ten, r.moTa),
});

async function assertNameFree(tx: DbOrTx, name: string, exceptId?: number) {
  const field = {
    column: eventTypes.nameKey,
    value: toSearchText(name),
    code: 'event_type_name_exists' as const,
  };
  await assertUnique(tx, eventTypes, eventTypes.id, [{ ...field, exact: true }], exceptId);
}

async function lockEventType(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .where(eq(eventTypes.id, id))
    .for('update');
  if (!row) throw new AppError('event_type_not_found');
}

/** POST loai-su-kien. */
export async function createEventType(
  db: Db,
  request: FastifyRequest,
  body: EventTypeCreateBody,
): Promise<EventTypeItem> {
  const id = await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      await assertNameFree(tx, body.ten);
      const [row] = await tx.insert(eventTypes).values(values(body)).returning({ id: eventTypes.id });
      const item = await eventTypeOrFail(tx, row!.id);
      await audit({ action: 'create', subject: 'event-type', recordId: item.id, after: snapshot(item) });
      return item.id;
    },
    CONFLICTS,
  );
  return eventTypeOrFail(db, id);
}

/** PATCH loai-su-kien/{id}: the fields given change; an `id` in the body is ignored (the path wins). */
export async function updateEventType(
  db: Db,
  request: FastifyRequest,
  id: number,
  body: EventTypeUpdateBody,
): Promise<EventTypeItem> {
  const { id: _ignored, ...patch } = body;
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      await lockEventType(tx, id);
      const stored = await eventTypeOrFail(tx, id);
      const record = applyPatch(recordOf(stored), patch);
      await assertNameFree(tx, record.ten, id);
      await tx
        .update(eventTypes)
        .set({ ...values(record), updatedAt: new Date() })
        .where(eq(eventTypes.id, id));
      const after = snapshot(await eventTypeOrFail(tx, id));
      await audit({ action: 'update', subject: 'event-type', recordId: id, before: snapshot(stored), after });
    },
    CONFLICTS,
  );
  return eventTypeOrFail(db, id);
}

const inUse = (n: number) =>
  new AppError(
    'event_type_in_use',
    `Loại sự kiện đang được dùng cho ${n.toLocaleString('vi-VN')} sự kiện, không thể xóa`,
  );

/**
 * DELETE loai-su-kien/{id}: refused while events use the type, saying how many (the deployed system
 * emptied their type instead, losing it silently).
 */
export async function deleteEventType(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      await lockEventType(tx, id);
      const before = snapshot(await eventTypeOrFail(tx, id));
      const [used] = await tx.select({ n: count() }).from(events).where(eq(events.typeId, id));
      if (used?.n) throw inUse(used.n);
      await tx.delete(eventTypes).where(eq(eventTypes.id, id));
      await audit({ action: 'delete', subject: 'event-type', recordId: id, before });
    },
    // An event given the type after the count: the foreign key refuses, and the message says so.
    { foreignKey: () => new AppError('event_type_in_use') },
  );
}
