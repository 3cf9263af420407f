import { COMPANY_IMPORT_HEADERS, COMPANY_IMPORT_MAX_ROWS, COMPANY_IMPORT_MAX_SHEETS } from '@congdoan/shared';
import { asc } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { byName } from '../../../db/query.js';
import { industrialZones } from '../../../db/schema/index.js';
import { zoneScope } from '../../../domain/scope.js';
import { buildTemplate } from '../../../import/template.js';

/** Excel refuses these in a sheet's name, and names longer than 31 characters. */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

/**
 * The companies template: one example sheet named after the first zone the caller may use (a sheet
 * per zone is the deployed layout), a title, the headers STT and Tên công ty, an example row with
 * STT 1, and the instructions.
 */
export async function companyTemplate(db: DbOrTx, actor: Actor): Promise<Buffer> {
  const [zone] = await db
    .select({ name: industrialZones.name, code: industrialZones.code })
    .from(industrialZones)
    .where(zoneScope(actor, industrialZones.id))
    .orderBy(byName(industrialZones.name), asc(industrialZones.id))
    .limit(1);
  const fits = zone && zone.name.length <= SHEET_NAME_MAX && !SHEET_NAME_FORBIDDEN.test(zone.name);
  const sheet = zone ? (fits ? zone.name : zone.code) : 'Khu công nghiệp';
  return buildTemplate({
    sheet,
    title: 'DANH SÁCH CÔNG TY CHƯA CÓ CÔNG ĐOÀN',
    titleColumns: 2,
    firstRow: 3,
    maxRows: 0,
    columns: [
      { header: COMPANY_IMPORT_HEADERS.stt, required: true, width: 8 },
      { header: COMPANY_IMPORT_HEADERS.ten, required: true, width: 60 },
    ],
    example: [1, 'Công ty TNHH Ví dụ'],
    lists: [],
    help: {
      width: 110,
      lines: [
        'Hướng dẫn nhập công ty chưa có công đoàn',
        '1. Mỗi sheet là một cụm/khu công nghiệp: đặt tên sheet là tên (hoặc mã) của cụm/khu. Thêm sheet cho từng cụm/khu khác.',
        '2. Cột STT và cột "Tên công ty". Dữ liệu bắt đầu từ dòng có STT = 1 và kết thúc ở dòng đầu tiên bỏ trống STT.',
        '3. Công ty đã có trong hệ thống được bỏ qua (không thêm trùng). Tên công ty không được để trống.',
        '4. Cụm/khu chưa có trong danh mục chỉ được tạo mới khi bạn có quyền thêm cụm/khu công nghiệp và phạm vi toàn tỉnh; nếu không, sheet đó báo lỗi.',
        `5. Có dòng lỗi thì không dòng nào được ghi: sửa theo danh sách lỗi rồi nhập lại. Tối đa ${COMPANY_IMPORT_MAX_SHEETS} sheet, ${COMPANY_IMPORT_MAX_ROWS.toLocaleString('vi-VN')} dòng, 5 MB.`,
        `Sheet "Hướng dẫn" này không được nhập.`,
      ],
    },
  });
}
