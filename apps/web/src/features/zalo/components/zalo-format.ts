import {
  formatNumber,
  ZALO_NOT_CONFIGURED_MESSAGE,
  type ZaloAccountItem,
  type ZaloStatus,
  type ZaloSyncResult,
} from '@congdoan/shared';
import { ApiError } from '../../../lib/api-client';

/** What a Zalo account without a name of its own shows (spec §2). */
export const NO_NAME = 'N/A';

/** The account's display name, else its linked web user's full name, else 'N/A' (spec §2). */
export function displayNameOf(account: Pick<ZaloAccountItem, 'displayName' | 'webUser'>): string {
  return account.displayName?.trim() || account.webUser?.fullName?.trim() || NO_NAME;
}

/** The table's words for the three states (spec §2). */
export const FOLLOWS_LABEL = { yes: 'Có', no: 'Không' } as const;
export const ACTIVE_LABEL = { yes: 'Hoạt động', no: 'Không hoạt động' } as const;
export const LINKED_LABEL = { yes: 'Có', no: 'Chưa' } as const;

/** A yes/no filter of the list as its select holds it: all, yes or no (spec §2). */
export type YesNoChoice = 'all' | 'yes' | 'no';
export const YES_NO_OPTIONS: { value: YesNoChoice; label: string }[] = [
  { value: 'all', label: 'Tất cả' },
  { value: 'yes', label: 'Có' },
  { value: 'no', label: 'Không' },
];
export const choiceOf = (value: boolean | undefined): YesNoChoice =>
  value === undefined ? 'all' : value ? 'yes' : 'no';
export const filterOf = (choice: YesNoChoice): boolean | undefined =>
  choice === 'all' ? undefined : choice === 'yes';

/** The toast after a sync: how many followers the OA listed, and what changed here. */
export function syncToast(result: ZaloSyncResult): { title: string; description: string } {
  return {
    title: `Đã đồng bộ ${formatNumber(result.fetched)} người theo dõi từ Zalo OA`,
    description: [
      `${formatNumber(result.created)} tài khoản mới`,
      `${formatNumber(result.updated)} cập nhật`,
      `${formatNumber(result.unfollowed)} đã bỏ theo dõi`,
    ].join(' · '),
  };
}

/** The server's code for a phone number that is not a Vietnamese mobile number. */
const PHONE_NOT_FORMAT = 'phoneNumber_is_not_format';
const PHONE_NOT_FORMAT_MESSAGE = 'Dữ liệu không hợp lệ (số điện thoại không cần nhập)';
const CREATE_USER_FAILED = 'Tạo user thất bại';

/**
 * Why a user could not be made from an account (spec §8): a phone number refused as not Vietnamese
 * in the words of the spec, otherwise the server's message, else 'Tạo user thất bại'.
 */
export function createUserErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === PHONE_NOT_FORMAT || error.message === PHONE_NOT_FORMAT)
      return PHONE_NOT_FORMAT_MESSAGE;
    return error.message.trim() || CREATE_USER_FAILED;
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  return CREATE_USER_FAILED;
}

/**
 * What the screen says when the OA cannot be used (nothing is synced or sent then), and what an
 * administrator must do about it; null when it is connected or its state is not known.
 */
export function oaNotice(status: ZaloStatus | undefined): { title: string; description: string } | null {
  if (!status || (status.configured && status.connected)) return null;
  const steps = status.configured
    ? 'Quản trị viên cần nhập access token và refresh token của Official Account ở mục "Kết nối Zalo OA".'
    : 'Quản trị viên cần đặt ZALO_APP_ID, ZALO_APP_SECRET và ZALO_OA_SECRET_KEY trong cấu hình máy chủ, khởi động lại, rồi nhập access token và refresh token của Official Account ở mục "Kết nối Zalo OA".';
  const lastError = status.lastError ? ` Lỗi gần nhất: ${status.lastError}.` : '';
  return {
    title: ZALO_NOT_CONFIGURED_MESSAGE,
    description: `${steps}${lastError} Danh sách hiện có vẫn xem được; nút "Tải lại" chỉ tải lại danh sách, không đồng bộ từ Zalo.`,
  };
}
