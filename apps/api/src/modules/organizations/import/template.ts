import {
  customFieldHeader,
  type DynamicFieldSchema,
  ORGANIZATION_IMPORT_COLUMNS,
  ORGANIZATION_IMPORT_MAX_ROWS,
  ORGANIZATION_IMPORT_SHEET,
  ORGANIZATION_IMPORT_START_ROW,
  ORGANIZATION_IMPORT_TITLE,
  ORGANIZATION_LEVEL_LABELS,
  ORGANIZATION_STATUS_LABELS,
  type OrganizationImportColumnKey,
  type OrganizationImportList,
  YES_NO_LABELS,
} from '@congdoan/shared';
import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { Db } from '../../../db/client.js';
import { industrialZones, organizationChoices, organizations, wards } from '../../../db/schema/index.js';
import { dynamicFieldSchemas } from '../../../domain/organization-create.js';
import { organizationScope } from '../../../domain/scope.js';
import { buildTemplate, type TemplateList } from '../../../import/template.js';

/** The organisations template: a column per fixed field and per custom field, dropdowns of the caller's names. */

export type TemplateLists = Record<OrganizationImportList, string[]>;

/** Parents the template suggests: units above the grassroots level, and the caller's own. */
const TEMPLATE_PARENTS_MAX = 5000;

const LIST_TITLES: Record<OrganizationImportList, string> = {
  parent: 'Đơn vị cấp trên',
  level: 'Cấp',
  ward: 'Xã/phường',
  zone: 'Cụm/khu công nghiệp',
  loaiHinh: 'Loại hình',
  loaiCongTy: 'Loại công ty',
  status: 'Trạng thái',
};

/** The names each dropdown of the template offers, limited to what the caller may use. */
export async function templateLists(
  db: Db,
  actor: Actor,
): Promise<{ lists: TemplateLists; own: string | null }> {
  const scope = organizationScope(actor);
  const [wardRows, zoneRows, choiceRows, parentRows] = await Promise.all([
    db
      .select({ name: wards.name })
      .from(wards)
      .where(actor.scope === 'ward' ? eq(wards.id, actor.xaPhuongId ?? -1) : undefined)
      .orderBy(asc(wards.code)),
    db
      .select({ name: industrialZones.name })
      .from(industrialZones)
      .where(actor.scope === 'zone' ? eq(industrialZones.id, actor.cumKhuCnId ?? -1) : undefined)
      .orderBy(asc(industrialZones.code)),
    db
      .select({ list: organizationChoices.list, name: organizationChoices.name })
      .from(organizationChoices)
      .orderBy(asc(organizationChoices.sortOrder), asc(organizationChoices.id)),
    db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(
        and(
          scope,
          or(
            ne(organizations.level, 'grassroots'),
            actor.organizationId === null ? undefined : eq(organizations.id, actor.organizationId),
          ),
        ),
      )
      .orderBy(asc(organizations.path))
      .limit(TEMPLATE_PARENTS_MAX),
  ]);
  const own =
    parentRows.find((p) => p.id === actor.organizationId)?.name ??
    (actor.scope === 'province' ? (parentRows[0]?.name ?? null) : null);
  return {
    own,
    lists: {
      parent: parentRows.map((p) => p.name),
      level: Object.values(ORGANIZATION_LEVEL_LABELS),
      ward: wardRows.map((w) => w.name),
      zone: zoneRows.map((z) => z.name),
      loaiHinh: choiceRows.filter((c) => c.list === 'loai_hinh').map((c) => c.name),
      loaiCongTy: choiceRows.filter((c) => c.list === 'loai_cong_ty').map((c) => c.name),
      status: Object.values(ORGANIZATION_STATUS_LABELS),
    },
  };
}

/** The example value of a custom field's column. */
function customExample(field: DynamicFieldSchema): string | number {
  switch (field.type) {
    case 'boolean':
      return YES_NO_LABELS[0];
    case 'select':
      return field.options[0] ?? '';
    case 'number':
      return 0;
    case 'date':
      return '';
    case 'text':
    case 'textarea':
      return '';
  }
}

export interface OrganizationTemplateInput {
  customFields: DynamicFieldSchema[];
  /** The values each list column offers (names the caller may use). */
  lists: TemplateLists;
  example: Record<OrganizationImportColumnKey, string | number>;
}

