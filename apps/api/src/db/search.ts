import { toSearchText } from '@congdoan/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Accent-insensitive "contains" on a search column (served by its trigram index; an expression
 * joining the columns of several tables is not), one condition per word so "an nguyen" finds
 * "Nguyễn Văn An".
 */
export function searchCondition(column: AnyColumn | SQL, search: string | undefined): SQL | undefined {
  const words = toSearchText(search).split(' ').filter(Boolean).slice(0, 8);
  if (!words.length) return undefined;
  const escaped = words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return sql.join(
    escaped.map((pattern) => sql`${column} like ${pattern}`),
    sql` and `,
  );
}
