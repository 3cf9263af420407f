/**
 * The one error vocabulary: a stable machine code, its HTTP status and the Vietnamese message
 * shown to the user (docs/requirements.md, "Errors").
 *
 * Codes are snake_case and say what went wrong with which entity; the ending gives the status:
 * - `<entity>_not_found` → 404: the record asked for does not exist or lies outside the caller's
 *   data scope (the two read alike, so nothing leaks);
 * - `<entity>_ref_invalid` → 400: a body or query names a record (a parent, a ward, a role…)
 *   that does not exist or that the caller may not use;
 * - `<entity>_<field>_exists` → 409: a value that must be unique is taken;
 * - `<entity>_in_use` → 409: a record others still refer to cannot be deleted.
 * The codes of the specification (SPEC_ERROR_CODES) keep their exact spelling and text.
 */
export const SPEC_ERROR_CODES = [
  'user_not_found',
  'invalid_password',
  'username_or_identity_already_exist',
  'PermissionGroup_is_exist',
  'Permission_is_exist',
  'Email_is_exist',
  'phoneNumber_is_not_format',
] as const;

/** The status a code's ending promises (null: the code's own). */
export function conventionalStatus(code: string): number | null {
  if (code.endsWith('_not_found')) return 404;
  if (code.endsWith('_ref_invalid')) return 400;
  if (code.endsWith('_exists') || code.endsWith('_in_use')) return 409;
  return null;
}

