import { describe, expect, it } from 'vitest';
import { ndjsonSplitter, readNdjson } from './ndjson';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A body that arrives in the given pieces of bytes. */
const bodyOf = (pieces: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });

describe('reading the ndjson answer stream', () => {
  it('hands on each line once it is whole, however the chunks cut it', async () => {
    const seen: unknown[] = [];
    const text =
      '{"type":"start","conversationId":7}\n{"type":"delta","text":"Đoàn phí "}\n\n{"type":"delta","text":"0,5%"}\n';
    const all = bytes(text);
    // cut inside a line, between the two bytes of 'Đ', and before a line's end
    const cuts = [10, new TextEncoder().encode(text.slice(0, text.indexOf('Đ'))).length + 1, all.length - 3];
    const pieces = [
      all.slice(0, cuts[0]),
      all.slice(cuts[0], cuts[1]),
      all.slice(cuts[1], cuts[2]),
      all.slice(cuts[2]),
    ];
    await readNdjson(bodyOf(pieces), (value) => seen.push(value));
    expect(seen).toEqual([
      { type: 'start', conversationId: 7 },
      { type: 'delta', text: 'Đoàn phí ' },
      { type: 'delta', text: '0,5%' },
    ]);
  });

  it('keeps a cut line until its end arrives, and counts a last line without its newline', () => {
    const seen: unknown[] = [];
    const splitter = ndjsonSplitter((value) => seen.push(value));
    splitter.push(bytes('{"type":"delta","te'));
    expect(seen).toEqual([]);
    splitter.push(bytes('xt":"a"}\n{"type":"error","message":"Lỗi"}'));
    expect(seen).toEqual([{ type: 'delta', text: 'a' }]);
    splitter.end();
    expect(seen).toEqual([
      { type: 'delta', text: 'a' },
      { type: 'error', message: 'Lỗi' },
    ]);
  });

  it('fails on a line that is not JSON rather than skipping part of the answer', () => {
    const splitter = ndjsonSplitter(() => undefined);
    expect(() => splitter.push(bytes('<html>\n'))).toThrow();
  });
});
