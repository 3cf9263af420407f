import { z } from 'zod';
import { formatNumber } from '../numbers.js';
import {
  blankToUndefined,
  clearable,
  clearableText,
  ID_MAX,
  idParam,
  idRule,
  nullableId,
  numberedPageOf,
  optionalChoice,
  optionalId,
  pageQuery,
  pickMessage,
  updateOf,
} from './common.js';

/**
 * Events and event types (issue P9; docs/requirements.md, "Events"), at the paths and with the
 * field names of the system deployed for this federation (`loai-su-kien`, `su-kien`,
 * `nguoi-nhan-su-kien`), plus registrations and attendance (`su-kien/{id}/dang-ky`,
 * `su-kien/{id}/diem-danh`, `dang-ky-su-kien`).
 */

// ---------------------------------------------------------------- constants

/** An event's status as shown: derived from its times when read; only 'Đã hủy' is stored. */
export const EVENT_STATUSES = ['Đang chuẩn bị', 'Đang diễn ra', 'Đã kết thúc', 'Đã hủy'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The kinds of event notice (spec §5: 'Thông báo sự kiện' by default). */
export const EVENT_NOTICE_TYPES = ['Thông báo sự kiện', 'Nhắc nhở', 'Hủy sự kiện', 'Thay đổi lịch'] as const;
export type EventNoticeType = (typeof EVENT_NOTICE_TYPES)[number];
export const EVENT_NOTICE_DEFAULT_TYPE: EventNoticeType = 'Thông báo sự kiện';

/** Whether a recipient has seen an event notice (spec §4). */
export const SEEN_STATES = ['Đã xem', 'Chưa xem'] as const;
export type SeenState = (typeof SEEN_STATES)[number];

export const REGISTRATION_STATES = ['da_dang_ky', 'danh_sach_cho', 'da_huy'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];
export const REGISTRATION_STATE_LABELS: Record<RegistrationState, string> = {
  da_dang_ky: 'Đã đăng ký',
  danh_sach_cho: 'Danh sách chờ',
  da_huy: 'Đã hủy',
};

/** How attendance was recorded: ticked on the list, or by scanning the member's QR code. */
export const ATTENDANCE_METHODS = ['danh_sach', 'qr'] as const;
export type AttendanceMethod = (typeof ATTENDANCE_METHODS)[number];
export const ATTENDANCE_METHOD_LABELS: Record<AttendanceMethod, string> = {
  danh_sach: 'Theo danh sách',
  qr: 'Quét mã QR',
};

export const EVENT_NAME_MAX = 255;
export const EVENT_CONTENT_MAX = 100_000;
export const EVENT_TEXT_MAX = 255;
export const EVENT_NOTE_MAX = 2000;
export const EVENT_EXPECTED_MAX = 1_000_000;
export const EVENT_AUDIENCE_MAX = 100;
/** The calendar feed answers at most this many events, by start time. */
export const EVENT_CALENDAR_MAX = 2000;
/** A calendar window spans at most this many days. */
export const EVENT_CALENDAR_WINDOW_DAYS = 400;

export const EVENT_FILES_MAX = 10;
export const EVENT_FILE_SIZE_MAX = 10 * 1024 * 1024;
/** The attachment extensions allowed; the content must match the extension (checked by its bytes). */
export const EVENT_FILE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'zip',
  'rar',
] as const;

export const EVENT_TYPE_NAME_MAX = 255;
export const EVENT_TYPE_DESCRIPTION_MAX = 500;
export const EVENT_TYPE_DEFAULT_COLOR = '#1677ff';

/** Users an officer adds or marks in one call; a notice names at most this many users one by one. */
export const EVENT_USERS_PER_CALL_MAX = 1000;
export const EVENT_ROLES_PER_CALL_MAX = 50;

// ---------------------------------------------------------------- helpers

/**
 * A yes/no field of a JSON body or of a multipart form (where every field is a string): true,
 * false, 'true', 'false', '1', '0'.
 */
const formBoolean = z.preprocess(
  (v) => {
    if (v === 'true' || v === '1' || v === 1) return true;
    if (v === 'false' || v === '0' || v === 0) return false;
    return blankToUndefined(v);
  },
  z.boolean({ error: 'Giá trị phải là đúng hoặc sai' }),
);

