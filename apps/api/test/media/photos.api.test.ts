import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Photo, PhotoInGallery } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaTargets } from '../../src/composition';
import { areas, photos } from '../../src/db/schema';
import { CATALOGUE_VERSION, gymVersion } from '../../src/lib/shared-cache';
import type { MediaTargets } from '../../src/media/media.public';
import { createPhoto } from '../../src/media/photos/photo.service';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../factories/indoor.factory';
import { createPhotoRow } from '../factories/media.factory';
import { createCrag, createCragRoute, createSector } from '../factories/outdoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { callApi, jpeg, uploadPhoto } from './media-api';

/*
 * Photos of any record through the API (docs/domain/media.md): who may do what, every refusal, the gallery's order
 * and the viewer's neighbours, the cover, the climber's own list, the credit, and the page-cache versions each
 * write moves. Most photos here are rows made by the factory; the upload path itself is `photo-upload.suite.ts`.
 */

let t: TestApp;
const callers = {
  visitor: {} as Record<string, string>,
  author: {} as Record<string, string>,
  other: {} as Record<string, string>,
  admin: {} as Record<string, string>,
};
let authorId: number;
let cragId: number;

beforeAll(async () => {
  t = await createTestApp();
  const author = await createUser(t.db, { first_name: 'Nadia', last_name: 'Dalle' });
  const { user: other } = await createUser(t.db, { first_name: 'Olivier' });
  const { user: admin } = await createUser(t.db, { super_admin: true });
  authorId = author.user.id;
  callers.visitor = t.keyHeaders;
  callers.author = await authHeaders(author.user, t.config.jwtSecret, t.keyHeaders);
  callers.other = await authHeaders(other, t.config.jwtSecret, t.keyHeaders);
  callers.admin = await authHeaders(admin, t.config.jwtSecret, t.keyHeaders);
  cragId = (await createCrag(t.db, { name: 'Orpierre', slug_name: 'orpierre' })).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function expectStatus(
  status: number,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const response = await callApi(t, method, url, headers, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response;
}

async function versions(names: string[]): Promise<number[]> {
  return t.app.appContext.cache.versions(names);
}

describe('who may do what with a photo', () => {
  it('lets a visitor look, and asks them to sign in to upload, change or remove (401)', async () => {
    const photo = await createPhotoRow(t.db, { type: 'crags', id: cragId }, authorId);
    await expectStatus(200, 'GET', `photos.json?illustrable_type=crags&illustrable_id=${cragId}`, callers.visitor);
    await expectStatus(200, 'GET', `photos/${photo.id}.json`, callers.visitor);
    expect((await uploadPhoto(t, callers.visitor, { type: 'crags', id: cragId })).statusCode).toBe(401);
    await expectStatus(401, 'PUT', `photos/${photo.id}.json`, callers.visitor, { description: 'Vue du parking' });
    await expectStatus(401, 'DELETE', `photos/${photo.id}.json`, callers.visitor);
    await expectStatus(401, 'GET', 'current_users/photos.json', callers.visitor);
  });

  it('refuses another climber the change and the removal (403), and lets the author and a site administrator', async () => {
    const photo = await createPhotoRow(t.db, { type: 'crags', id: cragId }, authorId);
    const refused = await expectStatus(403, 'PUT', `photos/${photo.id}.json`, callers.other, { licence: 'cc0' });
    expect(refused.json()).toMatchObject({ code: 'forbidden', need: { role: 'super_admin' } });
    await expectStatus(403, 'DELETE', `photos/${photo.id}.json`, callers.other);
    const [row] = await t.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row?.licence).toBe('all_rights_reserved');

    const byAuthor = await expectStatus(200, 'PUT', `photos/${photo.id}.json`, callers.author, { licence: 'cc_by' });
    expect(byAuthor.json<Photo>().licence).toBe('cc_by');
    const byAdmin = await expectStatus(200, 'PUT', `photos/${photo.id}.json`, callers.admin, {
      description: 'La face sud',
    });
    expect(byAdmin.json<Photo>()).toMatchObject({ description: 'La face sud', licence: 'cc_by' });
    await expectStatus(204, 'DELETE', `photos/${photo.id}.json`, callers.admin);
    await expectStatus(404, 'GET', `photos/${photo.id}.json`, callers.visitor);

    const own = await createPhotoRow(t.db, { type: 'crags', id: cragId }, authorId);
    await expectStatus(204, 'DELETE', `photos/${own.id}.json`, callers.author);
  });

  it('answers 404 for a photo that does not exist', async () => {
    await expectStatus(404, 'GET', 'photos/999999.json', callers.visitor);
    await expectStatus(404, 'PUT', 'photos/999999.json', callers.author, { licence: 'cc0' });
    await expectStatus(404, 'DELETE', 'photos/999999.json', callers.author);
  });
});

describe('the refusals of a photo (422)', () => {
  it.each([
    ['a kind of record that takes no photos', { illustrable_type: 'boulders' }, { illustrable_type: ['not_included'] }],
    ['a record that does not exist', { illustrable_id: 999_999 }, { illustrable_id: ['not_found'] }],
    ['a licence not offered', { licence: 'gpl' }, { licence: ['not_included'] }],
    ['a description over 1,000 characters', { description: 'é'.repeat(1_001) }, { description: ['too_long'] }],
    ['a text part over what a form part may hold', { description: 'x'.repeat(9_000) }, { description: ['too_long'] }],
    ['a credit over 120 characters', { author: 'x'.repeat(121) }, { author: ['too_long'] }],
    ['a cover that is neither true nor false', { cover: 'yes' }, { cover: ['not_included'] }],
    ['a field the upload does not take', { title: 'Céüse' }, { title: ['unknown'] }],
  ])('refuses %s', async (_what, fields, errors) => {
    const before = await t.db.select().from(photos);
    const { illustrable_type = 'crags', illustrable_id = cragId, ...rest } = fields as Record<string, string | number>;
    const response = await uploadPhoto(
      t,
      callers.author,
      { type: String(illustrable_type), id: Number(illustrable_id) },
      rest,
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ error: errors });
    expect(await t.db.select().from(photos)).toHaveLength(before.length);
  });

  it('refuses a field given twice', async () => {
    const form = new FormData();
    form.append('illustrable_type', 'crags');
    form.append('illustrable_id', String(cragId));
    form.append('licence', 'cc0');
    form.append('licence', 'cc_by');
    form.append('file', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await callApi(t, 'POST', 'photos.json', callers.author, form);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { licence: ['not_included'] } });
  });

  it('refuses an upload without its file, and a record id that is no id', async () => {
    const form = new FormData();
    form.append('illustrable_type', 'crags');
    form.append('illustrable_id', String(cragId));
    const noFile = await callApi(t, 'POST', 'photos.json', callers.author, form);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json()).toEqual({ error: { file: ['required'] } });
    const badId = await uploadPhoto(t, callers.author, { type: 'crags', id: 0 });
    expect(badId.statusCode).toBe(422);
    expect(Object.keys(badId.json().error)).toEqual(['illustrable_id']);
  });

  it('refuses an update with nothing, or with a licence or texts out of bounds', async () => {
    const photo = await createPhotoRow(t.db, { type: 'crags', id: cragId }, authorId);
    const url = `photos/${photo.id}.json`;
    expect((await expectStatus(422, 'PUT', url, callers.author, {})).json()).toEqual({ error: { base: ['required'] } });
    expect((await expectStatus(422, 'PUT', url, callers.author, { licence: 'wtfpl' })).json()).toEqual({
      error: { licence: ['not_included'] },
    });
    expect((await expectStatus(422, 'PUT', url, callers.author, { author: 'a'.repeat(121) })).json()).toEqual({
      error: { author: ['too_long'] },
    });
    expect((await expectStatus(422, 'PUT', url, callers.author, { cover: 'true' })).json()).toEqual({
      error: { cover: ['invalid'] },
    });
  });
});

