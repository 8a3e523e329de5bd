import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from './etag';

/*
 * Record answers made once and sent many times (docs/decisions/031): the JSON text of an answer as
 * bytes, with its ETag, and its brotli and gzip copies made the first time a client accepts them.
 * Sending one is setting headers and writing those bytes: no serialization, no compression per request.
 */

/** The app compresses answers from this size on (`@fastify/compress`'s threshold in app.ts): the same here. */
const COMPRESS_FROM_BYTES = 1024;

export type BodyEncoding = 'br' | 'gzip';

const COMPRESSORS: Record<BodyEncoding, (body: Buffer) => Buffer> = {
  // Made once per version of a record, so the stronger levels are worth their cost.
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/** A strong ETag of a body: the same bytes give the same tag on every node. */
export function bodyEtag(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** A JSON answer as it is sent: its bytes, its ETag, its compressed copies once asked for. */
export class PreparedBody {
  readonly body: Buffer;
  readonly etag: string;
  private readonly copies: Partial<Record<BodyEncoding, Buffer>> = {};
  /** Told the size of each copy made, so that a bounded store counts it. */
  onGrow: ((bytes: number) => void) | null = null;

  constructor(json: string) {
    this.body = Buffer.from(json);
    this.etag = bodyEtag(this.body);
  }

  /** The bytes held: the body and the copies made so far. */
  get bytes(): number {
    return this.body.length + (this.copies.br?.length ?? 0) + (this.copies.gzip?.length ?? 0);
  }

  /** The body in `encoding`, made on first demand; null when the body is too small to be worth it. */
  encoded(encoding: BodyEncoding): Buffer | null {
    if (this.body.length < COMPRESS_FROM_BYTES) return null;
    let copy = this.copies[encoding];
    if (!copy) {
      copy = COMPRESSORS[encoding](this.body);
      this.copies[encoding] = copy;
      this.onGrow?.(copy.length);
    }
    return copy;
  }
}

/**
 * The encoding to send for an `Accept-Encoding` header: brotli or gzip, whichever the client weighs
 * more (brotli on a tie), never one it refuses with `q=0`; `*` stands for those it does not name.
 * Null for the body as it is.
 */
export function acceptedEncoding(header: string | undefined): BodyEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim() === 'x-gzip' ? 'gzip' : name.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: BodyEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/**
 * Sends a prepared JSON answer: 304 without a body when the client's `If-None-Match` names its ETag,
 * else its bytes in the encoding the client accepts. `no-cache`: a client may keep it, and asks again
 * each time (a 304 when nothing changed), so a write shows at once.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedBody): FastifyReply {
  reply.header('etag', prepared.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], prepared.etag)) return reply.status(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const encoded = encoding ? prepared.encoded(encoding) : null;
  if (encoding && encoded) return reply.header('content-encoding', encoding).send(encoded);
  return reply.send(prepared.body);
}

export interface PreparedBodyBounds {
  maxEntries: number;
  /** The bytes of the bodies and their compressed copies. */
  maxBytes: number;
  /** How long an entry is kept at most: a write made outside the app shows within it. */
  ttlMs: number;
  now?: () => number;
}

interface Slot<Entry> {
  entry: Entry;
  bytes: number;
  expiresAt: number;
}

/**
 * Prepared answers held by this process, least recently used first out past either bound. Each
 * entry carries what it was made at (record versions, a day…): its reader checks them on each hit.
 */
export class PreparedBodies<Key, Entry extends { prepared: PreparedBody }> {
  private readonly slots = new Map<Key, Slot<Entry>>();
  private heldBytes = 0;
  private readonly now: () => number;

  constructor(readonly bounds: PreparedBodyBounds) {
    this.now = bounds.now ?? Date.now;
  }

  get size(): number {
    return this.slots.size;
  }

  get bytes(): number {
    return this.heldBytes;
  }

  get(key: Key): Entry | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    if (slot.expiresAt <= this.now()) {
      this.heldBytes -= slot.bytes;
      return undefined;
    }
    // Read again: the most recently used, last in the map's order.
    this.slots.set(key, slot);
    return slot.entry;
  }

  set(key: Key, entry: Entry): void {
    this.delete(key);
    const { prepared } = entry;
    if (prepared.bytes > this.bounds.maxBytes) return;
    const slot: Slot<Entry> = { entry, bytes: prepared.bytes, expiresAt: this.now() + this.bounds.ttlMs };
    this.slots.set(key, slot);
    this.heldBytes += slot.bytes;
    // A compressed copy made later counts too, while this very entry is held.
    prepared.onGrow = (bytes) => {
      if (this.slots.get(key) !== slot) return;
      slot.bytes += bytes;
      this.heldBytes += bytes;
      this.evict();
    };
    this.evict();
  }

  delete(key: Key): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.heldBytes -= slot.bytes;
  }

  clear(): void {
    this.slots.clear();
    this.heldBytes = 0;
  }

  private evict(): void {
    for (const [key, slot] of this.slots) {
      if (this.slots.size <= this.bounds.maxEntries && this.heldBytes <= this.bounds.maxBytes) return;
      this.slots.delete(key);
      this.heldBytes -= slot.bytes;
    }
  }
}
