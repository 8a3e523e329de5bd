import { MAX_IMAGE_UPLOAD_BYTES } from '@climb/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationFailed } from '../lib/errors';
import { IMAGE_FIELD } from './image-variants';

/*
 * Image uploads of every domain, in two steps (docs/runtime.md "Uploaded files"):
 * 1. the route plugin calls `acceptImageUploads(app)` once, and each upload route reads its body
 *    with `preValidation: readImageUpload` (one file, bounded in bytes while it is read), so that the
 *    endpoint's `imageUploadBody` validates `{ file: File }` like any body; a route whose body has text
 *    fields beside the file (a photo's record, description, credit) reads them too with
 *    `readImageUploadWithFields`, and its schema validates `{ file: File, …fields }`;
 * 2. the service hands the bytes (`uploadedBytes`) to `storeImage` (image-variants.ts), which checks
 *    the content (first bytes, header, pixels) before anything is stored.
 * Every refusal is a 422 on `file`: `too_big` (bytes or pixels), `invalid` (not an image taken); a text
 * part longer than its bound is `too_long` under its own name.
 */

/** What a scope of upload routes takes: one file of at most `maxBytes`, and a few text parts of `fieldBytes`. */
export interface UploadBounds {
  maxBytes: number;
  /** Text parts a body may hold beside its file. */
  fields: number;
  /** Bytes of each text part (UTF-8: a character may take four). */
  fieldBytes: number;
}

/** An image alone (avatar, logo, plan…): a few small text parts at most, which its schema refuses anyway. */
const IMAGE_ONLY: UploadBounds = { maxBytes: MAX_IMAGE_UPLOAD_BYTES, fields: 5, fieldBytes: 1024 };

/**
 * Lets the routes of this plugin scope take multipart bodies within `bounds` (an image alone by default).
 * Register it inside the plugin of the upload routes only.
 */
export async function acceptImageUploads(app: FastifyInstance, bounds: Partial<UploadBounds> = {}): Promise<void> {
  const { maxBytes, fields, fieldBytes } = { ...IMAGE_ONLY, ...bounds };
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields, parts: fields + 1, fieldSize: fieldBytes },
  });
}

/** Adds a part's value under its name; a name given twice holds every value (the schema then refuses it). */
function addValue(body: Record<string, unknown>, name: string, value: unknown): void {
  const given = body[name];
  if (given === undefined) body[name] = value;
  else body[name] = Array.isArray(given) ? [...given, value] : [given, value];
}

/** Reads the multipart body's file, and its text parts when `withFields`, into the body the schema validates. */
async function readUpload(request: FastifyRequest, withFields: boolean): Promise<void> {
  if (!request.isMultipart()) return;
  // A plain object without a prototype: a part may be named anything.
  const body: Record<string, unknown> = Object.create(null);
  try {
    for await (const part of request.parts()) {
      const { fieldname } = part;
      if (part.type === 'field') {
        if (!withFields) continue;
        if (part.valueTruncated) throw ValidationFailed.on(fieldname, 'too_long');
        addValue(body, fieldname, typeof part.value === 'string' ? part.value : String(part.value));
        continue;
      }
      const content = await part.toBuffer();
      // A Buffer read from a stream is backed by a plain ArrayBuffer (never a shared one): no copy needed.
      const bytes = new Uint8Array(content.buffer as ArrayBuffer, content.byteOffset, content.byteLength);
      addValue(body, fieldname, new File([bytes], part.filename, { type: part.mimetype }));
    }
  } catch (error) {
    if (error instanceof ValidationFailed) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw ValidationFailed.on(IMAGE_FIELD, 'too_big');
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) throw error;
    // busboy's parse errors (no boundary, truncated body…): the client sent no readable file.
    throw ValidationFailed.on(IMAGE_FIELD, 'invalid');
  }
  request.body = { ...body };
}

/**
 * A route's `preValidation`: reads the multipart body into `{ <its field>: File }` before
 * validation, so the route's zod schema checks it (and documents it). The byte bound is enforced
 * while reading: a bigger file is never buffered. Text parts are not the image's: they are left
 * out. A body that is not multipart is left to the schema.
 */
export function readImageUpload(request: FastifyRequest): Promise<void> {
  return readUpload(request, false);
}

/**
 * A route's `preValidation` for a file with text fields: reads the multipart body into
 * `{ <its file field>: File, <text field>: string… }` (a field given twice holds its values, which the
 * schema refuses); a text part longer than the scope's bound is 422 `too_long` under its name.
 */
export function readImageUploadWithFields(request: FastifyRequest): Promise<void> {
  return readUpload(request, true);
}

/** The bytes of a file read by `readImageUpload`, for `storeImage`. */
export async function uploadedBytes(file: File): Promise<Buffer> {
  return Buffer.from(await file.arrayBuffer());
}
