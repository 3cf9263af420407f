import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { AppError } from '../errors.js';

/**
 * The zip inside an .xlsx, read through its central directory (yauzl): the guards count what it
 * inflates to, and the sheet reader opens exactly the parts they counted, in the order it needs.
 */

/** A zip held in memory; what yauzl cannot open is not an .xlsx. */
export async function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  try {
    return await yauzl.fromBufferPromise(buffer, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
    });
  } catch {
    throw new AppError('import_file_invalid');
  }
}

/** The entries of a lazily read zip, one at a time. */
export async function* zipEntries(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  while (true) {
    const next = new Promise<yauzl.Entry | null>((resolve, reject) => {
      const onEntry = (entry: yauzl.Entry) => {
        cleanup();
        resolve(entry);
      };
      const onEnd = () => {
        cleanup();
        resolve(null);
      };
      const onError = (err: Error) => {
        cleanup();
        reject(err);
      };
      const cleanup = () => {
        zip.off('entry', onEntry);
        zip.off('end', onEnd);
        zip.off('error', onError);
      };
      zip.on('entry', onEntry);
      zip.on('end', onEnd);
      zip.on('error', onError);
    });
    zip.readEntry();
    const entry = await next;
    if (!entry) return;
    yield entry;
  }
}

/**
 * An entry as text. Decoded as one stream, so that a character whose UTF-8 bytes straddle two
 * inflated chunks stays whole: exceljs decodes each chunk on its own and turns such a character
 * into U+FFFD (exceljs issues 2063, 2084), which Vietnamese text meets every few kilobytes.
 */
export async function entryText(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  const stream = await zip.openReadStreamPromise(entry);
  stream.setEncoding('utf8');
  return stream;
}
