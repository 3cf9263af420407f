import type { EventDetail, SessionUser } from '@congdoan/shared';
import type { UploadFile } from 'antd';
import { type FieldProblem, serverFieldProblems as fieldProblems } from '../../../lib/server-field-problems';
import type { EventBody, EventChanges } from '../api/event-body';

/** An organisation of the audience as the form's row holds it (the name, to show it before any search). */
export interface AudienceUnit {
  organizationId?: number | null | undefined;
  baoGomCapDuoi?: boolean | undefined;
  name?: string | undefined;
}

/** The form's values as its inputs hold them (a cleared input gives '', a cleared select undefined). */
export interface EventFormValues {
  tenSuKien?: string | undefined;
  loaiSuKienId?: number | null | undefined;
  thoiGianBatDau?: string | undefined;
  thoiGianKetThuc?: string | undefined;
  diaDiem?: string | undefined;
  doiTuong?: string | undefined;
  soLuongThamGiaDuKien?: number | null | undefined;
  organizationId?: number | null | undefined;
  doiTuongDonVi?: AudienceUnit[] | undefined;
  doiTuongVaiTroIds?: number[] | undefined;
  moDangKy?: boolean | undefined;
  hanDangKy?: string | null | undefined;
  soLuongToiDa?: number | null | undefined;
  ghiChu?: string | undefined;
  noiDungSuKien?: string | undefined;
  /** New attachments (the event's own are listed apart, each with its delete). */
  files?: UploadFile[] | undefined;
}

/** What a new event starts with: organised by the user's own unit, registration closed. */
export function newEventValues(user: Pick<SessionUser, 'organizationId'> | null): EventFormValues {
  return {
    organizationId: user?.organizationId ?? undefined,
    soLuongThamGiaDuKien: 0,
    doiTuongDonVi: [],
    doiTuongVaiTroIds: [],
    moDangKy: false,
    files: [],
  };
}

/** An event's values in the edit form (an empty text starts as undefined, never null: an input holding null is not empty to React). */
export function eventFormValues(event: EventDetail): EventFormValues {
  const blank = <T>(v: T | null) => v ?? undefined;
  return {
    tenSuKien: event.tenSuKien,
    loaiSuKienId: event.loaiSuKienId ?? undefined,
    thoiGianBatDau: event.thoiGianBatDau,
    thoiGianKetThuc: event.thoiGianKetThuc,
    diaDiem: blank(event.diaDiem),
    doiTuong: blank(event.doiTuong),
    soLuongThamGiaDuKien: event.soLuongThamGiaDuKien,
    organizationId: event.organizationId ?? undefined,
    doiTuongDonVi: event.doiTuongDonVi.map((u) => ({
      organizationId: u.organizationId,
      baoGomCapDuoi: u.baoGomCapDuoi,
      name: u.name,
    })),
    doiTuongVaiTroIds: event.doiTuongVaiTro.map((r) => r.id),
    moDangKy: event.moDangKy,
    hanDangKy: blank(event.hanDangKy),
    soLuongToiDa: blank(event.soLuongToiDa),
    ghiChu: blank(event.ghiChu),
    noiDungSuKien: blank(event.noiDungSuKien),
    files: [],
  };
}

/** A rich text with no text in it (the editor's '<p></p>') is no content. */
export function richTextOrEmpty(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text || /<img\b/i.test(html) ? html : '';
}

const text = (v: string | null | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const count = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** A moment as one ISO text, so that the same moment written two ways is the same value. */
const moment = (v: string | null | undefined) => {
  if (!v) return null;
  const date = new Date(v);
  return Number.isNaN(date.getTime()) ? v : date.toISOString();
};

/** Each audience unit once, chosen rows only, as the API takes them. */
const units = (rows: readonly AudienceUnit[] | undefined) => {
  const seen = new Set<number>();
  const out: { organizationId: number; baoGomCapDuoi: boolean }[] = [];
  for (const row of rows ?? []) {
    if (typeof row?.organizationId !== 'number' || seen.has(row.organizationId)) continue;
    seen.add(row.organizationId);
    out.push({ organizationId: row.organizationId, baoGomCapDuoi: row.baoGomCapDuoi ?? true });
  }
  return out;
};

/** The form's fields as the API reads them, every empty one as null. */
function normalised(values: EventFormValues): { [K in keyof EventBody]-?: EventBody[K] | null } {
  const open = values.moDangKy ?? false;
  return {
    tenSuKien: (values.tenSuKien ?? '').trim(),
    loaiSuKienId: values.loaiSuKienId ?? null,
    thoiGianBatDau: moment(values.thoiGianBatDau) ?? '',
    thoiGianKetThuc: moment(values.thoiGianKetThuc) ?? '',
    diaDiem: text(values.diaDiem),
    doiTuong: text(values.doiTuong),
    soLuongThamGiaDuKien: count(values.soLuongThamGiaDuKien) ?? 0,
    organizationId: values.organizationId ?? null,
    doiTuongDonVi: units(values.doiTuongDonVi),
    doiTuongVaiTroIds: [...new Set(values.doiTuongVaiTroIds ?? [])],
    moDangKy: open,
    hanDangKy: moment(values.hanDangKy),
    soLuongToiDa: count(values.soLuongToiDa),
    ghiChu: text(values.ghiChu),
    noiDungSuKien: text(richTextOrEmpty(values.noiDungSuKien)),
  };
}

/** The body of a create: the fields given (empty ones left out: the server's defaults apply). */
export function newEventBody(values: EventFormValues): EventBody {
  const all = normalised(values);
  // With registration closed its deadline and capacity mean nothing.
  if (!all.moDangKy) {
    all.hanDangKy = null;
    all.soLuongToiDa = null;
  }
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== null)) as EventBody;
}

/**
 * The body of an update: only the fields whose value differs from the event's (compared as the API
 * reads them: the same moment written two ways, the same text with spaces around it are no
 * change), an emptied one as null (docs/requirements.md, "Updates").
 */
export function eventChanges(values: EventFormValues, initial: EventFormValues): EventChanges {
  const now = normalised(values);
  const before = normalised(initial);
  // Closing registration clears its deadline and capacity, as a create leaves them out.
  if (!now.moDangKy) {
    now.hanDangKy = null;
    now.soLuongToiDa = null;
  }
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(now) as (keyof typeof now)[]) {
    if (JSON.stringify(now[key]) !== JSON.stringify(before[key])) changes[key] = now[key];
  }
  return changes as EventChanges;
}

/** The files chosen, as the browser holds them. */
export const newFiles = (values: EventFormValues): File[] =>
  (values.files ?? []).flatMap((f) => (f.originFileObj ? [f.originFileObj as File] : []));

export type { FieldProblem };

/** The field a refusal without details is about. */
const FIELD_OF_CODE: Record<string, keyof EventFormValues> = {
  event_time_invalid: 'thoiGianKetThuc',
  event_deadline_invalid: 'hanDangKy',
  event_type_ref_invalid: 'loaiSuKienId',
  event_type_not_found: 'loaiSuKienId',
  event_organization_ref_invalid: 'organizationId',
  event_audience_ref_invalid: 'doiTuongDonVi',
  event_file_too_large: 'files',
  event_file_type_invalid: 'files',
  event_files_too_many: 'files',
};

/** The server's refusal as messages on the form's fields. */
export const serverFieldProblems = (error: unknown): FieldProblem[] => fieldProblems(error, FIELD_OF_CODE);
