import {
  DEADLINE_BEFORE_END_MESSAGE,
  END_AFTER_START_MESSAGE,
  eventCreateBody,
  eventUpdateBody,
} from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fieldError } from '../../../lib/form-rules';
import { answerRequests } from '../../../test/answer-requests';
import { createEvent } from '../api/create-event';
import { updateEvent } from '../api/update-event';
import { eventDetail } from '../event-fixture';
import {
  type EventFormValues,
  eventChanges,
  eventFormValues,
  newEventBody,
  newEventValues,
  richTextOrEmpty,
  serverFieldProblems,
} from './event-form-values';

const START = '2026-12-01T08:00:00+07:00';
const END = '2026-12-01T11:30:00+07:00';

const event = eventDetail({
  noiDungSuKien: '<p>Chương trình</p>',
  ghiChu: 'Mang thẻ',
  doiTuongDonVi: [{ organizationId: 8, name: 'Tổ 1', baoGomCapDuoi: false }],
  doiTuongVaiTro: [{ id: 6, name: 'Đoàn viên công đoàn' }],
  hanDangKy: '2026-11-30T10:00:00.000Z',
  soDaDangKy: 0,
  soChoDoi: 0,
  soNguoiNhan: 0,
  soDaXem: 0,
});

describe('the event form’s checks (the shared rules, in Vietnamese)', () => {
  const values = { tenSuKien: 'Đại hội', thoiGianBatDau: START, thoiGianKetThuc: END };

  it('asks for the name and the start in the deployed system’s words, the end in a sentence naming it', () => {
    expect(fieldError(eventCreateBody, 'tenSuKien', '  ', values)).toBe('Tên sự kiện không được để trống');
    expect(fieldError(eventCreateBody, 'thoiGianBatDau', undefined, values)).toBe(
      'Thời gian bắt đầu không được để trống',
    );
    expect(fieldError(eventCreateBody, 'thoiGianKetThuc', undefined, values)).toBe(
      'Vui lòng chọn thời gian kết thúc',
    );
    expect(fieldError(eventCreateBody, 'tenSuKien', 'Đại hội', values)).toBeUndefined();
  });

  it('wants the end after the start, in the server’s words, and the deadline before the end', () => {
    expect(fieldError(eventCreateBody, 'thoiGianKetThuc', START, values)).toBe(END_AFTER_START_MESSAGE);
    expect(fieldError(eventCreateBody, 'thoiGianKetThuc', '2026-12-01T07:00:00+07:00', values)).toBe(
      END_AFTER_START_MESSAGE,
    );
    expect(fieldError(eventCreateBody, 'thoiGianKetThuc', END, values)).toBeUndefined();
    expect(fieldError(eventCreateBody, 'hanDangKy', '2026-12-02T08:00:00+07:00', values)).toBe(
      DEADLINE_BEFORE_END_MESSAGE,
    );
    expect(fieldError(eventCreateBody, 'hanDangKy', '2026-11-30T17:00:00+07:00', values)).toBeUndefined();
  });

  it('refuses counts that are not whole and not positive where they must be', () => {
    expect(fieldError(eventCreateBody, 'soLuongThamGiaDuKien', -1, values)).toBe(
      'Số lượng dự kiến phải là số nguyên không âm',
    );
    expect(fieldError(eventCreateBody, 'soLuongToiDa', 0, values)).toBe('Số chỗ phải là số nguyên dương');
    expect(fieldError(eventCreateBody, 'soLuongToiDa', undefined, values)).toBeUndefined();
  });
});

