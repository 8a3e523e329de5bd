import { MAX_IMAGE_UPLOAD_BYTES } from '@climb/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationFailed } from '../lib/errors';
import { IMAGE_FIELD } from './image-variants';

/*
 * Image uploads of every domain, in two steps (docs/runtime.md "Uploaded files"):
 * 1. the route plugin calls `acceptImageUploads(app)` once, and each upload route reads its body
 *    with `preValidation: readImageUpload` (one file, bounded in bytes while it is read), so that the
 *    endpoint's `imageUploadBody` validates `{ file: File }` like any body;
 * 2. the service hands the bytes (`uploadedBytes`) to `storeImage` (image-variants.ts), which checks
 *    the content (first bytes, header, pixels) before anything is stored.
 * Every refusal is a 422 on `file`: `too_big` (bytes or pixels), `invalid` (not an image taken).
 */

/**
 * Lets the routes of this plugin scope take multipart bodies: one file of at most `maxBytes`, a few
 * small text parts. Register it inside the plugin of the upload routes only.
 */
export async function acceptImageUploads(app: FastifyInstance, maxBytes = MAX_IMAGE_UPLOAD_BYTES): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
}

/**
 * A route's `preValidation`: reads the multipart body into `{ <its field>: File }` before
 * validation, so the route's zod schema checks it (and documents it). The byte bound is enforced
 * while reading: a bigger file is never buffered. A body that is not multipart is left to the schema.
 */
export async function readImageUpload(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  try {
    const part = await request.file();
    if (!part) {
      request.body = {};
      return;
    }
    const content = await part.toBuffer();
    // A Buffer read from a stream is backed by a plain ArrayBuffer (never a shared one): no copy needed.
    const bytes = new Uint8Array(content.buffer as ArrayBuffer, content.byteOffset, content.byteLength);
    request.body = { [part.fieldname]: new File([bytes], part.filename, { type: part.mimetype }) };
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw ValidationFailed.on(IMAGE_FIELD, 'too_big');
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) throw error;
    // busboy's parse errors (no boundary, truncated body…): the client sent no readable file.
    throw ValidationFailed.on(IMAGE_FIELD, 'invalid');
  }
}

/** The bytes of a file read by `readImageUpload`, for `storeImage`. */
export async function uploadedBytes(file: File): Promise<Buffer> {
  return Buffer.from(await file.arrayBuffer());
}
