import { AppError } from '../errors.js';
import { MAX_UNCOMPRESSED_BYTES } from './upload.js';

/** A shared string as exceljs emits it: text, or runs of rich text. */
export type SharedText = string | null | { richText: { text?: string | null }[] };

/** Bytes per block (a longer string gets a block of its own). */
const BLOCK_BYTES = 1024 * 1024;

/**
 * Blocks of a closed workbook, for the next one: imports run one after another (queue.ts), and a
 * buffer is only freed when the collector gets to it, so without this two imports in a row held
 * two workbooks' strings. Kept a few seconds only, so that an idle server gives them back.
 */
const spare: Buffer[] = [];
const SPARE_MAX = 64;
const SPARE_MS = 5000;
let dropSpare: NodeJS.Timeout | undefined;
const takeBlock = (bytes: number) =>
  bytes <= BLOCK_BYTES ? (spare.pop() ?? Buffer.allocUnsafe(BLOCK_BYTES)) : Buffer.allocUnsafe(bytes);

/**
 * A workbook's shared strings (the text of its cells, each written once and referred to by number),
 * kept as UTF-8 in a few large buffers outside the JavaScript heap, and a string made only when a
 * cell asks for it. exceljs keeps each one as a string on the heap: 70 MB of them for a 2.7 MB
 * upload of Vietnamese text, and a heap of that size lets the collector wait until several times
 * more has piled up before it runs. Rich text keeps its text, not its fonts.
 */
export class SharedStrings {
  private readonly blocks: Buffer[] = [];
  private used = 0;
  /** Block, start and length of each string, three numbers a string. */
  private where = new Uint32Array(3 * 1024);
  private count = 0;

  add(text: SharedText) {
    const plain =
      text === null ? '' : typeof text === 'string' ? text : text.richText.map((r) => r.text ?? '').join('');
    const bytes = Buffer.byteLength(plain);
    const block = this.blocks.at(-1);
    if (!block || this.used + bytes > block.length) {
      this.blocks.push(takeBlock(bytes));
      this.used = 0;
    }
    this.blocks.at(-1)!.write(plain, this.used);
    if (3 * (this.count + 1) > this.where.length) {
      const grown = new Uint32Array(this.where.length * 2);
      grown.set(this.where);
      this.where = grown;
    }
    this.where.set([this.blocks.length - 1, this.used, bytes], 3 * this.count++);
    this.used += bytes;
  }

  /** Gives the blocks back for the next workbook; the strings are gone. */
  release() {
    for (const block of this.blocks) {
      if (block.length === BLOCK_BYTES && spare.length < SPARE_MAX) spare.push(block);
    }
    this.blocks.length = 0;
    this.count = 0;
    clearTimeout(dropSpare);
    dropSpare = setTimeout(() => {
      spare.length = 0;
    }, SPARE_MS);
    dropSpare.unref();
  }

  /**
   * What exceljs's sheet reader looks cells up in (sharedStrings[i]), for one reading of a sheet.
   * A sheet whose cells, their strings written out, come to more than an upload may inflate to is
   * refused like a zip bomb: it is one, made of references (and the errors workbook writes them out).
   */
  lookup(): unknown {
    let served = 0;
    const get = (index: number) => {
      if (!(index >= 0 && index < this.count)) return undefined;
      const at = 3 * index;
      const bytes = this.where[at + 2]!;
      served += bytes;
      if (served > MAX_UNCOMPRESSED_BYTES) throw new AppError('import_file_unsafe');
      const start = this.where[at + 1]!;
      return this.blocks[this.where[at]!]!.toString('utf8', start, start + bytes);
    };
    return new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? get(Number(key)) : undefined) });
  }
}
