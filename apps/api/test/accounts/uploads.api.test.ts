import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_IMAGE_UPLOAD_BYTES } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import type { DomainEvents } from '../../src/lib/domain-events';
import { authHeaders, createUser, DEFAULT_PASSWORD } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let uploadsDir: string;
const updates: DomainEvents['user.updated'][] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
  uploadsDir = join(t.config.dataDir, 'uploads');
  t.app.appContext.events.on('user.updated', (payload) => {
    updates.push(payload);
  });
});

beforeEach(() => {
  updates.length = 0;
});

afterAll(async () => {
  await t?.close();
});

async function signedIn() {
  const { user } = await createUser(t.db);
  return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

function png(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 49, g: 153, b: 78 } } })
    .png()
    .toBuffer();
}

function form(content: Buffer | string, filename: string, type: string, field = 'file'): FormData {
  const data = new FormData();
  data.append(field, new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }), filename);
  return data;
}

function upload(kind: 'avatar' | 'banner', headers: Record<string, string>, payload: FormData | object) {
  return t.app.inject({ method: 'POST', url: `/api/v1/current_users/${kind}.json`, headers, payload });
}

/** The path part of a URL the API gave (served by the same app). */
function pathOf(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(t.config.publicUrl);
  return parsed.pathname;
}

async function fetchImage(url: string) {
  return t.app.inject({ method: 'GET', url: pathOf(url) });
}

async function storedKeys(id: number) {
  const row = await t.db.query.users.findFirst({ where: eq(users.id, id) });
  return { avatar: row?.avatar_key ?? null, banner: row?.banner_key ?? null };
}

describe('POST /api/v1/current_users/avatar.json', () => {
  it('makes WebP variants of a real image, stores them on disk and serves them at their URLs', async () => {
    const { user, headers } = await signedIn();
    const response = await upload('avatar', headers, form(await png(), 'portrait.png', 'image/png'));
    expect(response.statusCode).toBe(200);
    const { avatar, banner } = response.json();
    expect(banner).toBeNull();
    expect(Object.keys(avatar).sort()).toEqual(['large', 'medium', 'thumbnail']);

    const { avatar: key } = await storedKeys(user.id);
    expect(key).toMatch(/^avatars\/[0-9a-f-]{36}$/);
    expect(readdirSync(join(uploadsDir, key as string)).sort()).toEqual([
      'large.webp',
      'medium.webp',
      'thumbnail.webp',
    ]);

    for (const [variant, size] of [
      ['thumbnail', 64],
      ['medium', 256],
      ['large', 512],
    ] as const) {
      expect(avatar[variant]).toBe(`${t.config.publicUrl}/uploads/${key}/${variant}.webp`);
      // Images load in <img> tags: no API key, no token.
      const served = await fetchImage(avatar[variant]);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width: size,
        height: size,
      });
    }

    expect((await t.app.inject({ method: 'GET', url: '/api/v1/current_users.json', headers })).json().avatar).toEqual(
      avatar,
    );
    expect(updates).toEqual([{ userId: user.id, reason: 'avatar' }]);
  });

  it('takes a JPEG named anything, by its content', async () => {
    const { headers } = await signedIn();
    const jpeg = await sharp(await png(300, 500))
      .jpeg()
      .toBuffer();
    const response = await upload('avatar', headers, form(jpeg, 'photo.txt', 'text/plain'));
    expect(response.statusCode).toBe(200);
    expect(response.json().avatar.large).toMatch(/\/large\.webp$/);
  });

  it('replaces the previous avatar and removes its files', async () => {
    const { user, headers } = await signedIn();
    const first = (await upload('avatar', headers, form(await png(), 'a.png', 'image/png'))).json().avatar;
    const firstKey = (await storedKeys(user.id)).avatar as string;
    const second = (await upload('avatar', headers, form(await png(400, 400), 'b.png', 'image/png'))).json().avatar;
    const secondKey = (await storedKeys(user.id)).avatar as string;

    expect(secondKey).not.toBe(firstKey);
    expect(existsSync(join(uploadsDir, firstKey))).toBe(false);
    expect((await fetchImage(first.large)).statusCode).toBe(404);
    expect((await fetchImage(second.large)).statusCode).toBe(200);
  });

  it('refuses a text file named .png with `file: invalid` and stores nothing', async () => {
    const { user, headers } = await signedIn();
    const before = existsSync(join(uploadsDir, 'avatars')) ? readdirSync(join(uploadsDir, 'avatars')).length : 0;
    const response = await upload('avatar', headers, form('I am not an image at all', 'avatar.png', 'image/png'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { file: ['invalid'] } });
    expect(await storedKeys(user.id)).toEqual({ avatar: null, banner: null });
    const after = existsSync(join(uploadsDir, 'avatars')) ? readdirSync(join(uploadsDir, 'avatars')).length : 0;
    expect(after).toBe(before);
    expect(updates).toEqual([]);
  });

  it('refuses an SVG (a document, not a photo) with `file: invalid`', async () => {
    const { headers } = await signedIn();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><circle r="20" cx="25" cy="25"/></svg>';
    const response = await upload('avatar', headers, form(svg, 'avatar.svg', 'image/svg+xml'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { file: ['invalid'] } });
  });

  it('refuses a file over 10 MB with `file: too_big`', async () => {
    const { user, headers } = await signedIn();
    const big = Buffer.concat([await png(), Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES)]);
    const response = await upload('avatar', headers, form(big, 'huge.png', 'image/png'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { file: ['too_big'] } });
    expect(await storedKeys(user.id)).toEqual({ avatar: null, banner: null });
  });

  it('lets 10 MB exactly through the size bound (then judges the content)', async () => {
    const { headers } = await signedIn();
    const response = await upload('avatar', headers, form(Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES), 'x.png', 'image/png'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { file: ['invalid'] } });
  });

  it('asks for the file when the form has none, or under another name', async () => {
    const { headers } = await signedIn();
    const onlyText = new FormData();
    onlyText.append('comment', 'no file here');
    const none = await upload('avatar', headers, onlyText);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ error: { file: ['required'] } });
    const misnamed = await upload('avatar', headers, form(await png(), 'a.png', 'image/png', 'image'));
    expect(misnamed.statusCode).toBe(422);
    expect(misnamed.json()).toEqual({ error: { file: ['required'], image: ['unknown'] } });
  });

  it('refuses a JSON body and a broken multipart body without a 500', async () => {
    const { headers } = await signedIn();
    const json = await upload('avatar', headers, { file: 'aGVsbG8=' });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toEqual({ error: { file: ['invalid'] } });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/current_users/avatar.json',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=nope' },
      payload: '--nope\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunfinished',
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toEqual({ error: { file: ['invalid'] } });

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/v1/current_users/avatar.json',
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    });
    expect(noBoundary.statusCode).toBe(422);
    expect(noBoundary.json()).toEqual({ error: { file: ['invalid'] } });
  });

  it('answers 401 to an anonymous upload', async () => {
    const response = await upload('avatar', t.keyHeaders, form(await png(), 'a.png', 'image/png'));
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/v1/current_users/banner.json', () => {
  it('makes the banner sizes, three times wider than high', async () => {
    const { user, headers } = await signedIn();
    const response = await upload('banner', headers, form(await png(1000, 1000), 'banner.png', 'image/png'));
    expect(response.statusCode).toBe(200);
    const { banner, avatar } = response.json();
    expect(avatar).toBeNull();
    expect(Object.keys(banner).sort()).toEqual(['large', 'medium']);
    expect((await storedKeys(user.id)).banner).toMatch(/^banners\/[0-9a-f-]{36}$/);
    const medium = await sharp((await fetchImage(banner.medium)).rawPayload).metadata();
    const large = await sharp((await fetchImage(banner.large)).rawPayload).metadata();
    expect([medium.width, medium.height, large.width, large.height]).toEqual([1024, 341, 1920, 640]);
    expect(updates).toEqual([{ userId: user.id, reason: 'banner' }]);
  });
});