describe('a record’s gallery', () => {
  it('lists the cover first, then the newest, paged, with the viewer’s neighbours of each photo', async () => {
    const crag = await createCrag(t.db);
    const target = { type: 'crags', id: crag.id } as const;
    const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 10, minutes));
    const [a, b, c, d] = [
      await createPhotoRow(t.db, target, authorId, { created_at: at(1) }),
      await createPhotoRow(t.db, target, authorId, { created_at: at(2) }),
      await createPhotoRow(t.db, target, authorId, { created_at: at(3) }),
      await createPhotoRow(t.db, target, authorId, { created_at: at(3) }),
    ].map((row) => row.id) as [number, number, number, number];
    const list = async (query = '') => {
      const response = await expectStatus(
        200,
        'GET',
        `photos.json?illustrable_type=crags&illustrable_id=${crag.id}${query}`,
        callers.visitor,
      );
      return { ids: response.json<Photo[]>().map((photo) => photo.id), total: response.headers['x-total-count'] };
    };
    // Same minute for c and d: the later row first.
    expect(await list()).toEqual({ ids: [d, c, b, a], total: '4' });

    await expectStatus(200, 'PUT', `photos/${b}.json`, callers.author, { cover: true });
    expect((await list()).ids).toEqual([b, d, c, a]);
    expect(await list('&per_page=2&page=2')).toEqual({ ids: [c, a], total: '4' });

    const gallery = async (id: number) =>
      (await expectStatus(200, 'GET', `photos/${id}.json`, callers.visitor)).json<PhotoInGallery>().gallery;
    expect(await gallery(b)).toEqual({ position: 1, count: 4, previous_id: null, next_id: d });
    expect(await gallery(d)).toEqual({ position: 2, count: 4, previous_id: b, next_id: c });
    expect(await gallery(c)).toEqual({ position: 3, count: 4, previous_id: d, next_id: a });
    expect(await gallery(a)).toEqual({ position: 4, count: 4, previous_id: c, next_id: null });
  });

  it('keeps one cover per record: choosing another unsets the first, uploading one as cover too', async () => {
    const crag = await createCrag(t.db);
    const target = { type: 'crags', id: crag.id } as const;
    const first = await createPhotoRow(t.db, target, authorId);
    const second = await createPhotoRow(t.db, target, authorId);
    const elsewhere = await createPhotoRow(t.db, { type: 'crags', id: cragId }, authorId, { cover: false });
    await expectStatus(200, 'PUT', `photos/${first.id}.json`, callers.author, { cover: true });
    await expectStatus(200, 'PUT', `photos/${second.id}.json`, callers.admin, { cover: true });
    const covers = async () =>
      (await t.db.select().from(photos).where(eq(photos.illustrable_id, crag.id)))
        .filter((row) => row.illustrable_type === 'crags' && row.cover)
        .map((row) => row.id);
    expect(await covers()).toEqual([second.id]);

    const uploaded = await uploadPhoto(t, callers.other, target, { cover: 'true' });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json<Photo>().cover).toBe(true);
    expect(await covers()).toEqual([uploaded.json<Photo>().id]);

    await expectStatus(200, 'PUT', `photos/${uploaded.json<Photo>().id}.json`, callers.other, { cover: false });
    expect(await covers()).toEqual([]);
    // Another record's photos are not touched.
    const [kept] = await t.db.select().from(photos).where(eq(photos.id, elsewhere.id));
    expect(kept?.updated_at).toEqual(elsewhere.updated_at);
  });

  it('answers 404 for the gallery of a record that does not exist, 422 for a kind that takes no photos', async () => {
    await expectStatus(404, 'GET', 'photos.json?illustrable_type=crags&illustrable_id=999999', callers.visitor);
    const unknown = await expectStatus(
      422,
      'GET',
      'photos.json?illustrable_type=boulders&illustrable_id=1',
      callers.visitor,
    );
    expect(unknown.json()).toEqual({ error: { illustrable_type: ['not_included'] } });
  });
});

