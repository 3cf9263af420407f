import {
  EVENT_NOTICE_DEFAULT_TYPE,
  type EventNoticeSendAllBody,
  type EventNoticeSendBody,
  type EventNoticeSendResult,
  type EventNoticeType,
  formatNumber,
} from '@congdoan/shared';

/** Whom a notice goes to and how, as the dialog's fields hold it. */
export interface NoticeChoice {
  /** Everyone in the sender's scope (the users and roles are then not asked). */
  tatCa: boolean;
  nguoiNhanIds: number[];
  roleIds: number[];
  loaiThongBao: EventNoticeType;
  ghiChu: string;
  guiZalo: boolean;
  guiEmail: boolean;
}

export const NO_NOTICE: NoticeChoice = {
  tatCa: false,
  nguoiNhanIds: [],
  roleIds: [],
  loaiThongBao: EVENT_NOTICE_DEFAULT_TYPE,
  ghiChu: '',
  guiZalo: false,
  guiEmail: false,
};

/**
 * The call a choice makes: to everyone in scope (gui-thong-bao-tat-ca), or to the users named (as
 * strings, spec §7) and the holders of the roles in one body (gui-thong-bao); null when it names nobody.
 */
export function noticeRequest(
  eventId: number,
  choice: NoticeChoice,
): { to: 'all'; body: EventNoticeSendAllBody } | { to: 'chosen'; body: EventNoticeSendBody } | null {
  const common = {
    suKienId: eventId,
    loaiThongBao: choice.loaiThongBao,
    ghiChu: choice.ghiChu.trim(),
    guiZalo: choice.guiZalo,
    guiEmail: choice.guiEmail,
  };
  if (choice.tatCa) return { to: 'all', body: { ...common, roleIds: [] } };
  if (choice.nguoiNhanIds.length === 0 && choice.roleIds.length === 0) return null;
  return {
    to: 'chosen',
    body: { ...common, nguoiNhanIds: choice.nguoiNhanIds.map(String), roleIds: choice.roleIds },
  };
}

/**
 * The warning of a send to an event already told to someone: a send again is meant (a reminder, a
 * change), so each person told gets a new notice in the bell; the officer is told so before, and
 * the button says 'Gửi lại'. Null for an event told to nobody yet.
 */
export function resendWarning(toldBefore: number): string | null {
  if (toldBefore <= 0) return null;
  return `Sự kiện đã được thông báo tới ${formatNumber(toldBefore)} người. Gửi lại, mỗi người nhận sẽ có thêm một thông báo mới trong chuông và thông báo của sự kiện trở về "Chưa xem".`;
}

/** What the dialog says after a send: how many were told, the messages queued, and each id not sent. */
export function noticeOutcome(
  result: Pick<EventNoticeSendResult, 'soLuongGui'> & Partial<EventNoticeSendResult>,
  channels: { zalo: boolean; email: boolean },
): { type: 'success' | 'warning' | 'error'; title: string; details: string[]; problems: string[] } {
  // The deployed 'tất cả' answer has no `loi` nor channel counts: read what is there.
  const problems = result.loi ?? [];
  const details = [
    channels.email ? `${formatNumber(result.soEmail ?? 0)} e-mail đang được gửi` : null,
    channels.zalo ? `${formatNumber(result.soZalo ?? 0)} tin Zalo đang được gửi` : null,
  ].filter((d): d is string => d !== null);
  if (!result.soLuongGui) {
    return { type: 'error', title: 'Không gửi được thông báo cho ai', details, problems };
  }
  return {
    type: problems.length ? 'warning' : 'success',
    title: `Đã gửi thông báo tới ${formatNumber(result.soLuongGui)} người`,
    details,
    problems,
  };
}
