/**
 * Newline-delimited JSON (`application/x-ndjson`): one JSON value per line. `splitLines` is the pure
 * part (what a chunk completes), `readNdjson` reads a streamed response body line by line.
 */

/** The complete lines of `buffer + chunk` and what is left waiting for its end of line. */
export function splitLines(buffer: string, chunk: string): { lines: string[]; rest: string } {
  const parts = (buffer + chunk).split('\n');
  const rest = parts.pop() ?? '';
  return { lines: parts.map((line) => line.replace(/\r$/, '')).filter((line) => line.trim() !== ''), rest };
}

/**
 * Each JSON value of a streamed body, in order, as soon as its line is complete. A character split
 * across two chunks is decoded whole; the last line may come without its newline.
 */
export async function* readNdjson<Value>(body: ReadableStream<Uint8Array>): AsyncGenerator<Value> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    while (true) {
      const { done, value } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      const { lines, rest } = splitLines(buffer, text);
      buffer = rest;
      for (const line of lines) yield JSON.parse(line) as Value;
      if (done) break;
    }
    if (buffer.trim() !== '') yield JSON.parse(buffer) as Value;
  } finally {
    reader.releaseLock();
  }
}
