import type { EventFileItem } from '@congdoan/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { eventFiles, events, users } from '../../../db/schema/index.js';
import { eventOrFail } from '../../../domain/events/event-row.js';
import { eventVisible } from '../../../domain/scope.js';
import { AppError } from '../../../errors.js';
import type { Download } from '../../../plugins/download.js';
import { isImage } from './check.js';
import { deployedFileName, deployedFilePath, idOfDeployedName, nameOfDeployedPath } from './deployed-path.js';

/** Where an attachment is downloaded (with the bearer token). */
export const eventFilePath = (eventId: number, fileId: number) =>
  `/api/v1/su-kien/${eventId}/files/${fileId}`;

/** An event's attachments, oldest first, without their content. */
export async function listEventFiles(db: DbOrTx, eventId: number): Promise<EventFileItem[]> {
  const rows = await db
    .select({
      id: eventFiles.id,
      eventId: eventFiles.eventId,
      originalName: eventFiles.originalName,
      mimeType: eventFiles.mimeType,
      size: eventFiles.size,
      createdAt: eventFiles.createdAt,
      uploadedById: eventFiles.uploadedBy,
      uploadedByName: users.fullName,
    })
    .from(eventFiles)
    .leftJoin(users, eq(users.id, eventFiles.uploadedBy))
    .where(eq(eventFiles.eventId, eventId))
    .orderBy(asc(eventFiles.id));
  return rows.map((r) => ({
    id: r.id,
    originalName: r.originalName,
    mimeType: r.mimeType,
    size: r.size,
    isImage: isImage(r.mimeType),
    path: deployedFilePath(r),
    fileName: deployedFileName(r),
    url: eventFilePath(r.eventId, r.id),
    uploadedAt: r.createdAt.toISOString(),
    uploadedBy:
      r.uploadedById !== null && r.uploadedByName !== null
        ? { id: r.uploadedById, fullName: r.uploadedByName }
        : null,
  }));
}

/** GET su-kien/{id}/files: the attachments of an event the caller may read, else event_not_found. */
export async function readableEventFiles(
  db: DbOrTx,
  actor: Actor,
  eventId: number,
): Promise<EventFileItem[]> {
  await eventOrFail(db, eventId, eventVisible(actor));
  return listEventFiles(db, eventId);
}

/**
 * GET su-kien/{id}/files/{fileId}: one attachment of an event the caller may read (else
 * event_not_found), or event_file_not_found; shown in the browser only when asked and an image.
 */
export async function eventFileDownload(
  db: DbOrTx,
  actor: Actor,
  ids: { id: number; fileId: number },
  inline: boolean,
): Promise<Download> {
  await eventOrFail(db, ids.id, eventVisible(actor));
  const [row] = await db
    .select({
      originalName: eventFiles.originalName,
      mimeType: eventFiles.mimeType,
      content: eventFiles.content,
    })
    .from(eventFiles)
    .where(and(eq(eventFiles.eventId, ids.id), eq(eventFiles.id, ids.fileId)));
  if (!row) throw new AppError('event_file_not_found');
  return {
    name: row.originalName,
    contentType: row.mimeType,
    content: row.content,
    inline: inline && isImage(row.mimeType),
  };
}

/**
 * The deployed downloads (GET su-kien/download-file?path=, su-kien/download/*,
 * uploads/su-kien/{year}/{month}/{fileName}): the attachment whose `path` is exactly the one
 * given, of an event the caller may read; anything else, an event out of reach included, is
 * event_file_not_found (the path names no event to answer event_not_found for). Nothing is read
 * from disk: the path only ever names a row.
 */
export async function eventFileByPath(db: DbOrTx, actor: Actor, path: string): Promise<Download> {
  const name = nameOfDeployedPath(path);
  const id = name === null ? null : idOfDeployedName(name);
  if (id === null) throw new AppError('event_file_not_found');
  const [row] = await db
    .select({
      id: eventFiles.id,
      eventId: eventFiles.eventId,
      originalName: eventFiles.originalName,
      mimeType: eventFiles.mimeType,
      content: eventFiles.content,
      createdAt: eventFiles.createdAt,
    })
    .from(eventFiles)
    .innerJoin(events, eq(events.id, eventFiles.eventId))
    .where(and(eq(eventFiles.id, id), eventVisible(actor)));
  const wanted = path.trim().replace(/^\/?(?:api\/v1\/)?/, '/');
  if (!row || deployedFilePath(row) !== wanted) throw new AppError('event_file_not_found');
  return { name: row.originalName, contentType: row.mimeType, content: row.content };
}
