import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../src/db/schema';
import { createCrag } from '../factories/outdoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { jpeg, uploadPhoto } from './media-api';

/*
 * The climbers' upload limits (docs/domain/media.md, "Limits"), made small for the test: a number of photos per
 * hour, counted before the file is read, and bytes per day, counted once it is read; past either, 429 with
 * Retry-After, and nothing stored. A refused file's bytes are not counted.
 */

const BYTES_PER_DAY = 300_000;
let t: TestApp;
let cragId: number;

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMITS: `photo_upload_account=5/3600,photo_upload_bytes_account=${BYTES_PER_DAY}/86400` },
  });
  cragId = (await createCrag(t.db)).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function climber() {
  const { user } = await createUser(t.db);
  return authHeaders(user, t.config.jwtSecret, t.keyHeaders);
}

/** A PNG of noise, which no compression makes smaller: about 120 KB. */
function noise(): Promise<Buffer> {
  return sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } })
    .png()
    .toBuffer();
}

describe('the photo upload limits', () => {
  it('lets a climber upload their number of photos an hour, then answers 429 with Retry-After', async () => {
    const headers = await climber();
    for (let index = 0; index < 5; index += 1) {
      expect((await uploadPhoto(t, headers, { type: 'crags', id: cragId })).statusCode).toBe(201);
    }
    const stored = (await t.db.select().from(photos)).length;
    const refused = await uploadPhoto(t, headers, { type: 'crags', id: cragId });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await t.db.select().from(photos)).length).toBe(stored);
    // Another climber is not held back.
    expect((await uploadPhoto(t, await climber(), { type: 'crags', id: cragId })).statusCode).toBe(201);
  });

  it('counts the bytes of a day: past them 429, a smaller photo still fits, a refused file counts nothing', async () => {
    const headers = await climber();
    const [first, second, third] = [await noise(), await noise(), await noise()];
    expect(first.length + second.length).toBeLessThan(BYTES_PER_DAY);
    expect(first.length + second.length + third.length).toBeGreaterThan(BYTES_PER_DAY);

    const notAnImage = Buffer.alloc(BYTES_PER_DAY - 1_000, 'x');
    const invalid = await uploadPhoto(t, headers, { type: 'crags', id: cragId }, { file: notAnImage });
    expect(invalid.statusCode).toBe(422);
    expect((await uploadPhoto(t, headers, { type: 'crags', id: cragId }, { file: first })).statusCode).toBe(201);
    expect((await uploadPhoto(t, headers, { type: 'crags', id: cragId }, { file: second })).statusCode).toBe(201);
    const over = await uploadPhoto(t, headers, { type: 'crags', id: cragId }, { file: third });
    expect(over.statusCode).toBe(429);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const small = await jpeg(300, 200);
    expect((await uploadPhoto(t, headers, { type: 'crags', id: cragId }, { file: small })).statusCode).toBe(201);
  });
});
