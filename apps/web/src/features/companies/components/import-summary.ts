import { type CompanyImportResult, formatNumber } from '@congdoan/shared';

/** The success line of a companies import: added, skipped as already known, zones created. */
export function companyImportSummary(result: CompanyImportResult): string {
  const parts = [`Đã thêm ${formatNumber(result.successCount)} công ty`];
  if (result.errorCount) parts.push(`bỏ qua ${formatNumber(result.errorCount)} công ty đã có trong hệ thống`);
  if (result.newCumKhuCount) {
    parts.push(`tạo mới ${formatNumber(result.newCumKhuCount)} cụm/khu: ${result.newCumKhuNames.join(', ')}`);
  }
  return parts.join('; ');
}

/** The rows an import skipped, by sheet then row, as the deployed answer's `errors` lists them. */
export function skippedRows(result: CompanyImportResult): { sheet: string; row: number; message: string }[] {
  return Object.entries(result.errors).flatMap(([sheet, rows]) =>
    Object.entries(rows)
      .flatMap(([row, messages]) => messages.map((message) => ({ sheet, row: Number(row), message })))
      .sort((a, b) => a.row - b.row),
  );
}
