import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type yauzl from 'yauzl';
import { AppError } from '../errors.js';
import { SharedStrings, type SharedText } from './shared-strings.js';
import { entryText, openZip, zipEntries } from './zip.js';

/**
 * An uploaded workbook read with exceljs's streaming reader, a sheet row by row: a workbook is never
 * inflated into one in-memory model (a 2.7 MB file of long text inflates to 46 MB and took hundreds
 * of megabytes as a model); only its shared strings are kept, compactly (shared-strings.ts).
 *
 * exceljs's WorkbookReader takes the zip as one stream (unzipper), which trusts local headers the
 * upload guards never counted, parks every sheet met before the shared strings in a temporary file
 * (Excel writes them in that order) and decodes each chunk on its own. So its parts are driven here
 * from the central directory instead: relationships, workbook, styles and shared strings first, then
 * the sheet wanted, as often as it is wanted. The reader's own parsers do the XML (exceljs 4.4.0 is
 * pinned; the methods used are listed in ReaderParts).
 */

interface SheetEntry {
  name: string;
  rId: string;
  /** 'hidden' or 'veryHidden' for a sheet Excel does not show. */
  state?: string;
}
interface Relationship {
  Id: string;
  Type: string;
  Target: string;
}
/** The parts of exceljs's WorkbookReader (lib/stream/xlsx/workbook-reader.js) this file drives. */
interface ReaderParts {
  model?: { sheets?: SheetEntry[] };
  workbookRels?: Relationship[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<{ index: number; text: SharedText }>;
  _parseWorksheet(
    iterator: AsyncIterable<string>,
    sheetNo: string,
  ): Generator<{ eventType: 'worksheet'; value: SheetParts }>;
}
/** The parts of exceljs's WorksheetReader used here. */
interface SheetParts extends AsyncIterable<ExcelJS.Row> {
  name: string;
  /** What the sheet reads shared strings, styles and properties from when its rows begin. */
  workbook: object;
  /** The sheet's column definitions (widths), once the rows have begun. */
  columns: ExcelJS.Column[] | null;
}

export interface OpenedSheet {
  /** The sheet's name as the workbook has it. */
  name: string;
  /** Its rows in order; rows without any cell are not in the file, so not here either. */
  rows: AsyncIterable<ExcelJS.Row>;
  /** Its column definitions (widths), known once the first row has come. */
  columns(): ExcelJS.Column[] | null;
}

export interface OpenedWorkbook {
  /** The names of the sheets Excel shows, in the workbook's order (an import of several reads each). */
  visibleSheets(): string[];
  /** The sheet named so, else the workbook's first sheet, from its first row. */
  sheet(wanted: string): Promise<OpenedSheet>;
  close(): void;
}

const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';

/** A workbook-relative target ('worksheets/sheet1.xml', or absolute '/xl/…') as a zip path. */
const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/** A sheet's rows; XML that does not parse is a file that is not an .xlsx. */
async function* rowsOf(worksheet: SheetParts): AsyncGenerator<ExcelJS.Row> {
  try {
    for await (const row of worksheet) yield row;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('import_file_invalid');
  }
}

/** Opens an upload that passed the guards (upload.ts); what still cannot be read is not an .xlsx. */
export async function openWorkbook(buffer: Buffer): Promise<OpenedWorkbook> {
  const zip = await openZip(buffer);
  const opened: Readable[] = [];
  const shared = new SharedStrings();
  const close = () => {
    for (const stream of opened) stream.destroy();
    zip.close();
    shared.release();
  };
  const failed = (err: unknown) => {
    close();
    return err instanceof AppError ? err : new AppError('import_file_invalid');
  };
  try {
    const entries = new Map<string, yauzl.Entry>();
    for await (const entry of zipEntries(zip)) entries.set(entry.fileName, entry);
    const text = async (path: string) => {
      const entry = entries.get(path);
      if (!entry) return undefined;
      const stream = await entryText(zip, entry);
      opened.push(stream);
      return stream;
    };
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(undefined as never, {
      sharedStrings: 'emit',
      // Styles carry the number formats that tell a date from a number.
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    }) as unknown as ReaderParts;
    const rels = await text('xl/_rels/workbook.xml.rels');
    const book = await text('xl/workbook.xml');
    if (!rels || !book) throw new AppError('import_file_invalid');
    await reader._parseRels(rels);
    await reader._parseWorkbook(book);
    const relationships = reader.workbookRels ?? [];
    const target = (type: string, fallback: string) =>
      partPath(relationships.find((r) => r.Type === `${REL_TYPE}${type}`)?.Target ?? fallback);
    const styles = await text(target('styles', 'styles.xml'));
    if (styles) await reader._parseStyles(styles);
    const strings = await text(target('sharedStrings', 'sharedStrings.xml'));
    if (strings) for await (const { text: one } of reader._parseSharedStrings(strings)) shared.add(one);

    return {
      visibleSheets: () =>
        (reader.model?.sheets ?? []).filter((s) => !s.state || s.state === 'visible').map((s) => s.name),
      sheet: async (wanted) => {
        try {
          const sheets = reader.model?.sheets ?? [];
          const sheet = sheets.find((s) => s.name === wanted) ?? sheets[0];
          const path = relationships.find((r) => r.Id === sheet?.rId)?.Target;
          const data = path === undefined ? undefined : await text(partPath(path));
          if (!sheet || !data) throw new AppError('import_file_invalid');
          const [parsed] = [...reader._parseWorksheet(data, '1')];
          if (!parsed) throw new AppError('import_file_invalid');
          const worksheet = parsed.value;
          worksheet.name = sheet.name;
          // Its own look-up of the shared strings: each reading counts the text its cells refer to.
          worksheet.workbook = Object.create(reader, { sharedStrings: { value: shared.lookup() } });
          return { name: sheet.name, rows: rowsOf(worksheet), columns: () => worksheet.columns };
        } catch (err) {
          throw failed(err);
        }
      },
      close,
    };
  } catch (err) {
    throw failed(err);
  }
}
