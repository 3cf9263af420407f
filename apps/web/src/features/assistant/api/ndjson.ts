/**
 * Reads a body of newline-delimited JSON (application/x-ndjson) as it arrives: each complete line is
 * parsed and handed on; a line cut between two chunks (or a character cut between its bytes) waits
 * for the rest. Blank lines are skipped; a last line without its newline still counts.
 */
export function ndjsonSplitter<T>(onValue: (value: T) => void) {
  const decoder = new TextDecoder();
  let rest = '';
  const emit = (line: string) => {
    if (line.trim()) onValue(JSON.parse(line) as T);
  };
  return {
    push(chunk: Uint8Array) {
      rest += decoder.decode(chunk, { stream: true });
      const lines = rest.split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) emit(line);
    },
    end() {
      rest += decoder.decode();
      emit(rest);
      rest = '';
    },
  };
}

/** Feeds a response body to `onValue`, a parsed line at a time, until it ends. */
export async function readNdjson<T>(body: ReadableStream<Uint8Array>, onValue: (value: T) => void) {
  const splitter = ndjsonSplitter(onValue);
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    splitter.push(value);
  }
  splitter.end();
}
