/**
 * The one error vocabulary: a stable machine code, its HTTP status and the Vietnamese message
 * shown to the user. Codes of spec §8 keep their exact spelling and text.
 */
export const ERRORS = {
  // spec §8
  user_not_found: { status: 404, message: 'Tài khoản không tồn tại trong hệ thống!' },
  invalid_password: { status: 401, message: 'Tên đăng nhập hoặc mật khẩu không đúng' },
  username_or_identity_already_exist: { status: 409, message: 'Tên đăng nhập hoặc số CCCD/CMND đã tồn tại' },
  PermissionGroup_is_exist: { status: 409, message: 'Nhóm quyền đã tồn tại' },
  Permission_is_exist: { status: 409, message: 'Mã quyền đã tồn tại' },
  Email_is_exist: { status: 409, message: 'Email đã tồn tại' },
  phoneNumber_is_not_format: { status: 400, message: 'Dữ liệu không hợp lệ (số điện thoại không cần nhập)' },
  // ours
  validation_failed: { status: 400, message: 'Dữ liệu không hợp lệ' },
  unauthorized: { status: 401, message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại' },
  invalid_refresh_token: { status: 401, message: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn' },
  user_locked: { status: 403, message: 'Tài khoản đã bị khóa. Vui lòng liên hệ quản trị viên' },
  forbidden: { status: 403, message: 'Bạn không có quyền thực hiện chức năng này' },
  not_found: { status: 404, message: 'Không tìm thấy' },
  route_not_found: { status: 404, message: 'Không tìm thấy đường dẫn yêu cầu' },
  role_not_assigned: { status: 400, message: 'Bạn không có vai trò này' },
  role_not_found: { status: 400, message: 'Vai trò không tồn tại' },
  role_not_grantable: { status: 403, message: 'Bạn không thể cấp vai trò có quyền rộng hơn quyền của mình' },
  current_password_required: { status: 400, message: 'Vui lòng nhập mật khẩu hiện tại để đổi email' },
  organization_not_found: { status: 400, message: 'Đơn vị không tồn tại' },
  ward_not_found: { status: 400, message: 'Xã/phường không tồn tại' },
  industrial_zone_not_found: { status: 400, message: 'Cụm/khu công nghiệp không tồn tại' },
  wrong_current_password: { status: 400, message: 'Mật khẩu hiện tại không đúng' },
  password_mismatch: { status: 400, message: 'Mật khẩu nhập lại không khớp' },
  reset_code_invalid: { status: 400, message: 'Mã xác nhận không đúng hoặc đã hết hạn' },
  reset_code_attempts_exceeded: {
    status: 400,
    message: 'Bạn đã nhập sai mã quá nhiều lần. Vui lòng yêu cầu mã mới',
  },
  too_many_login_attempts: {
    status: 429,
    message: 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ít phút',
  },
  too_many_requests: { status: 429, message: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút' },
  payload_too_large: { status: 413, message: 'Dữ liệu gửi lên quá lớn' },
  request_timeout: { status: 408, message: 'Yêu cầu quá thời gian xử lý' },
  service_unavailable: { status: 503, message: 'Hệ thống đang bảo trì, vui lòng thử lại sau' },
  internal_error: { status: 500, message: 'Đã có lỗi xảy ra, vui lòng thử lại sau' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** Body of every error answer (DESIGN.md "API"). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: ErrorCode | string;
  details?: { path: string; message: string }[];
}
