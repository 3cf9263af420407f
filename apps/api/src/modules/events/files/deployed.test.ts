import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventFiles } from '../../../db/schema/index.js';
import { pdfFile, pngFile } from '../../../test/event-files.js';
import { auditRows, type FormFile, sendForm, useTestApp } from '../../../test/harness.js';

/**
 * The deployed system's clients name an attachment by its relative `path` and `fileName`
 * (/work/shared/DEPLOYED.md §2a): its download routes and its delete by name, served from
 * the same rows with the token and the event's reading scope, never from the server's disk.
 */
const t = useTestApp({ world: true });
const chair = () => t.world.as.chair;

const DAY = 86_400_000;
let serial = 0;
const createWith = async (files: FormFile[], token = chair().token) => {
  const res = await sendForm(t.ctx, 'POST', '/su-kien', token, {
    fields: {
      tenSuKien: `Hội nghị tổng kết ${++serial}`,
      thoiGianBatDau: new Date(Date.now() + 3 * DAY).toISOString(),
      thoiGianKetThuc: new Date(Date.now() + 3 * DAY + 3_600_000).toISOString(),
    },
    files,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: number;
    files: { id: number; path: string; fileName: string; url: string; originalName: string }[];
  };
};

/** The month folder the deployed server (in Vietnam) put a file uploaded now in. */
const folderNow = () => {
  const local = new Date(Date.now() + 7 * 3_600_000);
  return `${local.getUTCFullYear()}/${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
};

describe('an attachment’s deployed path and name', () => {
  it('answers path relative as deployed, fileName its last part, and url our own link', async () => {
    const event = await createWith([
      { name: 'Kế hoạch (đợt 1).PDF', content: pdfFile() },
      { name: 'ảnh.png', content: pngFile() },
    ]);
    const [pdf, png] = event.files;
    expect(pdf).toMatchObject({
      originalName: 'Kế hoạch (đợt 1).PDF',
      fileName: `Ke-hoach-dot-1_${pdf!.id}.PDF`,
      path: `/uploads/su-kien/${folderNow()}/Ke-hoach-dot-1_${pdf!.id}.PDF`,
      url: `/api/v1/su-kien/${event.id}/files/${pdf!.id}`,
    });
    expect(png!.fileName).toBe(`anh_${png!.id}.png`);
    const listed = await t.call('GET', `/su-kien/${event.id}/files`, chair().token);
    expect(listed.json().data).toEqual(event.files.map((f) => expect.objectContaining(f)));
  });
});

describe('the deployed downloads', () => {
  it('serve the file at /api/v1{path}, by ?path= and under download/, with the token', async () => {
    const event = await createWith([{ name: 'Biên bản.pdf', content: pdfFile() }]);
    const { path } = event.files[0]!;
    const urls = [
      path, // a deployed client builds `/api/v1{path}`: uploads/su-kien/{y}/{m}/{name}
      `/su-kien/download-file?path=${encodeURIComponent(path)}`,
      `/su-kien/download-file?path=${encodeURIComponent(path.slice(1))}`,
      `/su-kien/download${path}`,
    ];
    for (const url of urls) {
      const res = await t.call('GET', url, t.world.as.member.token);
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.equals(pdfFile())).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Bien ban.pdf"/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect((await t.call('GET', url)).statusCode, url).toBe(401);
    }
  });

  it('never serve a file of an event the caller may not read, nor anything but an attachment’s exact path', async () => {
    const event = await createWith([{ name: 'mat.pdf', content: pdfFile() }]);
    const { path, id } = event.files[0]!;
    const outsider = await t.call('GET', path, t.world.elsewhereChair.token);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toMatchObject({
      code: 'event_file_not_found',
      message: 'Không tìm thấy tệp đính kèm',
    });
    const wrong = [
      path.replace(`mat_${id}`, `khac_${id}`), // the right id under another name
      path.replace(/\/su-kien\/\d{4}\//, '/su-kien/1999/'), // another month's folder
      `/uploads/su-kien/2026/01/mat_${id + 1000}.pdf`,
    ];
    for (const url of wrong) {
      const res = await t.call('GET', url, chair().token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('event_file_not_found');
    }
    for (const p of [
      '../../.env',
      '/uploads/../.env',
      'package.json',
      `/uploads/other/2026/01/mat_${id}.pdf`,
    ]) {
      const byQuery = await t.call(
        'GET',
        `/su-kien/download-file?path=${encodeURIComponent(p)}`,
        chair().token,
      );
      expect(byQuery.statusCode, p).toBe(404);
      expect(byQuery.json().code).toBe('event_file_not_found');
    }
    expect((await t.call('GET', '/su-kien/download/..%2F..%2F.env', chair().token)).statusCode).toBe(404);
    for (const url of [
      '/uploads/su-kien/2026/12/..%2F..%2F.env',
      '/su-kien/download/uploads/su-kien/2026/12/..%2F..%2Fpackage.json',
    ]) {
      const traversal = await t.call('GET', url, chair().token);
      expect(traversal.statusCode, url).toBe(404);
      expect(traversal.json().code).toBe('event_file_not_found');
    }
  });

  it('answers ‘Thiếu tham số path’ without a path', async () => {
    for (const url of ['/su-kien/download-file', '/su-kien/download-file?path=']) {
      const res = await t.call('GET', url, chair().token);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toContain('Thiếu tham số path');
    }
  });
});

describe('DELETE su-kien/{id}/files/{fileName}', () => {
  it('deletes the one attachment of that exact name, audited; a part of a name deletes nothing', async () => {
    const event = await createWith([
      { name: 'giu.pdf', content: pdfFile() },
      { name: 'xoa.pdf', content: pdfFile() },
    ]);
    const [keep, gone] = event.files;
    const fileCount = async () =>
      (
        await t.ctx.database.db
          .select({ n: count() })
          .from(eventFiles)
          .where(eq(eventFiles.eventId, event.id))
      )[0]!.n;

    for (const part of ['xoa', '.pdf', `_${gone!.id}.pdf`, `giu_${gone!.id}.pdf`]) {
      const res = await t.call(
        'DELETE',
        `/su-kien/${event.id}/files/${encodeURIComponent(part)}`,
        chair().token,
      );
      expect(res.statusCode, part).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'event_file_not_found',
        message: 'Không tìm thấy tệp đính kèm',
      });
    }
    expect(await fileCount()).toBe(2);

    const res = await t.call('DELETE', `/su-kien/${event.id}/files/${gone!.fileName}`, chair().token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    const left = await t.ctx.database.db
      .select({ id: eventFiles.id, originalName: eventFiles.originalName })
      .from(eventFiles)
      .where(eq(eventFiles.eventId, event.id));
    expect(left).toEqual([{ id: keep!.id, originalName: 'giu.pdf' }]);
    expect((await auditRows(t.ctx, 'event', event.id)).at(-1)).toMatchObject({
      action: 'delete-file',
      before: { file: { id: gone!.id, originalName: 'xoa.pdf' } },
    });
    // Another event's file by its name: not this event's.
    const other = await createWith([{ name: 'khac.pdf', content: pdfFile() }]);
    const cross = await t.call(
      'DELETE',
      `/su-kien/${event.id}/files/${other.files[0]!.fileName}`,
      chair().token,
    );
    expect(cross.statusCode).toBe(404);
    // Out of the caller's management scope: the event is not found.
    const elsewhere = await t.call(
      'DELETE',
      `/su-kien/${event.id}/files/${keep!.fileName}`,
      t.world.elsewhereChair.token,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(await fileCount()).toBe(1);
  });
});
