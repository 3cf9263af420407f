import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { FAMILY, rng } from '../seed/generator.js';

/**
 * Workbooks of a given shape for the import tests and the benchmark, written with exceljs's
 * streaming writer and shared strings, as Excel itself writes them.
 */

export interface LongTextShape {
  sheet: string;
  /** The header row (row 2), usually a template's headers. */
  headers: string[];
  rows: number;
  /** Cells filled per row, from column A. */
  cells: number;
  /** Characters per cell. */
  chars: number;
}

/**
 * The shape found to exhaust the server's memory while inside every limit of an upload: 8,000 rows
 * of 8 cells of 540 characters make a 2.7 MB file that inflates to 46 MB (the limit is 50 MB, and no
 * part more than 100 times its compressed size). Each cell is a random phrase of about 55
 * characters repeated, which is what lets it compress 17-fold; every cell is a different string.
 */
export const EDGE_OF_LIMITS: Omit<LongTextShape, 'sheet' | 'headers'> = { rows: 8000, cells: 8, chars: 540 };

/** The seed's family names, then common syllables: random phrases that read as Vietnamese. */
const SYLLABLES = [
  ...FAMILY.slice(0, 16),
  'văn',
  'thị',
  'hữu',
  'đức',
  'minh',
  'anh',
  'hoa',
  'lan',
  'công',
  'đoàn',
  'cơ',
  'sở',
  'khu',
  'phường',
  'xã',
  'tỉnh',
];

/** The text of a cell (`row` and `cell` from 0), the same on every call. */
export function longText(row: number, cell: number, chars: number): string {
  const random = rng(row * 1009 + cell);
  let phrase = `${row}-${cell} `;
  while (phrase.length < 55) phrase += `${random.pick(SYLLABLES)} `;
  return phrase.repeat(Math.ceil(chars / phrase.length)).slice(0, chars);
}

/** One sheet written row by row with exceljs's streaming writer and shared strings. */
async function streamedWorkbook(sheet: string, fill: (ws: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: true,
    useStyles: false,
  });
  const ws = wb.addWorksheet(sheet);
  fill(ws);
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

/** Title on row 1, the headers on row 2, `rows` rows of long text (longText) from row 3. */
export async function longTextWorkbook(shape: LongTextShape): Promise<Buffer> {
  return streamedWorkbook(shape.sheet, (ws) => {
    ws.getRow(1).values = ['DANH SÁCH NHẬP VÀO HỆ THỐNG'];
    ws.getRow(1).commit();
    ws.getRow(2).values = shape.headers;
    ws.getRow(2).commit();
    for (let i = 0; i < shape.rows; i++) {
      const row = ws.getRow(3 + i);
      row.values = Array.from({ length: shape.cells }, (_, c) => longText(i, c, shape.chars));
      row.commit();
    }
  });
}

/**
 * One long text (about 8 times compressible, so the upload guards let it through) that `cells`
 * cells of column A refer to: a few kilobytes of file whose cells, written out, come to
 * `cells × chars` characters.
 */
export async function repeatedTextWorkbook(shape: {
  sheet: string;
  headers: string[];
  cells: number;
  chars: number;
}): Promise<Buffer> {
  return streamedWorkbook(shape.sheet, (ws) => {
    ws.getRow(2).values = shape.headers;
    ws.getRow(2).commit();
    const random = rng(7);
    let text = '';
    while (text.length < shape.chars) text += `${random.pick(SYLLABLES)} `;
    for (let i = 0; i < shape.cells; i++) {
      ws.getRow(3 + i).values = [text];
      ws.getRow(3 + i).commit();
    }
  });
}
