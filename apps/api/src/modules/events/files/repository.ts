import type { EventFileItem } from '@congdoan/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { eventFiles, users } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { isImage } from './check.js';

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
    path: eventFilePath(r.eventId, r.id),
    uploadedAt: r.createdAt.toISOString(),
    uploadedBy:
      r.uploadedById !== null && r.uploadedByName !== null
        ? { id: r.uploadedById, fullName: r.uploadedByName }
        : null,
  }));
}

/** One attachment of an event with its content, or event_file_not_found. */
export async function eventFileOrFail(db: DbOrTx, eventId: number, fileId: number) {
  const [row] = await db
    .select({
      originalName: eventFiles.originalName,
      mimeType: eventFiles.mimeType,
      content: eventFiles.content,
    })
    .from(eventFiles)
    .where(and(eq(eventFiles.eventId, eventId), eq(eventFiles.id, fileId)));
  if (!row) throw new AppError('event_file_not_found');
  return row;
}
