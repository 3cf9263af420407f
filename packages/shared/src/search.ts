/**
 * Accent-insensitive search key for Vietnamese text: lower case, diacritics removed, đ → d,
 * whitespace collapsed. The API stores it in each table's search column and normalises the
 * query the same way, so "nguyen van an" finds "Nguyễn Văn An" and "đoan" finds "Đoàn".
 */
export function toSearchText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.length > 0)
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