describe('the record of a photo', () => {
  it('names each kind of record and leads to its page', async () => {
    const crag = await createCrag(t.db, { name: 'Buoux', slug_name: 'buoux' });
    const sector = await createSector(t.db, crag.id, { name: 'Bout du monde', slug_name: 'bout-du-monde' });
    const route = await createCragRoute(t.db, crag.id, { name: 'Rêve de papillon', slug_name: 'reve-de-papillon' });
    const [area] = await t.db.insert(areas).values({ name: 'Luberon', slug_name: 'luberon' }).returning();
    const gym = await createGym(t.db, { name: 'Bloc Gerland', slug_name: 'bloc-gerland' });
    const space = await createGymSpace(t.db, gym.id, { name: 'Grande salle', slug_name: 'grande-salle' });
    const gymSector = await createGymSector(t.db, space, { name: 'Le Dévers' });
    const unnamed = await createGymRoute(t.db, gymSector, { grade_text: '6a' });
    const named = await createGymRoute(t.db, gymSector, { name: 'La Fissure' });
    const cases = [
      ['crags', crag.id, { name: 'Buoux', path: `/crags/${crag.id}/buoux`, gym_id: null }],
      [
        'crag_sectors',
        sector.id,
        { name: 'Bout du monde', path: `/crag-sectors/${sector.id}/bout-du-monde`, gym_id: null },
      ],
      [
        'crag_routes',
        route.id,
        { name: 'Rêve de papillon', path: `/crag-routes/${route.id}/reve-de-papillon`, gym_id: null },
      ],
      ['areas', area?.id as number, { name: 'Luberon', path: `/areas/${area?.id}/luberon`, gym_id: null }],
      ['gyms', gym.id, { name: 'Bloc Gerland', path: `/gyms/${gym.id}/bloc-gerland`, gym_id: gym.id }],
      [
        'gym_spaces',
        space.id,
        { name: 'Grande salle', path: `/gyms/${gym.id}/bloc-gerland/spaces/${space.id}/grande-salle`, gym_id: gym.id },
      ],
      [
        'gym_routes',
        unnamed.id,
        {
          name: '6a – Le Dévers',
          path: `/gyms/${gym.id}/bloc-gerland/spaces/${space.id}/grande-salle?route=${unnamed.id}`,
          gym_id: gym.id,
        },
      ],
      ['gym_routes', named.id, { name: 'La Fissure', gym_id: gym.id }],
    ] as const;
    for (const [type, id, expected] of cases) {
      const photo = await createPhotoRow(t.db, { type, id }, authorId);
      const answer = (await expectStatus(200, 'GET', `photos/${photo.id}.json`, callers.visitor)).json<Photo>();
      expect(answer.target, type).toMatchObject({ type, id, ...expected });
    }
  });
});

