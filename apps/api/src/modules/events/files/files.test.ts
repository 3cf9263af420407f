import { EVENT_FILE_SIZE_MAX, ROLE_IDS } from '@congdoan/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventFiles, events } from '../../../db/schema/index.js';
import {
  cfbFile,
  gifFile,
  jpegFile,
  pdfFile,
  pngFile,
  textFile,
  xlsxFile,
} from '../../../test/event-files.js';
import {
  auditRows,
  buildEvent,
  buildRole,
  type FormFile,
  sendForm,
  tokenFor,
  useTestApp,
} from '../../../test/harness.js';
import { FORM_BYTES_MAX, formBudget } from '../form.js';

const t = useTestApp({ world: true });
const chair = () => t.world.as.chair;

const DAY = 86_400_000;
let serial = 0;
const fields = (extra: Record<string, string | string[]> = {}) => ({
  tenSuKien: `Tập huấn nghiệp vụ ${++serial}`,
  thoiGianBatDau: new Date(Date.now() + 5 * DAY).toISOString(),
  thoiGianKetThuc: new Date(Date.now() + 5 * DAY + 4 * 3_600_000).toISOString(),
  ...extra,
});

const createForm = (
  files: FormFile[],
  extra: Record<string, string | string[]> = {},
  token = chair().token,
) => sendForm(t.ctx, 'POST', '/su-kien', token, { fields: fields(extra), files });
const upload = (eventId: number, files: FormFile[], token = chair().token) =>
  sendForm(t.ctx, 'POST', `/su-kien/${eventId}/upload-files`, token, { files });

const counts = async () => ({
  events: (await t.ctx.database.db.select({ n: count() }).from(events))[0]!.n,
  files: (await t.ctx.database.db.select({ n: count() }).from(eventFiles))[0]!.n,
});
const filesOf = async (eventId: number) =>
  (await t.ctx.database.db.select({ n: count() }).from(eventFiles).where(eq(eventFiles.eventId, eventId)))[0]!
    .n;

