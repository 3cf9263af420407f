import ExcelJS from 'exceljs';

/**
 * Small real files of each kind an event may carry, for the attachment tests: what their bytes
 * say is what their names say (or, on purpose, not).
 */

/** A one-page PDF with a line of text. */
export const pdfFile = (text = 'Kế hoạch tổ chức hội nghị') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** A 1×1 PNG. */
export const pngFile = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

/** A 1×1 GIF. */
export const gifFile = () =>
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The start of a JPEG (its signature and a JFIF header). */
export const jpegFile = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);

/** A compound file (the container of .doc, .xls and .ppt): its header and an empty sector. */
export const cfbFile = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1016)]);

/** A real .xlsx written by exceljs. */
export async function xlsxFile(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Danh sách').addRow(['Họ tên', 'Đơn vị']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Plain text, whatever name it is given. */
export const textFile = (text = 'Đây không phải là tệp PDF') => Buffer.from(text);