describe('a climber’s own photos and their credit', () => {
  it('lists the photos I uploaded, the newest first, paged with their total', async () => {
    const { user } = await createUser(t.db, { first_name: 'Mia' });
    const headers = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
    const gym = await createGym(t.db);
    const mine = [
      await createPhotoRow(t.db, { type: 'crags', id: cragId }, user.id, { created_at: new Date('2026-01-01') }),
      await createPhotoRow(t.db, { type: 'gyms', id: gym.id }, user.id, { created_at: new Date('2026-02-01') }),
      await createPhotoRow(t.db, { type: 'crags', id: cragId }, user.id, { created_at: new Date('2026-03-01') }),
    ];
    await createPhotoRow(t.db, { type: 'crags', id: cragId }, authorId);
    const page = await expectStatus(200, 'GET', 'current_users/photos.json?per_page=2', headers);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json<Photo[]>().map((photo) => photo.id)).toEqual([mine[2]?.id, mine[1]?.id]);
    const next = await expectStatus(200, 'GET', 'current_users/photos.json?per_page=2&page=2', headers);
    expect(next.json<Photo[]>().map((photo) => photo.id)).toEqual([mine[0]?.id]);
  });

  it('credits the photographer written, else the uploader; a former member’s photo keeps its credit, not its user', async () => {
    const leaving = await createUser(t.db, { first_name: 'Zoé', last_name: 'Départ' });
    const headers = await authHeaders(leaving.user, t.config.jwtSecret, t.keyHeaders);
    const credited = await createPhotoRow(t.db, { type: 'crags', id: cragId }, leaving.user.id, {
      author: 'Pierre Photographe',
    });
    const uncredited = await createPhotoRow(t.db, { type: 'crags', id: cragId }, leaving.user.id);
    const read = async (id: number) =>
      (await expectStatus(200, 'GET', `photos/${id}.json`, callers.visitor)).json<Photo>();
    expect(await read(credited.id)).toMatchObject({ author: 'Pierre Photographe', user: { name: 'Zoé Départ' } });
    expect(await read(uncredited.id)).toMatchObject({ author: 'Zoé Départ', user: { uuid: leaving.user.uuid } });

    await expectStatus(204, 'DELETE', 'current_users.json', headers, { password: leaving.password });
    expect(await read(credited.id)).toMatchObject({ author: 'Pierre Photographe', user: null });
    expect(await read(uncredited.id)).toMatchObject({ author: '', user: null });
  });
});

