import {
  USER_IMPORT_COLUMNS,
  USER_IMPORT_FIRST_ROW,
  USER_IMPORT_MAX_ROWS,
  type UserImportColumnKey,
} from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { organizations } from '../../../db/schema/index.js';
import { buildTemplate } from '../../../import/template.js';
import { grantableRoles } from '../repository.js';

/** The users workbook's template: what it says, its widths, the role list of the caller. */

export const USERS_SHEET = 'Người dùng';

const WIDTHS: Record<UserImportColumnKey, number> = {
  fullName: 28,
  username: 20,
  passWord: 16,
  identity: 16,
  email: 28,
  phoneNumber: 16,
  roleName: 30,
  organizationName: 36,
  ward: 24,
  zone: 28,
};
/** Columns typed as text, so that Excel keeps the leading zero of a CCCD or a phone number. */
const TEXT_COLUMNS = new Set<UserImportColumnKey>(['identity', 'phoneNumber', 'passWord', 'username']);

interface UserTemplateInput {
  /** The roles the caller may grant, by name (the list of the role column). */
  roleNames: string[];
  example: Record<UserImportColumnKey, string>;
}

const buildUserTemplate = (input: UserTemplateInput) =>
  buildTemplate({
    sheet: USERS_SHEET,
    title: 'DANH SÁCH NGƯỜI DÙNG NHẬP VÀO HỆ THỐNG',
    titleColumns: USER_IMPORT_COLUMNS.length,
    firstRow: USER_IMPORT_FIRST_ROW,
    maxRows: USER_IMPORT_MAX_ROWS,
    columns: USER_IMPORT_COLUMNS.map((c) => ({
      header: c.header,
      required: c.required,
      width: WIDTHS[c.key],
      numFmt: TEXT_COLUMNS.has(c.key) ? '@' : undefined,
    })),
    example: USER_IMPORT_COLUMNS.map((c) => input.example[c.key]),
    lists: [
      {
        column: USER_IMPORT_COLUMNS.findIndex((c) => c.key === 'roleName') + 1,
        title: 'Vai trò',
        values: input.roleNames,
        strict: true,
        allowBlank: false,
        error: 'Chọn một vai trò trong danh sách',
      },
    ],
    help: {
      width: 110,
      lines: [
        'HƯỚNG DẪN NHẬP NGƯỜI DÙNG',
        `Nhập dữ liệu từ dòng ${USER_IMPORT_FIRST_ROW} của sheet "${USERS_SHEET}", giữ nguyên dòng tiêu đề và dòng tên cột; xóa dòng ví dụ trước khi nhập.`,
        'Cột có dấu * là bắt buộc. Tối đa 10.000 dòng, file .xlsx không quá 5 MB.',
        'Tên đăng nhập: 3–50 ký tự, chỉ gồm chữ không dấu, số và . _ - (không được chỉ gồm chữ số). Mật khẩu tối thiểu 6 ký tự.',
        'Số CCCD gồm 12 chữ số; số điện thoại dạng 0xxxxxxxxx hoặc +84xxxxxxxxx.',
        'Vai trò: chọn trong danh sách (chỉ các vai trò bạn được phép cấp).',
        'Đơn vị: ghi tên hoặc mã đơn vị. Xã/phường, Cụm/khu công nghiệp: ghi tên hoặc mã. Để trống thì lấy theo phạm vi của bạn.',
        'Tên đăng nhập đã có trong hệ thống với cùng Số CCCD/Email: hệ thống cập nhật họ tên, số điện thoại, đơn vị, vai trò (mật khẩu giữ nguyên; cần quyền sửa người dùng). Nhập lại cùng một file không tạo trùng.',
        'Nếu có dòng lỗi, hệ thống không ghi dòng nào; tải "file kèm lỗi", sửa theo cột "Lỗi" rồi nhập lại.',
      ],
    },
  });

/** The template as the caller downloads it: the roles they may grant, an example row in their unit. */
export async function userTemplate(db: DbOrTx, actor: Actor): Promise<Buffer> {
  const roles = await grantableRoles(db, actor);
  const [org] = actor.organizationId
    ? await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, actor.organizationId))
    : [];
  return buildUserTemplate({
    roleNames: roles.map((r) => r.name),
    example: {
      fullName: 'Nguyễn Văn An',
      username: 'an.nv',
      passWord: 'Matkhau@123',
      identity: '001090000001',
      email: 'an.nv@example.vn',
      phoneNumber: '0912345678',
      roleName: roles.at(-1)?.name ?? '',
      organizationName: org?.name ?? '',
      ward: '',
      zone: '',
    },
  });
}