export const ERRORS = {
  // the specification's own codes (SPEC_ERROR_CODES)
  user_not_found: { status: 404, message: 'Tài khoản không tồn tại trong hệ thống!' },
  invalid_password: { status: 401, message: 'Tên đăng nhập hoặc mật khẩu không đúng' },
  username_or_identity_already_exist: { status: 409, message: 'Tên đăng nhập hoặc số CCCD/CMND đã tồn tại' },
  PermissionGroup_is_exist: { status: 409, message: 'Nhóm quyền đã tồn tại' },
  Permission_is_exist: { status: 409, message: 'Mã quyền đã tồn tại' },
  Email_is_exist: { status: 409, message: 'Email đã tồn tại' },
  phoneNumber_is_not_format: { status: 400, message: 'Dữ liệu không hợp lệ (số điện thoại không cần nhập)' },
  // ours
  validation_failed: { status: 400, message: 'Dữ liệu không hợp lệ' },
  // a NUL character or half a UTF-16 surrogate pair anywhere in a request: the database stores neither
  text_character_invalid: {
    status: 400,
    message:
      'Dữ liệu có ký tự không hợp lệ (ký tự rỗng hoặc ký tự Unicode bị lỗi). Vui lòng xóa ký tự đó và thử lại',
  },
  unauthorized: { status: 401, message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại' },
  invalid_refresh_token: { status: 401, message: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn' },
  user_locked: { status: 403, message: 'Tài khoản đã bị khóa. Vui lòng liên hệ quản trị viên' },
  forbidden: { status: 403, message: 'Bạn không có quyền thực hiện chức năng này' },
  not_found: { status: 404, message: 'Không tìm thấy' },
  route_not_found: { status: 404, message: 'Không tìm thấy đường dẫn yêu cầu' },
  role_not_assigned: { status: 400, message: 'Bạn không có vai trò này' },
  role_ref_invalid: { status: 400, message: 'Vai trò không tồn tại' },
  role_not_grantable: { status: 403, message: 'Bạn không thể cấp vai trò có quyền rộng hơn quyền của mình' },
  // roles and function rights
  role_name_exists: { status: 409, message: 'Tên vai trò đã tồn tại' },
  role_not_found: { status: 404, message: 'Vai trò không tồn tại' },
  role_is_system: { status: 409, message: 'Không thể xóa vai trò mặc định của hệ thống' },
  role_in_use: { status: 409, message: 'Không thể xóa vai trò đang được gán cho người dùng' },
  admin_role_locked: {
    status: 400,
    message: 'Vai trò quản trị hệ thống luôn có toàn quyền (manage all), không thể chỉnh sửa quyền',
  },
  admin_role_scope_fixed: {
    status: 400,
    message: 'Phạm vi dữ liệu của vai trò quản trị hệ thống luôn là toàn tỉnh',
  },
  permission_code_invalid: { status: 400, message: 'Mã quyền không hợp lệ' },
  permission_not_grantable: { status: 403, message: 'Bạn chỉ có thể cấp những quyền mà bạn đang có' },
  current_password_required: { status: 400, message: 'Vui lòng nhập mật khẩu hiện tại để đổi email' },
  organization_ref_invalid: { status: 400, message: 'Đơn vị không tồn tại' },
  ward_ref_invalid: { status: 400, message: 'Xã/phường không tồn tại' },
  industrial_zone_ref_invalid: { status: 400, message: 'Cụm/khu công nghiệp không tồn tại' },
  // common categories
  ward_not_found: { status: 404, message: 'Xã/phường không tồn tại' },
  ward_name_exists: { status: 409, message: 'Tên xã/phường đã tồn tại' },
  ward_code_exists: { status: 409, message: 'Mã xã/phường đã tồn tại' },
  industrial_zone_not_found: { status: 404, message: 'Cụm/khu công nghiệp không tồn tại' },
  industrial_zone_name_exists: { status: 409, message: 'Tên cụm/khu công nghiệp đã tồn tại' },
  industrial_zone_code_exists: { status: 409, message: 'Mã cụm/khu công nghiệp đã tồn tại' },
  position_not_found: { status: 404, message: 'Chức vụ không tồn tại' },
  position_name_exists: { status: 409, message: 'Tên chức vụ đã tồn tại' },
  category_in_use: { status: 409, message: 'Không thể xóa: danh mục đang được sử dụng' },
  // organisations
  organization_not_found: { status: 404, message: 'Đơn vị không tồn tại' },
  organization_code_exists: { status: 409, message: 'Mã đơn vị đã tồn tại' },
  organization_name_exists: { status: 409, message: 'Tên đơn vị đã có trong cùng đơn vị cấp trên' },
  organization_cycle: {
    status: 400,
    message: 'Không thể chọn chính đơn vị này hoặc một đơn vị trực thuộc nó làm đơn vị cấp trên',
  },
  organization_root_forbidden: {
    status: 403,
    message: 'Chỉ người dùng có phạm vi toàn tỉnh mới tạo được đơn vị không có đơn vị cấp trên',
  },
  organization_in_use: { status: 409, message: 'Không thể xóa: đơn vị đang có dữ liệu trực thuộc' },
  organization_outside_scope: {
    status: 403,
    message: 'Xã/phường, cụm/khu công nghiệp hoặc đơn vị cấp trên nằm ngoài phạm vi dữ liệu của bạn',
  },
  organization_subtree_outside_scope: {
    status: 403,
    message: 'Không thể chuyển: đơn vị có đơn vị trực thuộc nằm ngoài phạm vi dữ liệu của bạn',
  },
  organization_import_not_allowed: { status: 403, message: 'Bạn không có quyền thêm hoặc sửa đơn vị' },
  choice_ref_invalid: { status: 400, message: 'Loại hình hoặc loại công ty không tồn tại' },
  choice_not_found: { status: 404, message: 'Mục danh mục không tồn tại' },
  choice_name_exists: { status: 409, message: 'Tên đã có trong danh mục này' },
  dynamic_field_not_found: { status: 404, message: 'Trường tùy chỉnh không tồn tại' },
  dynamic_field_key_exists: { status: 409, message: 'Mã trường đã tồn tại' },
  dynamic_field_limit: { status: 400, message: 'Đã đạt số trường tùy chỉnh tối đa (50)' },
  dynamic_field_in_use: { status: 409, message: 'Trường đang có giá trị ở một số đơn vị' },
  dynamic_field_type_locked: {
    status: 409,
    message: 'Không thể đổi kiểu dữ liệu khi đã có đơn vị nhập giá trị cho trường này',
  },
  custom_value_invalid: { status: 400, message: 'Giá trị trường tùy chỉnh không hợp lệ' },
  empty_download: { status: 404, message: 'Không có dữ liệu file để tải xuống' },
  // companies without a union (cong-ty-chua-co-cd), as the deployed system words them
  company_not_found: { status: 404, message: 'Công ty không tồn tại' },
  company_name_exists: { status: 409, message: 'Tên công ty đã tồn tại' },
  company_outside_scope: {
    status: 403,
    message: 'Cụm/khu công nghiệp của công ty nằm ngoài phạm vi dữ liệu của bạn',
  },
  // union staff
  staff_not_found: { status: 404, message: 'Cán bộ công đoàn không tồn tại' },
  staff_identity_exists: { status: 409, message: 'Số CCCD đã có ở một cán bộ công đoàn khác' },
  staff_user_taken: { status: 409, message: 'Tài khoản này đã gắn với một cán bộ công đoàn khác' },
  staff_ref_invalid: { status: 400, message: 'Cán bộ công đoàn không tồn tại' },
  // union members (đoàn viên)
  member_not_found: { status: 404, message: 'Đoàn viên không tồn tại' },
  member_ref_invalid: {
    status: 400,
    message: 'Có đoàn viên không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn',
  },
  member_identity_exists: { status: 409, message: 'Số CCCD đã có ở một đoàn viên đang sinh hoạt khác' },
  member_card_number_exists: { status: 409, message: 'Số thẻ đoàn viên đã được cấp cho đoàn viên khác' },
  member_card_number_locked: {
    status: 403,
    message: 'Chỉ Liên đoàn Lao động tỉnh được sửa số thẻ đoàn viên đã cấp',
  },
  member_user_taken: { status: 409, message: 'Tài khoản này đã gắn với một đoàn viên khác' },
  member_status_transition_invalid: {
    status: 409,
    message: 'Không thể chuyển sang trạng thái này từ trạng thái hiện tại của đoàn viên',
  },
  member_not_active: { status: 409, message: 'Chỉ chuyển sinh hoạt được đoàn viên đang sinh hoạt' },
  member_transfer_same_organization: { status: 400, message: 'Đoàn viên đã thuộc công đoàn cơ sở này' },
  member_organization_invalid: {
    status: 400,
    message: 'Đoàn viên chỉ sinh hoạt ở công đoàn cơ sở đang hoạt động',
  },
  // approval requests
  approval_not_found: { status: 404, message: 'Yêu cầu phê duyệt không tồn tại' },
  approval_not_waiting: { status: 409, message: 'Yêu cầu này đã được xử lý hoặc đã hủy' },
  approval_waiting_exists: {
    status: 409,
    message:
      'Đã có một yêu cầu cùng loại đang chờ duyệt cho đoàn viên này: hãy chờ kết quả hoặc hủy yêu cầu đó',
  },
  approval_stale: {
    status: 409,
    message: 'Hồ sơ đã thay đổi từ khi gửi yêu cầu: vui lòng xem lại và từ chối để người gửi gửi lại',
  },
  approval_own_request: { status: 403, message: 'Không thể tự phê duyệt yêu cầu của mình' },
  approval_no_member_record: {
    status: 409,
    message: 'Tài khoản của bạn chưa gắn với hồ sơ đoàn viên: hãy liên hệ công đoàn cơ sở',
  },
  analytics_too_large: {
    status: 400,
    message:
      'Báo cáo vượt quá 50.000 ô số liệu. Hãy bớt chiều phân tích, chọn kỳ thống kê dài hơn (quý, năm), rút ngắn khoảng thời gian hoặc thêm bộ lọc',
  },
  member_export_too_large: {
    status: 400,
    message:
      'Danh sách quá lớn để xuất một lần (tối đa 200.000 đoàn viên): vui lòng lọc theo đơn vị hoặc trạng thái',
  },
  organization_member_count_counted: {
    status: 409,
    message: 'Số đoàn viên của đơn vị được đếm từ hồ sơ đoàn viên, không nhập tay',
  },
  // member categories (danh mục hồ sơ đoàn viên)
  category_item_not_found: { status: 404, message: 'Mục danh mục không tồn tại' },
  category_item_ref_invalid: {
    status: 400,
    message: 'Mục danh mục đã chọn không tồn tại hoặc không đúng loại',
  },
  category_item_code_exists: { status: 409, message: 'Mã đã có trong danh mục này' },
  category_item_name_exists: { status: 409, message: 'Tên đã có trong danh mục này' },
  category_item_in_use: {
    status: 409,
    message: 'Không thể xóa: mục này đang được dùng trong hồ sơ đoàn viên',
  },
  category_kind_fixed: {
    status: 409,
    message: 'Danh mục này do hệ thống quy định: chỉ sửa được tên và thứ tự',
  },
  // notifications
  notification_not_found: { status: 404, message: 'Thông báo không tồn tại' },
  recipient_ref_invalid: {
    status: 400,
    message: 'Có người nhận, vai trò hoặc đơn vị không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn',
  },
  notification_no_recipients: {
    status: 400,
    message: 'Không có người nhận nào đang hoạt động trong lựa chọn và phạm vi dữ liệu của bạn',
  },
  user_ref_invalid: { status: 400, message: 'Tài khoản liên kết không tồn tại' },
  position_ref_invalid: { status: 400, message: 'Chức vụ không tồn tại' },
  // Zalo accounts (followers of the OA) and Zalo messages
  zalo_account_not_found: { status: 404, message: 'Tài khoản Zalo không tồn tại' },
  zalo_user_ref_invalid: {
    status: 400,
    message: 'Tài khoản hệ thống không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn',
  },
  zalo_account_already_linked: {
    status: 409,
    message: 'Tài khoản Zalo này đã được liên kết với một tài khoản hệ thống khác',
  },
  zalo_user_already_linked: {
    status: 409,
    message: 'Tài khoản hệ thống này đã được liên kết với một tài khoản Zalo khác',
  },
  zalo_account_not_linked: { status: 409, message: 'Tài khoản chưa được liên kết' },
  zalo_not_configured: { status: 400, message: 'Chưa cấu hình Zalo OA' },
  // the Zalo OA connection (docs/requirements.md, "Zalo OA")
  /** Zalo refused a call: the answer's message carries Zalo's own code and words. */
  zalo_oa_error: { status: 502, message: 'Zalo OA từ chối yêu cầu' },
  /** Zalo refused the OA's refresh token: nothing is asked of Zalo until new tokens are entered. */
  zalo_oa_token_refused: {
    status: 400,
    message: 'Token Zalo OA đã hết hiệu lực, quản trị viên cần nhập lại',
  },
  zalo_oa_busy: {
    status: 503,
    message: 'Zalo OA đang giới hạn số lần gọi, vui lòng thử lại sau ít phút',
  },
  zalo_sync_running: {
    status: 409,
    message: 'Đang đồng bộ người theo dõi Zalo OA, vui lòng thử lại sau ít phút',
  },
  zalo_webhook_signature_invalid: { status: 401, message: 'Chữ ký sự kiện Zalo không hợp lệ' },
  zalo_webhook_stale: { status: 401, message: 'Sự kiện Zalo đã quá hạn hoặc sai thời điểm' },
  zalo_webhook_replayed: { status: 401, message: 'Sự kiện Zalo này đã được xử lý' },
  zalo_my_account_exists: {
    status: 409,
    message:
      'Tài khoản của bạn đã liên kết với một tài khoản Zalo. Hãy hủy liên kết trước khi liên kết tài khoản khác',
  },
  // events and event types (docs/requirements.md, "Events")
  event_type_not_found: { status: 404, message: 'Loại sự kiện không tồn tại' },
  event_type_ref_invalid: { status: 400, message: 'Loại sự kiện không tồn tại' },
  event_type_name_exists: { status: 409, message: 'Tên loại sự kiện đã tồn tại' },
  /** The message names how many events use the type. */
  event_type_in_use: { status: 409, message: 'Loại sự kiện đang được dùng, không thể xóa' },
  event_not_found: { status: 404, message: 'Sự kiện không tồn tại' },
  event_time_invalid: { status: 400, message: 'Thời gian kết thúc phải sau thời gian bắt đầu' },
  event_deadline_invalid: { status: 400, message: 'Hạn đăng ký phải trước thời gian kết thúc sự kiện' },
  event_organization_ref_invalid: {
    status: 400,
    message: 'Đơn vị tổ chức không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn',
  },
  event_audience_ref_invalid: {
    status: 400,
    message: 'Đơn vị hoặc vai trò tham gia không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn',
  },
  event_cancelled: { status: 409, message: 'Sự kiện đã bị hủy' },
  // reporting periods and membership reports
  report_period_not_found: { status: 404, message: 'Không tìm thấy thời gian cập nhật đoàn số' },
  report_period_ref_invalid: { status: 400, message: 'Thời gian cập nhật đoàn số không tồn tại' },
  report_period_units_ref_invalid: {
    status: 400,
    message: 'Đơn vị phải báo cáo không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn',
  },
  report_period_in_use: {
    status: 409,
    message: 'Kỳ báo cáo đã có báo cáo của đơn vị, không thể xóa. Hãy tắt hoạt động thay vì xóa',
  },
  report_occurrence_not_found: { status: 404, message: 'Không tìm thấy kỳ báo cáo' },
  report_occurrence_ref_invalid: { status: 400, message: 'Kỳ báo cáo không tồn tại' },
  report_period_kind_mismatch: { status: 400, message: 'Loại kỳ báo cáo không khớp' },
  report_period_none_open: {
    status: 404,
    message: 'Không tìm thấy kỳ báo cáo đang hoạt động hoặc chưa được cấu hình',
  },
  report_window_closed: { status: 400, message: 'Hiện tại không trong thời gian báo cáo' },
  report_unit_missing: { status: 400, message: 'Người tạo chưa được phân công tổ chức' },
  report_unit_not_target: {
    status: 400,
    message: 'Đơn vị không thuộc danh sách phải báo cáo trong kỳ này',
  },
  report_organization_ref_invalid: {
    status: 400,
    message: 'Đơn vị báo cáo không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn',
  },
  report_not_found: { status: 404, message: 'Không tìm thấy báo cáo' },
  report_exists: {
    status: 409,
    message: 'Đơn vị đã có báo cáo trong kỳ này (đang chờ duyệt hoặc đã duyệt)',
  },
  report_locked: {
    status: 409,
    message: 'Chỉ có thể cập nhật hoặc xóa báo cáo đang chờ phê duyệt hoặc bị từ chối',
  },
  report_not_pending: { status: 409, message: 'Báo cáo không ở trạng thái chờ phê duyệt' },
  report_edit_above: {
    status: 403,
    message:
      'Báo cáo của đơn vị cấp dưới không sửa hoặc xóa ở cấp trên: hãy trả lại kèm lý do để đơn vị sửa và nộp lại',
  },
  report_approver_invalid: {
    status: 403,
    message:
      'Bạn không thể phê duyệt báo cáo này: người phê duyệt phải thuộc cấp trên của đơn vị và không phải người lập báo cáo',
  },
  report_occurrence_not_open: {
    status: 409,
    message: 'Kỳ báo cáo chưa bắt đầu: chỉ nhắc nhở được khi kỳ đã mở',
  },
  report_reminded_recently: {
    status: 429,
    message: 'Các đơn vị của kỳ này vừa được nhắc trong vòng 1 giờ qua. Vui lòng thử lại sau',
  },
  /** The messages name the file. */
  event_file_too_large: { status: 400, message: 'Tệp quá lớn. Kích thước tối đa cho phép: 10MB' },
  event_file_type_invalid: { status: 400, message: 'Tệp không đúng định dạng' },
  event_files_too_many: { status: 400, message: 'Mỗi sự kiện có tối đa 10 tệp đính kèm' },
  event_file_not_found: { status: 404, message: 'Không tìm thấy tệp đính kèm' },
  event_notice_not_found: { status: 404, message: 'Không tìm thấy thông báo' },
  event_notice_no_recipients: { status: 400, message: 'Vui lòng chọn người nhận' },
  registration_closed: { status: 409, message: 'Sự kiện không mở đăng ký' },
  registration_deadline_passed: { status: 409, message: 'Đã hết hạn đăng ký' },
  registration_event_ended: { status: 409, message: 'Sự kiện đã kết thúc' },
  registration_not_found: { status: 404, message: 'Không tìm thấy đăng ký' },
  registration_user_ref_invalid: {
    status: 400,
    message: 'Có người dùng không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn',
  },
  attendance_code_invalid: { status: 400, message: 'Mã điểm danh không hợp lệ' },
  registration_export_too_large: {
    status: 400,
    message: 'Danh sách có hơn 20.000 dòng, vui lòng lọc bớt trước khi xuất',
  },
  // saved analytics reports (P13)
  saved_report_not_found: { status: 404, message: 'Không tìm thấy báo cáo đã lưu' },
  saved_report_name_exists: { status: 409, message: 'Bạn đã có báo cáo tên này' },
  saved_report_not_owner: { status: 403, message: 'Chỉ người tạo báo cáo mới được sửa hoặc xóa báo cáo này' },
  saved_report_role_ref_invalid: { status: 400, message: 'Vai trò chia sẻ không tồn tại' },
  // the assistant (P14)
  assistant_conversation_not_found: { status: 404, message: 'Không tìm thấy cuộc trò chuyện' },
  assistant_too_many_questions: {
    status: 429,
    message: 'Bạn đã hỏi quá nhiều câu trong một phút. Vui lòng đợi một lát rồi hỏi tiếp',
  },
  knowledge_category_not_found: { status: 404, message: 'Không tìm thấy nhóm câu hỏi' },
  knowledge_category_exists: { status: 409, message: 'Tên nhóm câu hỏi đã tồn tại' },
  knowledge_category_in_use: {
    status: 409,
    message: 'Không thể xóa: nhóm câu hỏi đang có bài viết. Hãy chuyển hoặc xóa các bài viết trước',
  },
  knowledge_category_ref_invalid: { status: 400, message: 'Nhóm câu hỏi không tồn tại' },
  knowledge_article_not_found: { status: 404, message: 'Không tìm thấy bài viết' },
  assistant_unanswered_not_found: { status: 404, message: 'Không tìm thấy câu hỏi chưa trả lời được' },
  assistant_unanswered_answered: {
    status: 409,
    message: 'Câu hỏi này đã có bài viết trả lời',
  },
  // users
  cannot_lock_self: { status: 400, message: 'Bạn không thể khóa tài khoản của chính mình' },
  cannot_delete_self: { status: 400, message: 'Bạn không thể xóa tài khoản của chính mình' },
  user_stronger_than_caller: {
    status: 403,
    message: 'Bạn không thể thay đổi tài khoản có vai trò rộng hơn quyền của mình',
  },
  last_active_admin: {
    status: 409,
    message:
      'Không thể thực hiện: đây là quản trị viên cuối cùng đang hoạt động (không được khóa, xóa hoặc bỏ vai trò quản trị)',
  },
  user_in_use: {
    status: 409,
    message:
      'Không thể xóa tài khoản vì đang được sử dụng trong dữ liệu khác. Hãy khóa tài khoản thay vì xóa',
  },
  // users import (POST user/import)
  import_file_required: { status: 400, message: 'File Excel là bắt buộc' },
  import_file_too_large: { status: 413, message: 'File Excel vượt quá dung lượng cho phép (tối đa 5 MB)' },
  import_file_invalid: {
    status: 400,
    message: 'File không phải là tệp Excel (.xlsx) hợp lệ. Hãy dùng file mẫu và lưu dạng .xlsx',
  },
  import_file_unsafe: {
    status: 400,
    message: 'File Excel có dung lượng giải nén bất thường (nghi là tệp độc hại), không thể xử lý',
  },
  import_too_many_rows: {
    status: 400,
    message: 'File có quá 10.000 dòng dữ liệu. Hãy chia thành nhiều file',
  },
  import_empty: { status: 400, message: 'File không có dòng dữ liệu nào (dữ liệu bắt đầu từ dòng 3)' },
  import_wrong_template: { status: 400, message: 'File không đúng mẫu. Hãy tải file mẫu và nhập lại' },
  import_has_errors: { status: 400, message: 'Tệp có dòng lỗi, chưa ghi dòng nào' },
  /** Imports take turns in each server process; the line was full or the wait too long. */
  import_busy: {
    status: 503,
    message: 'Hệ thống đang xử lý các tệp nhập khác. Vui lòng thử lại sau ít phút',
  },
  /** Forms with files share a budget of memory in each server process; it was spent. */
  uploads_busy: {
    status: 503,
    message: 'Hệ thống đang nhận nhiều tệp tải lên. Vui lòng thử lại sau ít phút',
  },
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

/** Body of every error answer (docs/requirements.md, "Envelopes"). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: ErrorCode | string;
  /** Fields of a refused body, or the rows of a refused import (Excel row, column header). */
  details?: { path: string; message: string }[] | ImportRowError[];
}

/** One problem of one row of an imported workbook. */
export interface ImportRowError {
  /** The sheet, for an import reading several (companies: one sheet per zone). */
  sheet?: string;
  row: number;
  column: string;
  message: string;
}