describe('creating and updating an event as a multipart form', () => {
  it('takes the fields as text, lists as JSON or repeated, and the files; each file typed by its bytes', async () => {
    const res = await createForm(
      [
        { name: 'Kế hoạch đại hội.pdf', content: pdfFile(), type: 'application/octet-stream' },
        { name: 'ảnh.png', content: pngFile(), type: 'image/jpeg' },
      ],
      {
        nguoiTao: '999',
        moDangKy: 'true',
        soLuongToiDa: '80',
        soLuongThamGiaDuKien: '',
        doiTuongVaiTroIds: [String(ROLE_IDS.member), String(ROLE_IDS.chair)],
        doiTuongDonVi: JSON.stringify([{ organizationId: t.world.grassroots[0].id, baoGomCapDuoi: false }]),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({
      nguoiTao: chair().id,
      moDangKy: true,
      soLuongToiDa: 80,
      soLuongThamGiaDuKien: 0,
      soFile: 2,
      doiTuongDonVi: [{ organizationId: t.world.grassroots[0].id, baoGomCapDuoi: false }],
    });
    expect(item.doiTuongVaiTro).toHaveLength(2);
    expect(item.files).toEqual([
      expect.objectContaining({
        originalName: 'Kế hoạch đại hội.pdf',
        mimeType: 'application/pdf',
        isImage: false,
        size: pdfFile().length,
        url: `/api/v1/su-kien/${item.id}/files/${item.files[0].id}`,
        fileName: `Ke-hoach-dai-hoi_${item.files[0].id}.pdf`,
        uploadedBy: { id: chair().id, fullName: expect.any(String) },
      }),
      expect.objectContaining({ originalName: 'ảnh.png', mimeType: 'image/png', isImage: true }),
    ]);
    expect((await auditRows(t.ctx, 'event', item.id))[0]!.after).toMatchObject({
      tepDinhKem: ['Kế hoạch đại hội.pdf', 'ảnh.png'],
    });
  });

  it('takes every allowed kind whose content matches its name', async () => {
    const xlsx = await xlsxFile();
    const res = await createForm([
      { name: 'bien-ban.doc', content: cfbFile() },
      { name: 'danh-sach.xls', content: cfbFile() },
      { name: 'danh-sach.xlsx', content: xlsx },
      { name: 'tai-lieu.zip', content: xlsx },
      { name: 'anh.JPG', content: jpegFile() },
      { name: 'anh.gif', content: gifFile() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.files.map((f: { mimeType: string }) => f.mimeType)).toEqual([
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'image/jpeg',
      'image/gif',
    ]);
  });

  it('refuses a file whose bytes are not what its name says, and writes nothing', async () => {
    const before = await counts();
    const cases: [FormFile, string][] = [
      [{ name: 'gia-mao.pdf', content: textFile() }, 'Tệp gia-mao.pdf không đúng định dạng'],
      [{ name: 'bang-tinh.docx', content: await xlsxFile() }, 'Tệp bang-tinh.docx không đúng định dạng'],
      [{ name: 'anh.png', content: pdfFile() }, 'Tệp anh.png không đúng định dạng'],
      [{ name: 'rong.pdf', content: Buffer.alloc(0) }, 'Tệp rong.pdf không đúng định dạng'],
      [
        { name: 'chay.exe', content: textFile() },
        'Tệp chay.exe có định dạng không được hỗ trợ. Các định dạng cho phép: pdf, doc, docx, xls, xlsx, ppt, pptx, jpg, jpeg, png, gif, zip, rar',
      ],
    ];
    for (const [file, message] of cases) {
      // A good file first: one refused file refuses them all.
      const res = await createForm([{ name: 'tot.pdf', content: pdfFile() }, file]);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json()).toMatchObject({ code: 'event_file_type_invalid', message });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses an eleventh file and a file over 10 MB, naming it, and writes nothing', async () => {
    const before = await counts();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `tep-${i + 1}.pdf`, content: pdfFile() }));
    const tooMany = await createForm(eleven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'event_files_too_many',
      message: 'Mỗi sự kiện có tối đa 10 tệp đính kèm',
    });
    const big = Buffer.concat([pdfFile(), Buffer.alloc(EVENT_FILE_SIZE_MAX)]);
    const tooLarge = await createForm([{ name: 'Biên bản lớn.pdf', content: big }]);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({
      code: 'event_file_too_large',
      message: 'Tệp Biên bản lớn.pdf quá lớn. Kích thước tối đa cho phép: 10MB',
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a form declaring more than a form may hold, and one the busy server has no room for, before reading it', async () => {
    const before = await counts();
    const files = [{ name: 'ok.pdf', content: pdfFile() }];
    const declared = (n: number) => ({ 'content-length': String(n) });
    const huge = await sendForm(t.ctx, 'POST', '/su-kien', chair().token, {
      fields: fields(),
      files,
      headers: declared(FORM_BYTES_MAX + 1),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'payload_too_large', message: 'Dữ liệu gửi lên quá lớn' });

    // Other forms hold all but a megabyte of the process's budget.
    const others = formBudget.take(formBudget.total - 1024 * 1024)!;
    try {
      const busy = await createForm([
        { name: 'lớn.pdf', content: Buffer.concat([pdfFile(), Buffer.alloc(2 * 1024 * 1024)]) },
      ]);
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('30');
      expect(busy.json()).toMatchObject({
        code: 'uploads_busy',
        message: 'Hệ thống đang nhận nhiều tệp tải lên. Vui lòng thử lại sau ít phút',
      });
      // A small form still fits beside them.
      expect((await createForm(files)).statusCode).toBe(200);
      expect((await createForm(files)).statusCode).toBe(200);
    } finally {
      others();
    }
    expect(await counts()).toEqual({ events: before.events + 2, files: before.files + 2 });
    // What a form took is given back once it is answered: the budget is whole again.
    const all = formBudget.take(formBudget.total);
    expect(all).not.toBeNull();
    all!();
  });

  it('refuses a form whose fields fail, as JSON would, and writes nothing', async () => {
    const before = await counts();
    const res = await createForm([{ name: 'ok.pdf', content: pdfFile() }], {
      thoiGianKetThuc: new Date(Date.now()).toISOString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Thời gian kết thúc phải sau thời gian bắt đầu (thoiGianKetThuc)');
    expect(await counts()).toEqual(before);
  });

  it('needs the right to upload event files to attach any', async () => {
    const role = await buildRole(t.ctx, {
      scope: 'organization',
      grants: [
        ['read', 'event'],
        ['create', 'event'],
      ],
    });
    const token = await tokenFor(t.ctx, { roles: [role.id], organizationId: t.world.grassroots[0].id });
    const refused = await createForm([{ name: 'a.pdf', content: pdfFile() }], {}, token);
    expect(refused.statusCode).toBe(403);
    const json = await createForm([], {}, token);
    expect(json.statusCode, json.body).toBe(200);
  });

  it('PATCH as a form changes the fields given and adds its files to those there; a refused file changes nothing', async () => {
    const created = (await createForm([{ name: 'cu.pdf', content: pdfFile() }])).json().data;
    const res = await sendForm(t.ctx, 'PATCH', `/su-kien/${created.id}`, chair().token, {
      fields: { id: '999999', diaDiem: 'Phòng họp số 2' },
      files: [{ name: 'moi.png', content: pngFile() }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: created.id,
      tenSuKien: created.tenSuKien,
      diaDiem: 'Phòng họp số 2',
    });
    expect(res.json().data.files.map((f: { originalName: string }) => f.originalName)).toEqual([
      'cu.pdf',
      'moi.png',
    ]);

    const refused = await sendForm(t.ctx, 'PATCH', `/su-kien/${created.id}`, chair().token, {
      fields: { diaDiem: 'Không được đổi' },
      files: [{ name: 'sai.pdf', content: textFile() }],
    });
    expect(refused.statusCode).toBe(400);
    const after = (await t.call('GET', `/su-kien/${created.id}`, chair().token)).json().data;
    expect(after).toMatchObject({ diaDiem: 'Phòng họp số 2', soFile: 2 });
  });
});

describe('attachments of an event', () => {
  it('upload-files adds files, audited; at most 10 in all, the rest refused whole', async () => {
    const event = await buildEvent(t.ctx, { organizer: chair() });
    const nine = Array.from({ length: 9 }, (_, i) => ({ name: `phu-luc-${i + 1}.pdf`, content: pdfFile() }));
    const res = await upload(event.id, nine);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(9);
    const refused = await upload(event.id, [
      { name: 'them-1.pdf', content: pdfFile() },
      { name: 'them-2.pdf', content: pdfFile() },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('event_files_too_many');
    expect(await filesOf(event.id)).toBe(9);
    expect((await upload(event.id, [{ name: 'cuoi.pdf', content: pdfFile() }])).statusCode).toBe(200);
    expect(await filesOf(event.id)).toBe(10);
    const audit = await auditRows(t.ctx, 'event', event.id);
    expect(audit.map((r) => r.action)).toEqual(['upload', 'upload']);
    expect(audit[1]!.after).toMatchObject({
      files: [{ originalName: 'cuoi.pdf', mimeType: 'application/pdf' }],
    });
  });

  it('upload-files without a file is refused in Vietnamese; another union’s event is not found', async () => {
    const event = await buildEvent(t.ctx, { organizer: chair() });
    const empty = await sendForm(t.ctx, 'POST', `/su-kien/${event.id}/upload-files`, chair().token, {
      fields: { ghiChu: 'không có tệp' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Vui lòng chọn tệp đính kèm (files)');
    const elsewhere = await buildEvent(t.ctx, { organizer: t.world.elsewhereChair });
    const res = await upload(elsewhere.id, [{ name: 'a.pdf', content: pdfFile() }]);
    expect(res.statusCode).toBe(404);
    expect(await filesOf(elsewhere.id)).toBe(0);
  });

  it('downloads with the token, to those who may read the event, as stored, typed and named', async () => {
    const created = (
      await createForm([
        { name: 'Kế hoạch (đợt 1).pdf', content: pdfFile() },
        { name: 'Ảnh hội trường.png', content: pngFile() },
      ])
    ).json().data;
    const [pdf, png] = created.files as { id: number; url: string }[];
    const url = `/su-kien/${created.id}/files/${pdf!.id}`;

    expect(pdf!.url).toBe(`/api/v1${url}`);
    expect((await t.call('GET', url)).statusCode).toBe(401);
    // Not invited: the event is not theirs to read.
    const outsider = await t.call('GET', url, t.world.elsewhereChair.token);
    expect(outsider.statusCode).toBe(404);

    const res = await t.call('GET', url, chair().token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdfFile())).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Ke hoach (dot 1).pdf"; filename*=UTF-8''K%E1%BA%BF%20ho%E1%BA%A1ch%20%28%C4%91%E1%BB%A3t%201%29.pdf`,
    );
    // Only an image is shown inline, for its preview.
    const pdfInline = await t.call('GET', `${url}?inline=1`, chair().token);
    expect(pdfInline.headers['content-disposition']).toMatch(/^attachment;/);
    const image = await t.call('GET', `/su-kien/${created.id}/files/${png!.id}?inline=1`, chair().token);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline; /);
    // A member invited (the event is for the whole union) reads it too.
    expect((await t.call('GET', url, t.world.as.member.token)).statusCode).toBe(200);
    const wrongEvent = await t.call('GET', `/su-kien/${created.id}/files/999999`, chair().token);
    expect(wrongEvent.statusCode).toBe(404);
    expect(wrongEvent.json()).toMatchObject({
      code: 'event_file_not_found',
      message: 'Không tìm thấy tệp đính kèm',
    });
  });

  it('lists an event’s files and deletes one by its id, audited', async () => {
    const created = (
      await createForm([
        { name: 'giu-lai.pdf', content: pdfFile() },
        { name: 'xoa-di.pdf', content: pdfFile() },
      ])
    ).json().data;
    const [keep, gone] = created.files as { id: number }[];
    const res = await t.call('DELETE', `/su-kien/${created.id}/files/${gone!.id}`, chair().token);
    expect(res.statusCode).toBe(200);
    const list = await t.call('GET', `/su-kien/${created.id}/files`, t.world.as.member.token);
    expect(list.json().data.map((f: { id: number }) => f.id)).toEqual([keep!.id]);
    expect(
      (await t.call('DELETE', `/su-kien/${created.id}/files/${gone!.id}`, chair().token)).statusCode,
    ).toBe(404);
    expect((await auditRows(t.ctx, 'event', created.id)).at(-1)).toMatchObject({
      action: 'delete-file',
      before: { file: { id: gone!.id, originalName: 'xoa-di.pdf' } },
    });
  });
});
