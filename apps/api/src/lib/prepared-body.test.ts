import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, bodyEtag, PreparedBodies, PreparedBody } from './prepared-body';

const LONG_JSON = JSON.stringify({ description: 'Calcaire bleu, dalles et dévers. '.repeat(60) });

describe('PreparedBody', () => {
  it('holds the JSON as bytes with a strong ETag that only the bytes decide', () => {
    const prepared = new PreparedBody('{"name":"Céüse"}');
    expect(prepared.body.toString()).toBe('{"name":"Céüse"}');
    expect(prepared.etag).toBe(bodyEtag('{"name":"Céüse"}'));
    expect(prepared.etag).toMatch(/^"[\w-]{27}"$/);
    expect(new PreparedBody('{"name":"Céüse"}').etag).toBe(prepared.etag);
    expect(new PreparedBody('{"name":"Ceuse"}').etag).not.toBe(prepared.etag);
  });

  it('makes each compressed copy once, on first demand, and tells its size', () => {
    const prepared = new PreparedBody(LONG_JSON);
    const grown: number[] = [];
    prepared.onGrow = (bytes) => grown.push(bytes);
    const br = prepared.encoded('br');
    expect(br && brotliDecompressSync(br).toString()).toBe(LONG_JSON);
    expect(prepared.encoded('br')).toBe(br);
    const gzip = prepared.encoded('gzip');
    expect(gzip && gunzipSync(gzip).toString()).toBe(LONG_JSON);
    expect(grown).toEqual([br?.length, gzip?.length]);
    expect(prepared.bytes).toBe(prepared.body.length + (br?.length ?? 0) + (gzip?.length ?? 0));
  });

  it('leaves a body under 1 KB as it is', () => {
    expect(new PreparedBody('{"id":1}').encoded('br')).toBeNull();
  });
});

describe('acceptedEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['gzip;q=0, br;q=0', null],
    ['deflate', null],
    ['br;q=0, *', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP ; q=0.8', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('PreparedBodies', () => {
  const entry = (json: string) => ({ prepared: new PreparedBody(json) });

  it('evicts the least recently used past its count', () => {
    const bodies = new PreparedBodies<number, { prepared: PreparedBody }>({
      maxEntries: 2,
      maxBytes: 10_000,
      ttlMs: 60_000,
    });
    bodies.set(1, entry('{"id":1}'));
    bodies.set(2, entry('{"id":2}'));
    bodies.get(1);
    bodies.set(3, entry('{"id":3}'));
    expect(bodies.get(2)).toBeUndefined();
    expect(bodies.get(1)).toBeDefined();
    expect(bodies.get(3)).toBeDefined();
    expect(bodies.size).toBe(2);
    expect(bodies.bytes).toBe(16);
  });

  it('evicts past its bytes, compressed copies counted, and never keeps a body bigger than them', () => {
    const size = Buffer.byteLength(LONG_JSON);
    const bodies = new PreparedBodies<number, { prepared: PreparedBody }>({
      maxEntries: 100,
      maxBytes: size * 2,
      ttlMs: 60_000,
    });
    const first = entry(LONG_JSON);
    bodies.set(1, first);
    bodies.set(2, entry(LONG_JSON));
    expect(bodies.bytes).toBe(size * 2);
    // The copy of the least recently used pushes it out once made.
    bodies.get(2);
    first.prepared.encoded('gzip');
    expect(bodies.get(1)).toBeUndefined();
    expect(bodies.size).toBe(1);
    expect(bodies.bytes).toBe(size);

    bodies.set(3, entry(LONG_JSON + LONG_JSON + LONG_JSON));
    expect(bodies.get(3)).toBeUndefined();
    expect(bodies.bytes).toBe(size);
  });

  it('forgets an entry past its TTL', () => {
    let now = 1_000;
    const bodies = new PreparedBodies<number, { prepared: PreparedBody }>({
      maxEntries: 10,
      maxBytes: 10_000,
      ttlMs: 60_000,
      now: () => now,
    });
    bodies.set(1, entry('{"id":1}'));
    now += 59_999;
    expect(bodies.get(1)).toBeDefined();
    now += 1;
    expect(bodies.get(1)).toBeUndefined();
    expect(bodies.bytes).toBe(0);
  });

  it('counts a replaced entry once', () => {
    const bodies = new PreparedBodies<number, { prepared: PreparedBody }>({
      maxEntries: 10,
      maxBytes: 10_000,
      ttlMs: 60_000,
    });
    const old = entry(LONG_JSON);
    bodies.set(1, old);
    bodies.set(1, entry('{"id":1}'));
    // A copy of the replaced body is not this entry's.
    old.prepared.encoded('br');
    expect(bodies.bytes).toBe(8);
  });
});