export function buildOrganizationTemplate(input: OrganizationTemplateInput): Promise<Buffer> {
  const fixed = ORGANIZATION_IMPORT_COLUMNS.length;
  const lists: TemplateList[] = ORGANIZATION_IMPORT_COLUMNS.flatMap((col, i) =>
    'list' in col
      ? [
          {
            column: i + 1,
            title: LIST_TITLES[col.list.of],
            values: input.lists[col.list.of],
            // A loose list (parent, ward, zone) suggests names and still takes a code.
            strict: col.list.strict,
            allowBlank: true,
          },
        ]
      : [],
  );
  input.customFields.forEach((field, i) => {
    const values =
      field.type === 'boolean' ? [...YES_NO_LABELS] : field.type === 'select' ? field.options : null;
    if (values)
      lists.push({ column: fixed + i + 1, title: field.label, values, strict: true, allowBlank: true });
  });
  const firstRow = ORGANIZATION_IMPORT_START_ROW;
  return buildTemplate({
    sheet: ORGANIZATION_IMPORT_SHEET,
    title: ORGANIZATION_IMPORT_TITLE,
    titleColumns: Math.min(fixed + input.customFields.length, 12),
    firstRow,
    maxRows: ORGANIZATION_IMPORT_MAX_ROWS,
    frozenColumns: 2,
    columns: [
      ...ORGANIZATION_IMPORT_COLUMNS.map((col) => ({
        header: col.header,
        required: col.required,
        width: col.width,
        numFmt: 'text' in col && col.text ? '@' : undefined,
      })),
      ...input.customFields.map((field) => ({
        header: customFieldHeader(field),
        required: field.required,
        width: Math.max(16, Math.min(40, field.label.length + 4)),
        numFmt:
          field.type === 'text' || field.type === 'textarea'
            ? '@'
            : field.type === 'date'
              ? 'yyyy-mm-dd'
              : undefined,
      })),
    ],
    example: [
      ...ORGANIZATION_IMPORT_COLUMNS.map((col) => input.example[col.key]),
      ...input.customFields.map(customExample),
    ],
    lists,
    help: {
      width: 120,
      lines: [
        'HƯỚNG DẪN NHẬP DANH SÁCH CÔNG ĐOÀN CƠ SỞ',
        `Nhập dữ liệu từ dòng ${firstRow} của sheet "${ORGANIZATION_IMPORT_SHEET}", giữ nguyên dòng tiêu đề (dòng 1) và dòng tên cột (dòng ${firstRow - 1}); xóa dòng ví dụ trước khi nhập.`,
        `Cột có dấu * là bắt buộc. Tối đa ${ORGANIZATION_IMPORT_MAX_ROWS.toLocaleString('vi-VN')} dòng, file .xlsx không quá 5 MB.`,
        'Mã đơn vị: không bắt buộc, không trùng với đơn vị khác; chỉ gồm chữ, số và . _ - /. Nên ghi mã để lần nhập sau cập nhật đúng đơn vị.',
        'Đơn vị cấp trên, Xã/phường, Cụm/khu công nghiệp: ghi tên hoặc mã (không phân biệt hoa thường, có dấu hay không dấu). Nếu có nhiều đơn vị cùng tên, hãy ghi mã. Đơn vị mới để trống Xã/phường, Cụm/khu công nghiệp: lấy theo đơn vị cấp trên.',
        'Đơn vị cấp trên có thể là một đơn vị ở dòng phía trên trong cùng file. Để trống: đơn vị của bạn (người dùng toàn tỉnh: đơn vị cấp cao nhất).',
        'Chỉ được nhập vào đơn vị của bạn và các đơn vị trực thuộc (xã/phường, cụm/khu công nghiệp trong phạm vi dữ liệu của bạn).',
        'Cấp, Loại hình, Loại công ty, Trạng thái và các trường tùy chỉnh dạng danh sách: chọn trong danh sách. Cấp để trống là "Công đoàn cơ sở", trạng thái để trống là "Đang hoạt động".',
        'Năm thành lập: 4 chữ số. Số CNVCLĐ, Số đoàn viên: số nguyên không âm. Trường Có/Không: ghi "Có" hoặc "Không". Trường ngày: dạng YYYY-MM-DD.',
        'Đơn vị đã có (cùng mã, hoặc không ghi mã mà cùng tên trong cùng đơn vị cấp trên) được cập nhật; ô để trống giữ nguyên giá trị đang có. Nhập lại cùng một file không tạo trùng.',
        'Nếu có dòng lỗi, hệ thống không ghi dòng nào; tải "file kèm lỗi", sửa theo cột "Lỗi" rồi nhập lại.',
      ],
    },
  });
}

/** The template as the caller downloads it: their lists, the custom fields, an example row. */
export async function organizationTemplate(db: Db, actor: Actor): Promise<Buffer> {
  const [customFields, { lists, own }] = await Promise.all([
    dynamicFieldSchemas(db),
    templateLists(db, actor),
  ]);
  const example: Record<OrganizationImportColumnKey, string | number> = {
    code: 'CD90001',
    name: 'Công đoàn Công ty TNHH Ví Dụ',
    parent: own ?? '',
    level: ORGANIZATION_LEVEL_LABELS.grassroots,
    ward: lists.ward[0] ?? '',
    zone: '',
    loaiHinh: lists.loaiHinh[1] ?? lists.loaiHinh[0] ?? '',
    loaiCongTy: lists.loaiCongTy[0] ?? '',
    namThanhLap: 2015,
    address: lists.ward[0] ? `Số 1, ${lists.ward[0]}` : '',
    phoneNumber: '0912345678',
    email: 'congdoan.vidu@example.vn',
    chairName: 'Nguyễn Văn An',
    chairPhone: '0987654321',
    workerCount: 120,
    memberCount: 95,
    executiveBoardSize: 9,
    auditCommitteeSize: 3,
    businessSector: 'May mặc',
    country: 'Việt Nam',
    note: '',
    status: ORGANIZATION_STATUS_LABELS.active,
  };
  return buildOrganizationTemplate({ customFields, lists, example });
}