describe('the page-cache versions a photo moves', () => {
  it('moves its record’s photos page and every photo page of the gallery, never its record’s own page', async () => {
    const crag = await createCrag(t.db);
    const other = await createPhotoRow(t.db, { type: 'crags', id: crag.id }, authorId);
    const names = [`media:crags:${crag.id}`, `photo:${other.id}`, `media:crags:${cragId}`, `crag:${crag.id}`];
    const before = await versions(names);
    const uploaded = await uploadPhoto(t, callers.author, { type: 'crags', id: crag.id });
    expect(uploaded.statusCode).toBe(201);
    const id = uploaded.json<Photo>().id;
    const afterUpload = await versions(names);
    expect(afterUpload.slice(0, 2).every((version, index) => version > (before[index] as number))).toBe(true);
    // Another record's photos, and the crag's own page (its HTML holds none of its media), stay as they were.
    expect(afterUpload.slice(2)).toEqual(before.slice(2));

    const own = (await versions([`photo:${id}`]))[0] as number;
    await expectStatus(200, 'PUT', `photos/${id}.json`, callers.author, { cover: true });
    const afterUpdate = await versions([...names.slice(0, 2), `photo:${id}`]);
    expect(afterUpdate.every((version, index) => version > ((index < 2 ? afterUpload[index] : own) as number))).toBe(
      true,
    );

    await expectStatus(204, 'DELETE', `photos/${id}.json`, callers.author);
    const afterDelete = await versions([...names.slice(0, 2), `photo:${id}`]);
    expect(afterDelete.every((version, index) => version > (afterUpdate[index] as number))).toBe(true);
  });

  it('moves neither a gym’s pages nor the whole catalogue for a photo of a space, a gym route or a sector', async () => {
    const gym = await createGym(t.db);
    const space = await createGymSpace(t.db, gym.id);
    const route = await createGymRoute(t.db, await createGymSector(t.db, space));
    const sector = await createSector(t.db, cragId);
    for (const [type, id, kept] of [
      ['gym_spaces', space.id, gymVersion(gym.id)],
      ['gym_routes', route.id, gymVersion(gym.id)],
      ['crag_sectors', sector.id, CATALOGUE_VERSION],
    ] as const) {
      const [before, media] = await versions([kept, `media:${type}:${id}`]);
      const response = await uploadPhoto(t, callers.author, { type, id });
      expect(response.statusCode, response.body).toBe(201);
      const [after, mediaAfter] = await versions([kept, `media:${type}:${id}`]);
      expect(after, type).toBe(before);
      expect(mediaAfter, type).toBeGreaterThan(media as number);
    }
  });
});

