import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { imageUploadBody, MAX_IMAGE_UPLOAD_BYTES, MAX_WHOLE_IMAGE_SIDE } from '@climb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fileStoreFor } from '../../src/media/file-store';
import { acceptImageUploads, readImageUpload, uploadedBytes } from '../../src/media/image-upload';
import { storeImage } from '../../src/media/image-variants';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The upload helper as any domain uses it, through a route of this test only: multipart read by
 * `readImageUpload`, the body checked by `imageUploadBody`, the image checked and stored by `storeImage`.
 */

let t: TestApp;
let uploadsDir: string;

async function testUploadRoute(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await acceptImageUploads(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/test/images/:kind',
      {
        preValidation: readImageUpload,
        schema: { params: z.object({ kind: z.enum(['avatar', 'plan']) }), body: imageUploadBody },
      },
      async (request) =>
        storeImage(fileStoreFor(app.appContext.config), request.params.kind, await uploadedBytes(request.body.file)),
    );
  });
}

beforeAll(async () => {
  t = await createTestApp({ extend: testUploadRoute });
  uploadsDir = join(t.config.dataDir, 'uploads');
});

afterAll(async () => {
  await t?.close();
});

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

function form(content: Buffer | string, filename: string, type: string): FormData {
  const data = new FormData();
  data.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }), filename);
  return data;
}

function upload(kind: 'avatar' | 'plan', payload: FormData) {
  return t.app.inject({ method: 'POST', url: `/test/images/${kind}`, payload });
}

/** Every file of the store, as keys. */
function storedFiles(folder = uploadsDir): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? storedFiles(path) : [relative(uploadsDir, path)];
  });
}

async function expectRefused(payload: FormData, rule: string, kind: 'avatar' | 'plan' = 'plan') {
  const before = storedFiles();
  const response = await upload(kind, payload);
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ error: { file: [rule] } });
  expect(storedFiles()).toEqual(before);
}

describe('an image upload', () => {
  it('refuses what is not an image by its content, whatever its name and type, and stores nothing', async () => {
    await expectRefused(form('I am not an image at all', 'plan.png', 'image/png'), 'invalid');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><circle r="20" cx="25" cy="25"/></svg>';
    await expectRefused(form(svg, 'plan.svg', 'image/svg+xml'), 'invalid');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), await png(40, 40)]);
    await expectRefused(form(pdf, 'plan.png', 'image/png'), 'invalid');
  });

  it('takes an image named and typed as anything else, by its content', async () => {
    const jpeg = await sharp(await png(300, 200))
      .jpeg()
      .toBuffer();
    const response = await upload('avatar', form(jpeg, 'notes.txt', 'text/plain'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ key: expect.stringMatching(/^avatars\/[0-9a-f-]{36}$/), width: 512 });
  });

  it('refuses a file of more bytes than the bound as too big, and stores nothing', async () => {
    const big = Buffer.concat([await png(100, 100), Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES)]);
    await expectRefused(form(big, 'plan.png', 'image/png'), 'too_big');
  });

  it('refuses an image of more pixels than the bound as too big, though its file is small, and stores nothing', async () => {
    const bomb = await sharp({ create: { width: 7100, height: 7100, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    await expectRefused(form(bomb, 'plan.png', 'image/png'), 'too_big');
    await expectRefused(form(bomb, 'avatar.png', 'image/png'), 'too_big', 'avatar');
  });

  it('refuses a truncated image as invalid, and stores nothing', async () => {
    const jpeg = await sharp(await png(400, 400))
      .jpeg()
      .toBuffer();
    await expectRefused(form(jpeg.subarray(0, jpeg.length / 2), 'plan.jpg', 'image/jpeg'), 'invalid');
  });
});

describe('an image kept whole (a plan)', () => {
  it('keeps its size and proportions, uncropped, reports its size and serves it', async () => {
    const response = await upload('plan', form(await png(1500, 600), 'plan.png', 'image/png'));
    expect(response.statusCode).toBe(200);
    const { key, width, height } = response.json();
    expect({ width, height }).toEqual({ width: 1500, height: 600 });
    expect(key).toMatch(/^plans\/[0-9a-f-]{36}$/);
    expect(storedFiles().filter((file) => file.startsWith(key))).toEqual([`${key}/large.webp`]);

    const served = await t.app.inject({ method: 'GET', url: `/uploads/${key}/large.webp` });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1500, height: 600 });
  });

  it('is reduced to the longest side allowed when larger, its ratio kept, and reports the stored size', async () => {
    const response = await upload('plan', form(await png(6000, 1500), 'hall.png', 'image/png'));
    expect(response.statusCode).toBe(200);
    const { key, width, height } = response.json();
    expect({ width, height }).toEqual({ width: MAX_WHOLE_IMAGE_SIDE, height: MAX_WHOLE_IMAGE_SIDE / 4 });
    const stored = await sharp(join(uploadsDir, key, 'large.webp')).metadata();
    expect({ width: stored.width, height: stored.height }).toEqual({ width, height });
  });
});