/** A list in a JSON body, or in a multipart form as a JSON text ('[1,2]') or one value. */
const formList = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'string') {
        const text = v.trim();
        if (text === '') return [];
        if (text.startsWith('[')) {
          try {
            return JSON.parse(text);
          } catch {
            return v;
          }
        }
        return [text];
      }
      return v === null ? [] : v;
    },
    z
      .array(item, { error: `Danh sách ${what} không hợp lệ` })
      .max(max, `Tối đa ${formatNumber(max)} ${what}`),
  );

const VN_OFFSET = '+07:00';
/**
 * A moment: an ISO 8601 date-time; one without an offset ('2026-12-01T08:00') is read as the
 * time in Việt Nam. Answers a Date.
 */
export const dateTime = (requiredMessage: string, invalidMessage: string) =>
  z.preprocess(
    (v) => {
      if (v instanceof Date) return v;
      if (typeof v !== 'string' || v.trim() === '') return v === '' ? undefined : v;
      const text = v.trim();
      const zoned = /([zZ]|[+-]\d\d:?\d\d)$/.test(text) || !text.includes('T') ? text : `${text}${VN_OFFSET}`;
      const date = new Date(/^\d{4}-\d\d-\d\d$/.test(zoned) ? `${zoned}T00:00:00${VN_OFFSET}` : zoned);
      return Number.isNaN(date.getTime()) ? text : date;
    },
    z.date({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) }),
  );
const optionalDateTime = (invalidMessage: string) => clearable(dateTime(invalidMessage, invalidMessage));

export const END_AFTER_START_MESSAGE = 'Thời gian kết thúc phải sau thời gian bắt đầu';
export const DEADLINE_BEFORE_END_MESSAGE = 'Hạn đăng ký phải trước thời gian kết thúc sự kiện';

// ---------------------------------------------------------------- event types: loai-su-kien

const eventTypeFields = z.object({
  ten: z
    .string({ error: 'Tên loại sự kiện không được để trống' })
    .trim()
    .min(1, 'Tên loại sự kiện không được để trống')
    .max(EVENT_TYPE_NAME_MAX, `Tối đa ${EVENT_TYPE_NAME_MAX} ký tự`),
  moTa: clearableText(EVENT_TYPE_DESCRIPTION_MAX),
  trangThai: formBoolean.default(true),
  mauSac: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Màu có dạng #RRGGBB' })
      .regex(/^#[0-9a-fA-F]{6}$/, 'Màu có dạng #RRGGBB')
      .transform((c) => c.toLowerCase())
      .default(EVENT_TYPE_DEFAULT_COLOR),
  ),
  thuTu: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Thứ tự phải là số nguyên từ 0 đến 9999' })
      .int('Thứ tự phải là số nguyên từ 0 đến 9999')
      .min(0, 'Thứ tự phải là số nguyên từ 0 đến 9999')
      .max(9999, 'Thứ tự phải là số nguyên từ 0 đến 9999')
      .default(0),
  ),
});

/** POST loai-su-kien. */
export const eventTypeCreateBody = eventTypeFields;
export type EventTypeCreateBody = z.infer<typeof eventTypeCreateBody>;

/** PATCH loai-su-kien/{id}: the fields given; an `id` in the body (the deployed clients send it) is ignored: the path wins. */
export const eventTypeUpdateBody = updateOf(eventTypeFields).extend({ id: optionalId });
export type EventTypeUpdateBody = z.infer<typeof eventTypeUpdateBody>;

/** GET loai-su-kien: 10 a page, accent-free search in name and description, by order then name. */
export const eventTypeListQuery = pageQuery.extend({
  trangThai: z.preprocess(blankToUndefined, formBoolean.optional()),
});
export type EventTypeListQuery = z.infer<typeof eventTypeListQuery>;

