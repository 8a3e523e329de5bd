import { MAX_PHOTO_UPLOAD_BYTES, type Photo } from '@climb/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrag } from '../factories/outdoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import type { TestApp } from '../helpers/test-app';
import { CAMERA, callApi, jpeg, phonePhoto, photoForm, uploadPhoto } from './media-api';

/** The app with one driver of the file store, as the upload suite uses it. */
export interface PhotoStoreUnderTest {
  t: TestApp;
  /** Every key the driver holds (the disk folder, the bucket), sorted. */
  listKeys(): Promise<string[]>;
  /** The bytes a browser gets at a file's address (the app's `/uploads/…`, or the store's own address). */
  fetchFile(url: string): Promise<{ status: number; body: Buffer }>;
  close(): Promise<void>;
}

/** The keys of a stored photo's three sizes. */
function keysOf(photo: Photo, baseUrl: (url: string) => string): string[] {
  return Object.values(photo.variants)
    .map((variant) => baseUrl(variant.url))
    .sort();
}

/**
 * The photo upload as climbers use it, on one driver of the file store (docs/domain/media.md): every size oriented
 * and without the camera's metadata, refusals by content and by bytes storing nothing, a photo deleted (or its
 * record) taking its files. Run on the disk (`photo-upload.disk.api.test.ts`) and on S3 (`photo-upload.s3.api.test.ts`).
 */
