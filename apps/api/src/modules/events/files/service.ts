import { EVENT_FILES_MAX } from '@congdoan/shared';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../actor.js';
import type { Db, DbOrTx } from '../../../db/client.js';
import { eventFiles, events } from '../../../db/schema/index.js';
import { eventScope } from '../../../domain/scope.js';
import { AppError } from '../../../errors.js';
import { actorOf } from '../../../plugins/auth.js';
import { type Write, writeTransaction } from '../../../write/transaction.js';
import type { UploadedFile } from '../form.js';
import { type CheckedFile, checkEventFiles } from './check.js';
import { deployedFileName, idOfDeployedName } from './deployed-path.js';
import { listEventFiles } from './repository.js';

/** What the audit log keeps of an attachment. */
const fileSnapshot = (f: { id: number; originalName: string; mimeType: string; size: number }) => ({
  id: f.id,
  originalName: f.originalName,
  mimeType: f.mimeType,
  size: f.size,
});

/** The event, in the caller's management scope, locked for the transaction; else event_not_found. */
export async function lockManagedEvent(tx: DbOrTx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(events)
    .where(and(eq(events.id, id), eventScope(actor)))
    .for('update');
  if (!row) throw new AppError('event_not_found');
  return row;
}

/** Attachments need their own right, also when they come with an event's create or update. */
export function assertMayUpload(actor: Actor, files: readonly unknown[]) {
  if (files.length && !actor.ability.can('upload_file_event', 'event')) throw new AppError('forbidden');
}

/**
 * Adds checked files to an event whose row the caller's transaction holds locked: at most
 * EVENT_FILES_MAX in all, else nothing is added. Answers the rows written (without content).
 */
export async function addEventFiles(tx: DbOrTx, actor: Actor, eventId: number, files: CheckedFile[]) {
  if (!files.length) return [];
  const [had] = await tx.select({ n: count() }).from(eventFiles).where(eq(eventFiles.eventId, eventId));
  if ((had?.n ?? 0) + files.length > EVENT_FILES_MAX) throw new AppError('event_files_too_many');
  return tx
    .insert(eventFiles)
    .values(files.map((f) => ({ eventId, uploadedBy: actor.userId, ...f })))
    .returning({
      id: eventFiles.id,
      originalName: eventFiles.originalName,
      mimeType: eventFiles.mimeType,
      size: eventFiles.size,
    });
}

/** POST su-kien/{id}/upload-files: the files checked first, then added in one transaction. */
export async function uploadEventFiles(
  db: Db,
  request: FastifyRequest,
  id: number,
  uploaded: UploadedFile[],
) {
  const actor = actorOf(request);
  if (!uploaded.length) {
    throw new AppError('validation_failed', 'Vui lòng chọn tệp đính kèm (files)', [
      { path: 'files', message: 'Vui lòng chọn tệp đính kèm' },
    ]);
  }
  const files = await checkEventFiles(uploaded);
  await writeTransaction(db, request, async ({ tx, audit }: Write) => {
    await lockManagedEvent(tx, actor, id);
    const added = await addEventFiles(tx, actor, id, files);
    await audit({
      action: 'upload',
      subject: 'event',
      recordId: id,
      after: { files: added.map(fileSnapshot) },
    });
  });
  return listEventFiles(db, id);
}

/**
 * DELETE su-kien/{id}/files/{fileId}: that attachment only, by its id or by the deployed clients'
 * `fileName` (exactly that name, never every file whose path contains it as deployed).
 */
export async function deleteEventFile(db: Db, request: FastifyRequest, id: number, ref: string) {
  const actor = actorOf(request);
  const fileId = /^\d{1,9}$/.test(ref) ? Number(ref) : idOfDeployedName(ref);
  await writeTransaction(db, request, async ({ tx, audit }) => {
    await lockManagedEvent(tx, actor, id);
    if (fileId === null) throw new AppError('event_file_not_found');
    const [file] = await tx
      .select({ id: eventFiles.id, originalName: eventFiles.originalName })
      .from(eventFiles)
      .where(and(eq(eventFiles.eventId, id), eq(eventFiles.id, fileId)));
    if (!file || (ref !== String(fileId) && deployedFileName(file) !== ref)) {
      throw new AppError('event_file_not_found');
    }
    const [gone] = await tx
      .delete(eventFiles)
      .where(and(eq(eventFiles.eventId, id), eq(eventFiles.id, fileId)))
      .returning({
        id: eventFiles.id,
        originalName: eventFiles.originalName,
        mimeType: eventFiles.mimeType,
        size: eventFiles.size,
      });
    if (!gone) throw new AppError('event_file_not_found');
    await audit({
      action: 'delete-file',
      subject: 'event',
      recordId: id,
      before: { file: fileSnapshot(gone) },
    });
  });
}
