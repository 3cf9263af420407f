import type { ImportRowError } from '@congdoan/shared';

/**
 * The problems of an import's rows, each at its Excel row and under its column's header. An import
 * collects every one before deciding: a file with any is written not at all.
 */
export class RowErrors {
  private readonly list: ImportRowError[] = [];
  private readonly rows = new Set<number>();
  private readonly cells = new Set<string>();

  add(row: number, column: string, message: string) {
    this.list.push({ row, column, message });
    this.rows.add(row);
    this.cells.add(`${row}|${column}`);
  }

  /** How many so far: a check compares it before and after a row. */
  get count() {
    return this.list.length;
  }

  /** How many rows of the file have at least one. */
  get rowCount() {
    return this.rows.size;
  }

  hasRow(row: number) {
    return this.rows.has(row);
  }

  has(row: number, column: string) {
    return this.cells.has(`${row}|${column}`);
  }

  /** By row, and within a row in the template's column order (headers in that order). */
  sorted(headers: readonly string[]): ImportRowError[] {
    const order = new Map(headers.map((h, i) => [h, i]));
    return [...this.list].sort(
      (a, b) => a.row - b.row || (order.get(a.column) ?? 0) - (order.get(b.column) ?? 0),
    );
  }
}