export function describePhotoUploads(driver: string, start: () => Promise<PhotoStoreUnderTest>): void {
  describe(`photo uploads with the files on ${driver}`, () => {
    let under: PhotoStoreUnderTest;
    let climber: Record<string, string>;
    let admin: Record<string, string>;
    let cragId: number;
    /** A file's key from its address: the part after the store's `photos/` folder. */
    const keyOf = (url: string) => url.slice(url.indexOf('photos/'));

    beforeAll(async () => {
      under = await start();
      const { t } = under;
      const { user } = await createUser(t.db, { first_name: 'Lina' });
      const { user: adminUser } = await createUser(t.db, { super_admin: true });
      climber = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
      admin = await authHeaders(adminUser, t.config.jwtSecret, t.keyHeaders);
      cragId = (await createCrag(t.db)).id;
    }, 60_000);

    afterAll(async () => {
      await under?.close();
    });

    it('stores a phone’s photo in three sizes, each turned as shown and without its GPS position or camera', async () => {
      const original = await phonePhoto();
      const exif = (await sharp(original).metadata()).exif;
      expect(exif?.includes(Buffer.from(CAMERA.Model))).toBe(true);

      const response = await uploadPhoto(under.t, climber, { type: 'crags', id: cragId }, { file: original });
      expect(response.statusCode, response.body).toBe(201);
      const photo = response.json<Photo>();
      // Shown 800 × 1200 (turned a quarter): within every box but the thumbnail's.
      expect({ width: photo.width, height: photo.height }).toEqual({ width: 800, height: 1200 });
      expect(photo.variants).toEqual({
        thumbnail: { url: expect.any(String), width: 320, height: 480 },
        medium: { url: expect.any(String), width: 800, height: 1200 },
        large: { url: expect.any(String), width: 800, height: 1200 },
      });
      expect(await under.listKeys()).toEqual(expect.arrayContaining(keysOf(photo, keyOf)));

      for (const [name, variant] of Object.entries(photo.variants)) {
        const served = await under.fetchFile(variant.url);
        expect(served.status, name).toBe(200);
        const meta = await sharp(served.body).metadata();
        expect({ name, format: meta.format, width: meta.width, height: meta.height }).toEqual({
          name,
          format: 'webp',
          width: variant.width,
          height: variant.height,
        });
        // Nothing of the original's metadata: no EXIF block, no orientation left to apply, no camera, no GPS.
        expect(meta.exif, name).toBeUndefined();
        expect(meta.orientation ?? 1, name).toBe(1);
        expect(served.body.includes(Buffer.from(CAMERA.Model)), name).toBe(false);
        expect(served.body.includes(Buffer.from('GPS')), name).toBe(false);
        // Turned as shown: the original's left half (red) is now on top, its right half (blue) below.
        const { data, info } = await sharp(served.body).raw().toBuffer({ resolveWithObject: true });
        const pixel = (x: number, y: number) => {
          const at = (y * info.width + x) * info.channels;
          return [data[at], data[at + 1], data[at + 2]] as number[];
        };
        const [topRed, , topBlue] = pixel(Math.floor(info.width / 2), Math.floor(info.height / 8));
        const [bottomRed, , bottomBlue] = pixel(Math.floor(info.width / 2), Math.floor((info.height * 7) / 8));
        expect(topRed, name).toBeGreaterThan(150);
        expect(topBlue, name).toBeLessThan(80);
        expect(bottomBlue, name).toBeGreaterThan(150);
        expect(bottomRed, name).toBeLessThan(80);
      }
    });

    it('takes a PNG and a WebP, kept at their proportions', async () => {
      for (const [format, file] of [
        [
          'png',
          await sharp(await jpeg(3000, 1000))
            .png()
            .toBuffer(),
        ],
        [
          'webp',
          await sharp(await jpeg(900, 1350))
            .webp()
            .toBuffer(),
        ],
      ] as const) {
        const response = await uploadPhoto(under.t, climber, { type: 'crags', id: cragId }, { file });
        expect(response.statusCode, `${format}: ${response.body}`).toBe(201);
        const { width, height, variants } = response.json<Photo>();
        expect(width / height, format).toBeCloseTo(format === 'png' ? 3 : 2 / 3, 2);
        expect(variants.thumbnail.width / variants.thumbnail.height, format).toBeCloseTo(width / height, 1);
      }
    });

    it('refuses a text file named .jpg, a GIF and a file cut short as invalid, and stores nothing', async () => {
      const gif = await sharp(await jpeg(200, 200))
        .gif()
        .toBuffer();
      const cut = (await jpeg(1000, 800)).subarray(0, 2_000);
      for (const [label, file] of [
        ['text named .jpg', Buffer.from('Dear diary, today I climbed a 7a.')],
        ['a GIF', gif],
        ['a JPEG cut short', cut],
      ] as const) {
        const before = await under.listKeys();
        const response = await under.t.app.inject({
          method: 'POST',
          url: '/api/v1/photos.json',
          headers: climber,
          payload: photoForm({ illustrable_type: 'crags', illustrable_id: cragId }, file, 'summit.jpg'),
        });
        expect(response.statusCode, label).toBe(422);
        expect(response.json(), label).toEqual({ error: { file: ['invalid'] } });
        expect(await under.listKeys(), label).toEqual(before);
      }
    });

    it(`refuses a file over ${MAX_PHOTO_UPLOAD_BYTES} bytes as too big, and stores nothing`, async () => {
      const before = await under.listKeys();
      const big = Buffer.concat([await jpeg(400, 300), Buffer.alloc(MAX_PHOTO_UPLOAD_BYTES)]);
      const response = await uploadPhoto(under.t, climber, { type: 'crags', id: cragId }, { file: big });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { file: ['too_big'] } });
      expect(await under.listKeys()).toEqual(before);
    });

    it('removes a deleted photo’s files', async () => {
      const response = await uploadPhoto(under.t, climber, { type: 'crags', id: cragId });
      const photo = response.json<Photo>();
      const keys = keysOf(photo, keyOf);
      expect(await under.listKeys()).toEqual(expect.arrayContaining(keys));
      const deleted = await callApi(under.t, 'DELETE', `photos/${photo.id}.json`, climber);
      expect(deleted.statusCode).toBe(204);
      const left = await under.listKeys();
      for (const key of keys) expect(left).not.toContain(key);
      expect((await under.fetchFile(photo.variants.large.url)).status).not.toBe(200);
    });

    it('removes the photos of a deleted crag, with their files', async () => {
      const crag = await createCrag(under.t.db);
      const photo = (await uploadPhoto(under.t, climber, { type: 'crags', id: crag.id })).json<Photo>();
      const keys = keysOf(photo, keyOf);
      const deleted = await callApi(under.t, 'DELETE', `crags/${crag.id}.json`, admin);
      expect(deleted.statusCode).toBe(204);
      const left = await under.listKeys();
      for (const key of keys) expect(left).not.toContain(key);
      expect((await callApi(under.t, 'GET', `photos/${photo.id}.json`, under.t.keyHeaders)).statusCode).toBe(404);
    });
  });
}