describe('DELETE /api/v1/current_users/{avatar,banner}.json', () => {
  it('removes the image and its files', async () => {
    const { user, headers } = await signedIn();
    const { avatar } = (await upload('avatar', headers, form(await png(), 'a.png', 'image/png'))).json();
    const key = (await storedKeys(user.id)).avatar as string;
    updates.length = 0;

    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/current_users/avatar.json', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().avatar).toBeNull();
    expect(await storedKeys(user.id)).toEqual({ avatar: null, banner: null });
    expect(existsSync(join(uploadsDir, key))).toBe(false);
    expect((await fetchImage(avatar.thumbnail)).statusCode).toBe(404);
    expect(updates).toEqual([{ userId: user.id, reason: 'avatar' }]);

    const again = await t.app.inject({ method: 'DELETE', url: '/api/v1/current_users/banner.json', headers });
    expect(again.statusCode).toBe(200);
    expect(updates).toHaveLength(1);
  });
});

describe('account deletion', () => {
  it('removes the avatar and banner files', async () => {
    const { user, headers } = await signedIn();
    await upload('avatar', headers, form(await png(), 'a.png', 'image/png'));
    await upload('banner', headers, form(await png(), 'b.png', 'image/png'));
    const keys = await storedKeys(user.id);
    expect(existsSync(join(uploadsDir, keys.avatar as string))).toBe(true);

    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/current_users.json',
      headers,
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(response.statusCode).toBe(204);
    expect(existsSync(join(uploadsDir, keys.avatar as string))).toBe(false);
    expect(existsSync(join(uploadsDir, keys.banner as string))).toBe(false);
  });
});

describe('GET /uploads/*', () => {
  it('never serves anything outside the uploads folder, nor other file types', async () => {
    writeFileSync(join(uploadsDir, 'notes.txt'), 'private');
    expect(existsSync(join(t.config.dataDir, 'secrets.json'))).toBe(true);
    for (const url of [
      '/uploads/../secrets.json',
      '/uploads/..%2Fsecrets.json',
      '/uploads/%2e%2e/secrets.json',
      '/uploads/avatars/..%2F..%2Fsecrets.json',
      '/uploads/..%5csecrets.json',
      '/uploads/notes.txt',
      '/uploads/',
      '/uploads/avatars/nothing/large.webp',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('jwt_secret');
      expect(response.body, url).not.toContain('private');
    }
  });
});