describe('what the form sends', () => {
  const filled: EventFormValues = {
    ...newEventValues({ organizationId: 5 }),
    tenSuKien: '  Đại hội công đoàn  ',
    loaiSuKienId: 2,
    thoiGianBatDau: START,
    thoiGianKetThuc: END,
    diaDiem: '',
    doiTuongDonVi: [
      { organizationId: 8, baoGomCapDuoi: false, name: 'Tổ 1' },
      { organizationId: 8, baoGomCapDuoi: true },
      { organizationId: undefined, baoGomCapDuoi: true },
    ],
    doiTuongVaiTroIds: [6],
    moDangKy: false,
    hanDangKy: '2026-11-30T17:00:00+07:00',
    soLuongToiDa: 40,
    noiDungSuKien: '<p></p>',
  };

  it('a new event: its fields, empty ones left out, each unit once, no deadline or seats when registration is closed', () => {
    expect(newEventBody(filled)).toEqual({
      tenSuKien: 'Đại hội công đoàn',
      loaiSuKienId: 2,
      thoiGianBatDau: '2026-12-01T01:00:00.000Z',
      thoiGianKetThuc: '2026-12-01T04:30:00.000Z',
      soLuongThamGiaDuKien: 0,
      organizationId: 5,
      doiTuongDonVi: [{ organizationId: 8, baoGomCapDuoi: false }],
      doiTuongVaiTroIds: [6],
      moDangKy: false,
    });
    // The server reads it to the same moments.
    const parsed = eventCreateBody.parse(newEventBody(filled));
    expect(parsed.thoiGianBatDau.toISOString()).toBe('2026-12-01T01:00:00.000Z');
  });

  it('a new event without files goes as JSON', async () => {
    const sent = answerRequests({ id: 12 });
    await createEvent({ body: newEventBody(filled) });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe('/api/v1/su-kien');
    expect(sent[0]!.body).toMatchObject({ tenSuKien: 'Đại hội công đoàn', moDangKy: false });
  });

  it('with files, one multipart form: the fields as text (lists as JSON), then the files in `files`', async () => {
    const sent = answerRequests({ id: 12 });
    const pdf = new File(['%PDF-1.4'], 'giay-moi.pdf', { type: 'application/pdf' });
    const png = new File(['png'], 'so-do.png', { type: 'image/png' });
    await createEvent({ body: newEventBody({ ...filled, moDangKy: true }), files: [pdf, png] });
    const form = sent[0]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('tenSuKien')).toBe('Đại hội công đoàn');
    expect(form.get('moDangKy')).toBe('true');
    expect(form.get('soLuongToiDa')).toBe('40');
    expect(form.get('doiTuongDonVi')).toBe('[{"organizationId":8,"baoGomCapDuoi":false}]');
    expect(form.get('doiTuongVaiTroIds')).toBe('[6]');
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['giay-moi.pdf', 'so-do.png']);
    // fields before files: the server has them before it reads the files
    expect([...form.keys()].at(-1)).toBe('files');
    expect(form.has('diaDiem')).toBe(false);
    // and the server's rule takes the form's fields as they are
    const fields = Object.fromEntries([...form.entries()].filter(([key]) => key !== 'files'));
    expect(eventCreateBody.safeParse(fields).success).toBe(true);
  });

  it('an edit left as it was sends nothing, whatever way its moments and texts are written', () => {
    const initial = eventFormValues(event);
    expect(
      eventChanges(
        { ...initial, thoiGianBatDau: '2026-12-01T08:00:00+07:00', diaDiem: ' Hội trường A ' },
        initial,
      ),
    ).toEqual({});
  });

  it('an edit sends only what changed, an emptied field as null', async () => {
    const initial = eventFormValues(event);
    const changes = eventChanges(
      {
        ...initial,
        diaDiem: '',
        loaiSuKienId: undefined,
        soLuongToiDa: null,
        thoiGianKetThuc: '2026-12-01T12:00:00+07:00',
        doiTuongDonVi: [],
      },
      initial,
    );
    expect(changes).toEqual({
      diaDiem: null,
      loaiSuKienId: null,
      soLuongToiDa: null,
      thoiGianKetThuc: '2026-12-01T05:00:00.000Z',
      doiTuongDonVi: [],
    });
    const sent = answerRequests({ id: 12 });
    await updateEvent({ id: 12, changes });
    expect(sent[0]).toEqual({
      method: 'PATCH',
      url: '/api/v1/su-kien/12',
      body: {
        diaDiem: null,
        loaiSuKienId: null,
        soLuongToiDa: null,
        thoiGianKetThuc: '2026-12-01T05:00:00.000Z',
        doiTuongDonVi: [],
      },
    });
    // the server's update rule keeps the others and clears the emptied ones
    expect(eventUpdateBody.parse(sent[0]!.body)).toMatchObject({ diaDiem: null, loaiSuKienId: null });
  });

  it('an edit with new files: the changes and the files in one multipart form, an emptied field as blank', async () => {
    const sent = answerRequests({ id: 12 });
    const doc = new File(['doc'], 'ke-hoach.docx');
    await updateEvent({ id: 12, changes: { ghiChu: null, tenSuKien: 'Đại hội' }, files: [doc] });
    const form = sent[0]!.body as FormData;
    expect(sent[0]!.method).toBe('PATCH');
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'files'))).toEqual({
      ghiChu: '',
      tenSuKien: 'Đại hội',
    });
    expect((form.get('files') as File).name).toBe('ke-hoach.docx');
    expect(eventUpdateBody.parse({ ghiChu: '' }).ghiChu).toBeNull();
  });

  it('an editor with no text is no content', () => {
    expect(richTextOrEmpty('<p></p>')).toBe('');
    expect(richTextOrEmpty('<p> &nbsp; </p>')).toBe('');
    expect(richTextOrEmpty('<p><strong>Chào</strong></p>')).toBe('<p><strong>Chào</strong></p>');
  });
});

describe('the server’s refusals on the form’s fields', () => {
  it('puts each detail on its field, a unit’s by its row', () => {
    const error = new ApiError('Dữ liệu không hợp lệ', 400, {
      code: 'validation_error',
      details: [
        { path: 'thoiGianKetThuc', message: END_AFTER_START_MESSAGE },
        { path: 'doiTuongDonVi.1.organizationId', message: 'Mã không hợp lệ' },
      ],
    });
    expect(serverFieldProblems(error)).toEqual([
      { name: ['thoiGianKetThuc'], errors: [END_AFTER_START_MESSAGE] },
      { name: ['doiTuongDonVi', 1, 'organizationId'], errors: ['Mã không hợp lệ'] },
    ]);
  });

  it('puts a refusal without details on the field its code is about', () => {
    const message = 'Đơn vị tổ chức không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn';
    expect(
      serverFieldProblems(new ApiError(message, 400, { code: 'event_organization_ref_invalid' })),
    ).toEqual([{ name: ['organizationId'], errors: [message] }]);
    expect(serverFieldProblems(new ApiError('x', 500, { code: 'internal_error' }))).toEqual([]);
  });
});
