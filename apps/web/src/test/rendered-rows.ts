/**
 * A list page rendered to a string (`renderToString`), read as its user reads it: a table row's
 * text and the actions it offers, the row found by its key (`data-row-key`). For tests only.
 */

/** The markup inside the row whose key is `key` ('' when there is none). */
export const rowHtml = (html: string, key: number | string) =>
  new RegExp(`<tr[^>]*data-row-key="${key}"[^>]*>(.*?)</tr>`).exec(html)?.[1] ?? '';

/** Markup as text: tags dropped, white space folded. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The row's cells as one line of text: '01 Kinh 1 Đang sử dụng'. */
export const rowText = (html: string, key: number | string) => textOf(rowHtml(html, key));

/** The labels of the row's action buttons, in order: ['Sửa', 'Xóa']. */
export const rowActions = (html: string, key: number | string) =>
  [...rowHtml(html, key).matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map((m) => m[1]);
