import { describe, expect, it } from 'vitest';
import { readNdjson, splitLines } from './ndjson';

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function all<Value>(stream: ReadableStream<Uint8Array>): Promise<Value[]> {
  const values: Value[] = [];
  for await (const value of readNdjson<Value>(stream)) values.push(value);
  return values;
}

describe('NDJSON lines', () => {
  it('keeps an unfinished line for the next chunk and skips blank lines', () => {
    expect(splitLines('', '{"a":1}\n{"b"')).toEqual({ lines: ['{"a":1}'], rest: '{"b"' });
    expect(splitLines('{"b"', ':2}\r\n\n')).toEqual({ lines: ['{"b":2}'], rest: '' });
    expect(splitLines('', 'no end yet')).toEqual({ lines: [], rest: 'no end yet' });
  });

  it('reads each value of a stream whose chunks cut lines anywhere', async () => {
    const stream = streamOf([
      '{"type":"progress","do',
      'ne":1,"total":3}\n{"type":"progress","done":2,"total":3}\n',
      '{"type":"done","imported":3,"skipped":1}',
    ]);
    expect(await all(stream)).toEqual([
      { type: 'progress', done: 1, total: 3 },
      { type: 'progress', done: 2, total: 3 },
      { type: 'done', imported: 3, skipped: 1 },
    ]);
  });

  it('decodes a character split across two chunks', async () => {
    const bytes = new TextEncoder().encode('{"message":"échec"}\n');
    // "é" is two bytes: cut between them.
    const cut = bytes.indexOf(0xc3) + 1;
    expect(await all(streamOf([bytes.slice(0, cut), bytes.slice(cut)]))).toEqual([{ message: 'échec' }]);
  });

  it('fails on a line that is not JSON', async () => {
    await expect(all(streamOf(['{"ok":true}\n<html>\n']))).rejects.toThrow(SyntaxError);
  });
});