describe('a record deleted', () => {
  it('takes the photos of its own and of the records deleted with it', async () => {
    const crag = await createCrag(t.db);
    const sector = await createSector(t.db, crag.id);
    const route = await createCragRoute(t.db, crag.id, { crag_sector_id: sector.id });
    const keep = await createPhotoRow(t.db, { type: 'crags', id: cragId }, authorId);
    const gone = [
      await createPhotoRow(t.db, { type: 'crags', id: crag.id }, authorId),
      await createPhotoRow(t.db, { type: 'crag_sectors', id: sector.id }, authorId),
      await createPhotoRow(t.db, { type: 'crag_routes', id: route.id }, authorId),
    ];
    await expectStatus(204, 'DELETE', `crags/${crag.id}.json`, callers.admin);
    for (const photo of gone) await expectStatus(404, 'GET', `photos/${photo.id}.json`, callers.visitor);
    await expectStatus(200, 'GET', `photos/${keep.id}.json`, callers.visitor);

    const gym = await createGym(t.db);
    const space = await createGymSpace(t.db, gym.id);
    const gymRoute = await createGymRoute(t.db, await createGymSector(t.db, space));
    const indoor = [
      await createPhotoRow(t.db, { type: 'gyms', id: gym.id }, authorId),
      await createPhotoRow(t.db, { type: 'gym_spaces', id: space.id }, authorId),
      await createPhotoRow(t.db, { type: 'gym_routes', id: gymRoute.id }, authorId),
    ];
    await expectStatus(204, 'DELETE', `gyms/${gym.id}.json`, callers.admin);
    for (const photo of indoor) await expectStatus(404, 'GET', `photos/${photo.id}.json`, callers.visitor);
  });
});

describe('a photo whose row cannot be kept', () => {
  /** The folders of the stored photos (one per photo). */
  const photoFolders = () => {
    const root = join(t.config.dataDir, 'uploads', 'photos');
    return existsSync(root) ? readdirSync(root).sort() : [];
  };
  const upload = async (targets: MediaTargets, fields: { author?: string } = {}) =>
    createPhoto(
      { ...t.app.appContext, targets },
      { id: authorId, super_admin: false },
      { illustrable_type: 'crags', illustrable_id: cragId, ...fields },
      await jpeg(),
    );

  it('takes its stored files with it when the row is refused', async () => {
    const before = photoFolders();
    // A credit longer than its column (the schema stops it first on the API): the insert fails.
    await expect(upload(mediaTargets(t.app.appContext), { author: 'x'.repeat(200) })).rejects.toThrow();
    expect(photoFolders()).toEqual(before);
  });

  it('goes, with its files, when its record is deleted while it is written (422 not_found)', async () => {
    const before = photoFolders();
    const registered = mediaTargets(t.app.appContext);
    let asked = 0;
    // The record exists when checked, and is gone when the photo's answer is made.
    const vanishing: MediaTargets = {
      ...registered,
      crags: {
        describe: async (ids) => {
          asked += 1;
          return asked === 1 ? ((await registered.crags?.describe(ids)) ?? new Map()) : new Map();
        },
      },
    };
    const rows = (await t.db.select().from(photos)).length;
    await expect(upload(vanishing)).rejects.toMatchObject({ errors: { illustrable_id: ['not_found'] } });
    expect((await t.db.select().from(photos)).length).toBe(rows);
    expect(photoFolders()).toEqual(before);
  });
});