export const eventTypeItem = z.object({
  id: z.number().int(),
  ten: z.string(),
  moTa: z.string().nullable(),
  trangThai: z.boolean(),
  mauSac: z.string(),
  thuTu: z.number().int(),
  /** Events of this type (a type in use cannot be deleted). */
  soSuKien: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventTypeItem = z.infer<typeof eventTypeItem>;

/** GET loai-su-kien/all: the active types, by order then name (for selects and the calendar legend). */
export const eventTypeChoice = eventTypeItem.pick({ id: true, ten: true, mauSac: true, thuTu: true });
export type EventTypeChoice = z.infer<typeof eventTypeChoice>;

// ---------------------------------------------------------------- events: su-kien

/** An organisation an event is for, with (default) or without the units under it. */
export const eventAudienceOrganization = z.object({
  organizationId: idParam,
  baoGomCapDuoi: formBoolean.default(true),
});

const eventFields = z.object({
  tenSuKien: z
    .string({ error: 'Tên sự kiện không được để trống' })
    .trim()
    .min(1, 'Tên sự kiện không được để trống')
    .max(EVENT_NAME_MAX, `Tối đa ${EVENT_NAME_MAX} ký tự`),
  thoiGianBatDau: dateTime(
    'Thời gian bắt đầu không được để trống',
    'Thời gian bắt đầu phải là định dạng ngày hợp lệ',
  ),
  thoiGianKetThuc: dateTime(
    pickMessage('thời gian kết thúc'),
    'Thời gian kết thúc phải là định dạng ngày hợp lệ',
  ),
  /** Formatted text (HTML): sanitised by the server, no script gets through. */
  noiDungSuKien: clearableText(EVENT_CONTENT_MAX),
  diaDiem: clearableText(EVENT_TEXT_MAX),
  doiTuong: clearableText(EVENT_TEXT_MAX),
  ghiChu: clearableText(EVENT_NOTE_MAX),
  loaiSuKienId: nullableId,
  soLuongThamGiaDuKien: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Số lượng dự kiến phải là số nguyên không âm' })
      .int('Số lượng dự kiến phải là số nguyên không âm')
      .min(0, 'Số lượng dự kiến phải là số nguyên không âm')
      .max(EVENT_EXPECTED_MAX, `Tối đa ${formatNumber(EVENT_EXPECTED_MAX)}`)
      .default(0),
  ),
  /** The organising organisation, in the caller's scope; absent: the caller's own unit. */
  organizationId: optionalId,
  /** The audience: organisations (with or without their subtree); none: the organiser's whole unit. */
  doiTuongDonVi: formList(eventAudienceOrganization, EVENT_AUDIENCE_MAX, 'đơn vị').default([]),
  /** The audience: roles; none: every role. */
  doiTuongVaiTroIds: formList(idParam, EVENT_AUDIENCE_MAX, 'vai trò').default([]),
  moDangKy: formBoolean.default(false),
  hanDangKy: optionalDateTime('Hạn đăng ký phải là định dạng ngày hợp lệ'),
  /** At most this many registered, then a waiting list; blank: no limit. */
  soLuongToiDa: clearable(
    z.coerce
      .number({ error: 'Số chỗ phải là số nguyên dương' })
      .int('Số chỗ phải là số nguyên dương')
      .min(1, 'Số chỗ phải là số nguyên dương')
      .max(EVENT_EXPECTED_MAX, `Tối đa ${formatNumber(EVENT_EXPECTED_MAX)}`),
  ),
  /**
   * As the deployed clients send it: 'Đã hủy' cancels (no notice; POST su-kien/{id}/huy sends one),
   * any of the derived statuses lifts a cancellation.
   */
  trangThai: z.preprocess(
    blankToUndefined,
    z.enum(EVENT_STATUSES, { error: `Trạng thái là một trong: ${EVENT_STATUSES.join(', ')}` }).optional(),
  ),
});

/**
 * POST su-kien (JSON, or multipart with these fields and the attachments in `files`). The creator
 * is the caller: a `nguoiTao` in the body is ignored.
 */
export const eventCreateBody = eventFields.superRefine((v, ctx) => {
  if (v.thoiGianKetThuc <= v.thoiGianBatDau) {
    ctx.addIssue({ code: 'custom', path: ['thoiGianKetThuc'], message: END_AFTER_START_MESSAGE });
  }
  if (v.hanDangKy && v.hanDangKy > v.thoiGianKetThuc) {
    ctx.addIssue({ code: 'custom', path: ['hanDangKy'], message: DEADLINE_BEFORE_END_MESSAGE });
  }
});
export type EventCreateBody = z.infer<typeof eventCreateBody>;

/**
 * PATCH su-kien/{id} (JSON or multipart; new files are added): the fields given; an `id` in the
 * body is ignored (the path wins). The merged times are checked again.
 */
export const eventUpdateBody = updateOf(eventFields).extend({ id: optionalId });
export type EventUpdateBody = z.infer<typeof eventUpdateBody>;

export const eventIdParams = z.object({ id: idParam });

/** GET su-kien: 10 a page, newest first by start; filters by status, type, organiser, date range. */
export const eventListQuery = pageQuery.extend({
  trangThai: z.preprocess(
    blankToUndefined,
    z.enum(EVENT_STATUSES, { error: `Trạng thái là một trong: ${EVENT_STATUSES.join(', ')}` }).optional(),
  ),
  loaiSuKienId: optionalId,
  organizationId: optionalId,
  /** Events that end on or after this moment (a date: from its start, Việt Nam time). */
  tuNgay: z.preprocess(blankToUndefined, dateTime('', 'Từ ngày không hợp lệ').optional()),
  /** Events that start before the end of this day (a date) or this moment. */
  denNgay: z.preprocess(blankToUndefined, dateTime('', 'Đến ngày không hợp lệ').optional()),
});
export type EventListQuery = z.infer<typeof eventListQuery>;

const DAY_MS = 86_400_000;

/**
 * GET su-kien/all (the calendar's feed; `from`/`to` a window of at most EVENT_CALENDAR_WINDOW_DAYS,
 * `to` after `from`; none: every event, as deployed) and GET su-kien/ics (the same events as
 * iCalendar): at most EVENT_CALENDAR_MAX, by start.
 */
export const eventCalendarQuery = z
  .object({
    from: z.preprocess(blankToUndefined, dateTime('', 'Thời điểm bắt đầu không hợp lệ').optional()),
    to: z.preprocess(blankToUndefined, dateTime('', 'Thời điểm kết thúc không hợp lệ').optional()),
    loaiSuKienId: optionalId,
    organizationId: optionalId,
  })
  .superRefine(({ from, to }, ctx) => {
    if (!from || !to) return;
    const refuse = (message: string) => ctx.addIssue({ code: 'custom', path: ['to'], message });
    if (to <= from) refuse('Thời điểm kết thúc phải sau thời điểm bắt đầu');
    else if (to.getTime() - from.getTime() > EVENT_CALENDAR_WINDOW_DAYS * DAY_MS) {
      refuse(`Khoảng thời gian xem lịch tối đa ${EVENT_CALENDAR_WINDOW_DAYS} ngày`);
    }
  });
export type EventCalendarQuery = z.infer<typeof eventCalendarQuery>;

const ref = z.object({ id: z.number().int(), name: z.string() });
const userRef = z.object({ id: z.number().int(), fullName: z.string() });

/** An attachment as listed (`path`: where it is downloaded, with the bearer token). */
export const eventFileItem = z.object({
  id: z.number().int(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** An image (previewed on the event's page). */
  isImage: z.boolean(),
  /**
   * Where the deployed system's clients find it, relative as that system stored it
   * ('/uploads/su-kien/2026/12/ke-hoach_12.pdf'): they download `/api/v1{path}` (with the token).
   */
  path: z.string(),
  /** The last part of `path`: what the deployed clients name a file by (its DELETE). */
  fileName: z.string(),
  /** Our own link to download it (with the token): `/api/v1/su-kien/{id}/files/{fileId}`. */
  url: z.string(),
  uploadedAt: z.string(),
  uploadedBy: userRef.nullable(),
});
export type EventFileItem = z.infer<typeof eventFileItem>;

/** An event as its lists and its page show it. */
export const eventItem = z.object({
  id: z.number().int(),
  tenSuKien: z.string(),
  thoiGianBatDau: z.string(),
  thoiGianKetThuc: z.string(),
  noiDungSuKien: z.string().nullable(),
  diaDiem: z.string().nullable(),
  doiTuong: z.string().nullable(),
  ghiChu: z.string().nullable(),
  loaiSuKienId: z.number().int().nullable(),
  loaiSuKien: z.object({ id: z.number().int(), ten: z.string(), mauSac: z.string() }).nullable(),
  soLuongThamGiaDuKien: z.number().int(),
  trangThai: z.enum(EVENT_STATUSES),
  organizationId: z.number().int().nullable(),
  organization: ref.nullable(),
  nguoiTao: z.number().int().nullable(),
  nguoiTaoUser: userRef.nullable(),
  doiTuongDonVi: z.array(
    z.object({ organizationId: z.number().int(), name: z.string(), baoGomCapDuoi: z.boolean() }),
  ),
  doiTuongVaiTro: z.array(ref),
  moDangKy: z.boolean(),
  hanDangKy: z.string().nullable(),
  soLuongToiDa: z.number().int().nullable(),
  lyDoHuy: z.string().nullable(),
  thoiGianHuy: z.string().nullable(),
  soFile: z.number().int(),
  soDaDangKy: z.number().int(),
  soChoDoi: z.number().int(),
  soDaDiemDanh: z.number().int(),
  soNguoiNhan: z.number().int(),
  soDaXem: z.number().int(),
  /** The caller's own registration, if any (not cancelled). */
  dangKyCuaToi: z.enum(REGISTRATION_STATES).nullable(),
  /** The caller may change it (it lies in their data scope; the right is theirs to check). */
  coTheQuanLy: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventItem = z.infer<typeof eventItem>;

/** GET su-kien/{id}: the item and its attachments. */
export const eventDetail = eventItem.extend({ files: z.array(eventFileItem) });
export type EventDetail = z.infer<typeof eventDetail>;

/** What a line about an event shows: its name, when, where, its state and type (a notice names its event so). */
const eventSummaryKeys = {
  id: true,
  tenSuKien: true,
  thoiGianBatDau: true,
  thoiGianKetThuc: true,
  diaDiem: true,
  trangThai: true,
  loaiSuKien: true,
} as const;

/** One event on the calendar. */
export const eventCalendarItem = eventItem.pick({
  ...eventSummaryKeys,
  loaiSuKienId: true,
  organizationId: true,
  coTheQuanLy: true,
});
export type EventCalendarItem = z.infer<typeof eventCalendarItem>;

/**
 * POST su-kien/{id}/huy: cancels the event; with `thongBao`, a 'Hủy sự kiện' notice goes to those
 * already told of it (and by Zalo with `guiZalo`).
 */
export const eventCancelBody = z.object({
  lyDo: clearableText(EVENT_NOTE_MAX),
  thongBao: formBoolean.default(false),
  guiZalo: formBoolean.default(false),
});
export type EventCancelBody = z.infer<typeof eventCancelBody>;

/** What POST su-kien/{id}/huy answers: the event as cancelled, and how many were told of it now. */
export const eventCancelResult = eventItem.extend({ soNguoiDuocBao: z.number().int() });
export type EventCancelResult = z.infer<typeof eventCancelResult>;

export const eventFileParams = z.object({ id: idParam, fileId: idParam });

/** The longest attachment path or name the deployed download and delete routes take. */
export const EVENT_FILE_PATH_MAX = 500;
const filePathText = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(EVENT_FILE_PATH_MAX, `Tối đa ${EVENT_FILE_PATH_MAX} ký tự`);

/** DELETE su-kien/{id}/files/{fileId}: the attachment by its id, or by the deployed `fileName`. */
export const eventFileRefParams = z.object({ id: idParam, fileId: filePathText('Thiếu tên tệp') });

/** GET su-kien/download-file?path= (deployed): the attachment's `path`. */
export const eventFilePathQuery = z.object({ path: filePathText('Thiếu tham số path') });

/**
 * GET uploads/su-kien/{year}/{month}/{fileName} and su-kien/download/uploads/su-kien/… (deployed):
 * the parts of the attachment's `path`.
 */
export const eventFileUploadParams = z.object({
  year: filePathText('Thiếu năm'),
  month: filePathText('Thiếu tháng'),
  fileName: filePathText('Thiếu tên tệp'),
});

// ---------------------------------------------------------------- notices: nguoi-nhan-su-kien (spec §7)

const noticeType = z.preprocess(
  blankToUndefined,
  z.enum(EVENT_NOTICE_TYPES, { error: 'Loại thông báo không hợp lệ' }).default(EVENT_NOTICE_DEFAULT_TYPE),
);
const noticeNote = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.string().trim().max(EVENT_NOTE_MAX, `Tối đa ${EVENT_NOTE_MAX} ký tự`),
);
/**
 * An id the deployed clients send as a string or a number, in their words: 'ID <what> không được để
 * trống' when absent or blank, 'ID <what> không hợp lệ' when not a positive whole number.
 */
const deployedIdRef = (what: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `ID ${what} không được để trống` })
      .int(`ID ${what} không hợp lệ`)
      .min(1, `ID ${what} không hợp lệ`)
      .max(ID_MAX, `ID ${what} không hợp lệ`),
  );
/** `suKienId` as a string (spec: to users) or a number (spec: to roles). */
const eventRef = deployedIdRef('sự kiện');
const roleIds = z.preprocess(
  (v) => (v === undefined || v === null ? [] : v),
  z
    .array(idParam, { error: 'Danh sách vai trò phải là mảng' })
    .max(EVENT_ROLES_PER_CALL_MAX, `Tối đa ${EVENT_ROLES_PER_CALL_MAX} vai trò mỗi lần gửi`),
);

/**
 * POST nguoi-nhan-su-kien/gui-thong-bao: users named (`nguoiNhanIds`, strings as the spec sends
 * them; an unknown or out-of-scope id is reported in `loi`, the others are sent) and/or holders of
 * roles, in one body.
 */
export const eventNoticeSendBody = z.object({
  suKienId: eventRef,
  nguoiNhanIds: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(z.union([z.string(), z.number()]).transform(String), {
        error: 'Danh sách người nhận phải là mảng',
      })
      .max(
        EVENT_USERS_PER_CALL_MAX,
        `Tối đa ${formatNumber(EVENT_USERS_PER_CALL_MAX)} người nhận mỗi lần gửi`,
      ),
  ),
  roleIds,
  loaiThongBao: noticeType,
  ghiChu: noticeNote,
  guiZalo: formBoolean.default(false),
  guiEmail: formBoolean.default(false),
});
export type EventNoticeSendBody = z.infer<typeof eventNoticeSendBody>;

/** POST nguoi-nhan-su-kien/gui-thong-bao-tat-ca: everyone in the sender's scope (or the holders of `roleIds`). */
export const eventNoticeSendAllBody = eventNoticeSendBody.omit({ nguoiNhanIds: true });
export type EventNoticeSendAllBody = z.infer<typeof eventNoticeSendAllBody>;

export const eventNoticeSendResult = z.object({
  message: z.string(),
  soLuongGui: z.number().int(),
  /** The users told, as strings (as deployed). */
  daGuiCho: z.array(z.string()),
  /** One entry per id not sent: '{id}: Người dùng không tồn tại hoặc nằm ngoài phạm vi dữ liệu'. */
  loi: z.array(z.string()),
  /** The inbox notice written (null when nobody was told). */
  thongBaoId: z.number().int().nullable(),
  soZalo: z.number().int(),
  soEmail: z.number().int(),
});
export type EventNoticeSendResult = z.infer<typeof eventNoticeSendResult>;

const seenState = optionalChoice(SEEN_STATES, 'Trạng thái xem không hợp lệ');

/** GET nguoi-nhan-su-kien: the caller's own event notices, newest first. */
export const myEventNoticesQuery = pageQuery.extend({
  trangThaiXem: seenState,
  loaiThongBao: optionalChoice(EVENT_NOTICE_TYPES, 'Loại thông báo không hợp lệ'),
  suKienId: optionalId,
});
export type MyEventNoticesQuery = z.infer<typeof myEventNoticesQuery>;

export const eventNoticeItem = z.object({
  id: z.number().int(),
  nguoiNhanId: z.string(),
  suKienId: z.number().int(),
  trangThaiXem: z.enum(SEEN_STATES),
  thoiGianGui: z.string(),
  thoiGianXem: z.string().nullable(),
  loaiThongBao: z.enum(EVENT_NOTICE_TYPES),
  ghiChu: z.string(),
  suKien: eventItem.pick(eventSummaryKeys),
});
export type EventNoticeItem = z.infer<typeof eventNoticeItem>;

/** PATCH nguoi-nhan-su-kien/cap-nhat-trang-thai-xem (default 'Đã xem'; the time seen is kept). */
export const eventNoticeSeenBody = z.object({
  nguoiNhanId: deployedIdRef('người nhận'),
  suKienId: eventRef,
  trangThaiXem: z.preprocess(
    blankToUndefined,
    z.enum(SEEN_STATES, { error: 'Trạng thái xem không hợp lệ' }).default('Đã xem'),
  ),
});
export type EventNoticeSeenBody = z.infer<typeof eventNoticeSeenBody>;

export const eventNoticeParams = z.object({ nguoiNhanId: idParam, suKienId: idParam });

/** GET su-kien/{id}/nguoi-nhan: one event's recipients (officers), by name. */
export const eventRecipientsQuery = pageQuery.extend({
  trangThaiXem: seenState,
  loaiThongBao: optionalChoice(EVENT_NOTICE_TYPES, 'Loại thông báo không hợp lệ'),
});
export type EventRecipientsQuery = z.infer<typeof eventRecipientsQuery>;

export const eventRecipientItem = z.object({
  nguoiNhanId: z.number().int(),
  fullName: z.string(),
  organizationName: z.string().nullable(),
  trangThaiXem: z.enum(SEEN_STATES),
  thoiGianGui: z.string(),
  thoiGianXem: z.string().nullable(),
  loaiThongBao: z.enum(EVENT_NOTICE_TYPES),
  ghiChu: z.string(),
});
export type EventRecipientItem = z.infer<typeof eventRecipientItem>;

/** GET nguoi-nhan-su-kien: the caller's event notices. */
export const eventNoticePage = numberedPageOf(eventNoticeItem);
export type EventNoticePage = z.infer<typeof eventNoticePage>;

/** GET nguoi-nhan-su-kien/chua-xem answers at most this many (the newest); dem-chua-xem counts all. */
export const EVENT_NOTICES_UNSEEN_MAX = 200;

/** GET nguoi-nhan-su-kien/dem-chua-xem (deployed): how many of the caller's event notices are unseen. */
export const eventNoticeUnseenCount = z.object({ soLuongChuaXem: z.number().int() });
export type EventNoticeUnseenCount = z.infer<typeof eventNoticeUnseenCount>;

/** Who of an event's recipients has seen its notice, whatever the filters. */
export const eventRecipientSummary = z.object({
  tong: z.number().int(),
  daXem: z.number().int(),
  chuaXem: z.number().int(),
});
export type EventRecipientSummary = z.infer<typeof eventRecipientSummary>;

/** GET su-kien/{id}/nguoi-nhan: one page of recipients, and the view counts of all of them. */
export const eventRecipientPage = numberedPageOf(eventRecipientItem).extend({
  summary: eventRecipientSummary,
});
export type EventRecipientPage = z.infer<typeof eventRecipientPage>;

// ---------------------------------------------------------------- registrations and attendance

const USER_ID_INVALID = 'Mã người dùng không hợp lệ';
const userIds = z
  .array(idRule(USER_ID_INVALID, 1), { error: 'Danh sách người dùng phải là mảng' })
  .min(1, 'Vui lòng chọn người dùng')
  .max(EVENT_USERS_PER_CALL_MAX, `Tối đa ${formatNumber(EVENT_USERS_PER_CALL_MAX)} người mỗi lần`);

/** POST su-kien/{id}/dang-ky/them: an officer adds people (the deadline does not bind them; the capacity does). */
export const registrationAddBody = z.object({ userIds });
/** POST su-kien/{id}/diem-danh: mark (or with `coMat: false` unmark) people present, by the list. */
export const attendanceBody = z.object({ userIds, coMat: formBoolean.default(true) });
/** POST su-kien/{id}/diem-danh/qr: the code a member shows from their profile. */
export const attendanceQrBody = z.object({
  ma: z.string({ error: 'Vui lòng quét mã điểm danh' }).trim().min(1, 'Vui lòng quét mã điểm danh').max(200),
});

export const registrationParams = z.object({ id: idParam, userId: idParam });

const registrationFilters = {
  trangThai: optionalChoice(REGISTRATION_STATES, 'Trạng thái đăng ký không hợp lệ'),
  /** true: present; false: registered and not (yet) present. */
  diemDanh: z.preprocess(blankToUndefined, formBoolean.optional()),
};

/** GET su-kien/{id}/dang-ky: one event's registrations (search in name, login, phone). */
export const eventRegistrationsQuery = pageQuery.extend(registrationFilters);
export type EventRegistrationsQuery = z.infer<typeof eventRegistrationsQuery>;

/** GET dang-ky-su-kien (and its /export): registrations across the events the caller manages, and their own. */
export const registrationsQuery = pageQuery.extend({
  ...registrationFilters,
  suKienId: optionalId,
  organizationId: optionalId,
  tuNgay: z.preprocess(blankToUndefined, dateTime('', 'Từ ngày không hợp lệ').optional()),
  denNgay: z.preprocess(blankToUndefined, dateTime('', 'Đến ngày không hợp lệ').optional()),
});
export type RegistrationsQuery = z.infer<typeof registrationsQuery>;

export const registrationItem = z.object({
  id: z.number().int(),
  suKienId: z.number().int(),
  tenSuKien: z.string(),
  thoiGianBatDau: z.string(),
  userId: z.number().int(),
  fullName: z.string(),
  username: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  organizationName: z.string().nullable(),
  trangThai: z.enum(REGISTRATION_STATES),
  /** Place on the waiting list (1 = next), null unless waiting. */
  thuTuCho: z.number().int().nullable(),
  dangKyLuc: z.string(),
  huyLuc: z.string().nullable(),
  themBoi: userRef.nullable(),
  diemDanhLuc: z.string().nullable(),
  diemDanhBoi: userRef.nullable(),
  cachDiemDanh: z.enum(ATTENDANCE_METHODS).nullable(),
});
export type RegistrationItem = z.infer<typeof registrationItem>;

/** What the officers' views count of one event's registrations. */
export const registrationSummary = z.object({
  daDangKy: z.number().int(),
  danhSachCho: z.number().int(),
  daHuy: z.number().int(),
  daDiemDanh: z.number().int(),
  soLuongToiDa: z.number().int().nullable(),
});
export type RegistrationSummary = z.infer<typeof registrationSummary>;

/** GET tai-khoan/ma-diem-danh: the caller's attendance code (shown as a QR code on their profile). */
export const attendanceCode = z.object({ ma: z.string() });

/** GET su-kien/{id}/dang-ky: one page of an event's registrations, and the counts of all of them. */
export const registrationPage = numberedPageOf(registrationItem).extend({ summary: registrationSummary });
export type RegistrationPage = z.infer<typeof registrationPage>;

/** GET dang-ky-su-kien: one page of the registrations across events. */
export const registrationListPage = numberedPageOf(registrationItem);
export type RegistrationListPage = z.infer<typeof registrationListPage>;

/** POST su-kien/{id}/dang-ky/them: how the people given were placed. */
export const registrationAddResult = z.object({
  /** Now registered. */
  soDangKy: z.number().int(),
  /** Now on the waiting list (the event was full). */
  soChoDoi: z.number().int(),
  /** Already registered or waiting: unchanged. */
  soDaCo: z.number().int(),
  summary: registrationSummary,
});
export type RegistrationAddResult = z.infer<typeof registrationAddResult>;

/** POST su-kien/{id}/diem-danh: how many rows changed, and the walk-ins added. */
export const attendanceResult = z.object({
  /** Registrations marked (or unmarked) now; those already so are not counted. */
  soCapNhat: z.number().int(),
  /** People not registered before, added as registered and present. */
  soThemMoi: z.number().int(),
  summary: registrationSummary,
});
export type AttendanceResult = z.infer<typeof attendanceResult>;

/** The registration exports write at most this many rows (a larger list is refused: filter it). */
export const REGISTRATION_EXPORT_MAX = 20_000;
export const REGISTRATION_EXPORT_FILE_NAME = 'DanhSachDangKy.xlsx';
