import {
  CATEGORY_KIND_LABELS,
  MEMBER_IMPORT_CATEGORY_COLUMNS,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_FIRST_ROW,
  MEMBER_IMPORT_MAX_ROWS,
  MEMBER_IMPORT_SHEET,
  MEMBER_MIN_AGE,
  type MemberImportColumnKey,
  memberCardNumber,
  vietnamDate,
} from '@congdoan/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { categoryItems, organizations, wards } from '../../../db/schema/index.js';
import { activeGrassroots } from '../../../domain/organization-fields.js';
import { organizationScope } from '../../../domain/scope.js';
import { buildTemplate, type TemplateList } from '../../../import/template.js';

/** The members workbook's template: its widths, its lists (the caller's unions, the categories), its help. */

const WIDTHS: Partial<Record<MemberImportColumnKey, number>> = {
  fullName: 26,
  dateOfBirth: 13,
  gender: 11,
  organization: 40,
  identity: 15,
  cardNumber: 16,
  cardIssuedAt: 13,
  joinedAt: 14,
  partyMember: 11,
  phoneNumber: 14,
  email: 26,
  hometown: 30,
  address: 30,
  occupation: 24,
  department: 22,
};
/** Text columns: Excel keeps the leading zeros of a CCCD or a phone number. */
const TEXT_COLUMNS = new Set<MemberImportColumnKey>(['identity', 'phoneNumber', 'cardNumber']);
const DATE_COLUMNS = new Set<MemberImportColumnKey>(['dateOfBirth', 'cardIssuedAt', 'joinedAt']);

const column = (key: MemberImportColumnKey) => MEMBER_IMPORT_COLUMNS.findIndex((c) => c.key === key) + 1;

/** The template as the caller downloads it: their unions and the active categories in its lists. */
export async function memberTemplate(db: DbOrTx, actor: Actor): Promise<Buffer> {
  const unions = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(and(organizationScope(actor), activeGrassroots))
    .orderBy(asc(organizations.name));
  const items = await db
    .select({ kind: categoryItems.kind, name: categoryItems.name })
    .from(categoryItems)
    .where(eq(categoryItems.active, true))
    .orderBy(asc(categoryItems.sortOrder), asc(categoryItems.name));
  const wardNames = (await db.select({ name: wards.name }).from(wards).orderBy(asc(wards.name))).map(
    (w) => w.name,
  );
  const loose = (key: MemberImportColumnKey, title: string, values: string[]): TemplateList => ({
    column: column(key),
    title,
    values,
    strict: false,
    allowBlank: true,
  });
  const strict = (key: MemberImportColumnKey, title: string, values: string[]): TemplateList => ({
    column: column(key),
    title,
    values,
    strict: true,
    allowBlank: true,
    error: `Chọn ${values.join(' hoặc ')}`,
  });
  const year = Number(vietnamDate().slice(0, 4));
  const example: Partial<Record<MemberImportColumnKey, string>> = {
    fullName: 'Nguyễn Thị Lan',
    dateOfBirth: '15/03/1990',
    gender: 'Nữ',
    organization: unions[0]?.name ?? '',
    identity: '024190000123',
    cardNumber: '',
    cardIssuedAt: '',
    joinedAt: `01/06/${year - 5}`,
    partyMember: 'Không',
    phoneNumber: '0912345678',
    ethnicity: 'Kinh',
    nationality: 'Việt Nam',
    occupation: 'Công nhân may',
    department: 'Phân xưởng 2',
  };
  return buildTemplate({
    sheet: MEMBER_IMPORT_SHEET,
    title: 'DANH SÁCH ĐOÀN VIÊN NHẬP VÀO HỆ THỐNG',
    titleColumns: 8,
    firstRow: MEMBER_IMPORT_FIRST_ROW,
    maxRows: MEMBER_IMPORT_MAX_ROWS,
    frozenColumns: 1,
    columns: MEMBER_IMPORT_COLUMNS.map((c) => ({
      header: c.header,
      required: c.required,
      width: WIDTHS[c.key] ?? 20,
      numFmt: TEXT_COLUMNS.has(c.key) ? '@' : DATE_COLUMNS.has(c.key) ? 'dd/mm/yyyy' : undefined,
    })),
    example: MEMBER_IMPORT_COLUMNS.map((c) => example[c.key] ?? ''),
    lists: [
      strict('gender', 'Giới tính', ['Nam', 'Nữ']),
      loose(
        'organization',
        'Công đoàn cơ sở',
        unions.map((u) => u.name),
      ),
      strict('partyMember', 'Đảng viên', ['Có', 'Không']),
      ...MEMBER_IMPORT_CATEGORY_COLUMNS.map((c) =>
        loose(
          c.key,
          CATEGORY_KIND_LABELS[c.kind],
          items.filter((i) => i.kind === c.kind).map((i) => i.name),
        ),
      ),
      loose('hometownWard', 'Xã/phường (quê quán)', wardNames),
      loose('addressWard', 'Xã/phường (nơi ở)', wardNames),
    ],
    help: {
      width: 120,
      lines: [
        'HƯỚNG DẪN NHẬP ĐOÀN VIÊN',
        `Nhập dữ liệu từ dòng ${MEMBER_IMPORT_FIRST_ROW} của sheet "${MEMBER_IMPORT_SHEET}", giữ nguyên dòng tiêu đề và dòng tên cột; xóa dòng ví dụ trước khi nhập.`,
        `Cột có dấu * là bắt buộc. Tối đa ${MEMBER_IMPORT_MAX_ROWS.toLocaleString('vi-VN')} dòng, file .xlsx không quá 5 MB.`,
        `Ngày ghi dạng ngày/tháng/năm (15/03/1990). Đoàn viên phải đủ ${MEMBER_MIN_AGE} tuổi; ngày vào công đoàn sau ngày sinh.`,
        'Giới tính: Nam hoặc Nữ. Đảng viên: Có hoặc Không (để trống: Không).',
        'Công đoàn cơ sở: ghi tên hoặc mã đơn vị, chỉ các công đoàn cơ sở đang hoạt động trong phạm vi bạn quản lý.',
        'Dân tộc, tôn giáo, quốc tịch, trình độ…: chọn trong danh sách (hoặc ghi mã danh mục). Xã/phường: ghi tên hoặc mã.',
        'Số CCCD gồm 12 chữ số; số điện thoại dạng 0xxxxxxxxx hoặc +84xxxxxxxxx.',
        `Số thẻ đoàn viên: để trống thì hệ thống cấp số mới dạng ${memberCardNumber(year, 123)}.`,
        'Đoàn viên đã có (trùng số thẻ, hoặc trùng Số CCCD với đoàn viên đang sinh hoạt): hệ thống cập nhật các ô có ghi, ô để trống giữ nguyên; nhập lại cùng một file không tạo trùng. Muốn đổi công đoàn, dùng chức năng Chuyển sinh hoạt.',
        'Nếu có dòng lỗi, hệ thống không ghi dòng nào; tải "file kèm lỗi", sửa theo cột "Lỗi" rồi nhập lại.',
      ],
    },
  });
}
