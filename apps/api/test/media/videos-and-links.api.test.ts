import type { Link, Video } from '@climb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { links, videos } from '../../src/db/schema';
import { gymVersion } from '../../src/lib/shared-cache';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../factories/indoor.factory';
import { createLinkRow, createVideoRow } from '../factories/media.factory';
import { createCrag, createSector } from '../factories/outdoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { callApi } from './media-api';

/*
 * Videos and links of any record through the API (docs/domain/media.md): addresses checked and reduced (a video
 * to its provider and id, a link to http or https), who may do what, every refusal, the climber's own videos, and
 * the page-cache versions each write moves.
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
  const { user: author } = await createUser(t.db, { first_name: 'Inès' });
  const { user: other } = await createUser(t.db);
  const { user: admin } = await createUser(t.db, { super_admin: true });
  authorId = author.id;
  callers.visitor = t.keyHeaders;
  callers.author = await authHeaders(author, t.config.jwtSecret, t.keyHeaders);
  callers.other = await authHeaders(other, t.config.jwtSecret, t.keyHeaders);
  callers.admin = await authHeaders(admin, t.config.jwtSecret, t.keyHeaders);
  cragId = (await createCrag(t.db, { name: 'Saint-Léger', slug_name: 'saint-leger' })).id;
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

describe('a video', () => {
  it('is kept as its provider and id, answered with its page and its player at the provider', async () => {
    const created = await expectStatus(201, 'POST', 'videos.json', callers.author, {
      viewable_type: 'crags',
      viewable_id: cragId,
      url: '  https://youtu.be/dQw4w9WgXcQ?si=share  ',
      description: 'La Jungle en tête',
    });
    const video = created.json<Video>();
    expect(video).toMatchObject({
      viewable_type: 'crags',
      viewable_id: cragId,
      target: { type: 'crags', id: cragId, name: 'Saint-Léger', path: `/crags/${cragId}/saint-leger`, gym_id: null },
      provider: 'youtube',
      provider_id: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
      description: 'La Jungle en tête',
      user: { name: expect.stringContaining('Inès') },
    });

    const changed = await expectStatus(200, 'PUT', `videos/${video.id}.json`, callers.author, {
      url: 'https://vimeo.com/channels/staffpicks/76979871',
    });
    expect(changed.json<Video>()).toMatchObject({
      provider: 'vimeo',
      provider_id: '76979871',
      url: 'https://vimeo.com/76979871',
      embed_url: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      description: 'La Jungle en tête',
    });
    const read = await expectStatus(200, 'GET', `videos/${video.id}.json`, callers.visitor);
    expect(read.json<Video>().provider).toBe('vimeo');
  });

  it.each([
    ['an address of another site', { url: 'https://example.com/watch?v=dQw4w9WgXcQ' }, { url: ['invalid'] }],
    ['a provider’s page that is no video', { url: 'https://vimeo.com/about' }, { url: ['invalid'] }],
    ['a script', { url: 'javascript:alert(1)' }, { url: ['invalid'] }],
    ['no address', { url: '' }, { url: ['required'] }],
    ['a kind of record that takes no videos', { viewable_type: 'boulders' }, { viewable_type: ['not_included'] }],
    ['a record that does not exist', { viewable_id: 999_999 }, { viewable_id: ['not_found'] }],
    ['a description over 1,000 characters', { description: 'v'.repeat(1_001) }, { description: ['too_long'] }],
    ['a field it does not take', { provider: 'youtube' }, { provider: ['unknown'] }],
  ])('refuses %s (422)', async (_what, fields, errors) => {
    const before = await t.db.select().from(videos);
    const response = await expectStatus(422, 'POST', 'videos.json', callers.author, {
      viewable_type: 'crags',
      viewable_id: cragId,
      url: 'https://vimeo.com/76979871',
      ...fields,
    });
    expect(response.json()).toEqual({ error: errors });
    expect(await t.db.select().from(videos)).toHaveLength(before.length);
  });

  it('refuses an update with nothing or a bad address, and lets only its author and a site administrator', async () => {
    const video = await createVideoRow(t.db, { type: 'crags', id: cragId }, authorId);
    const url = `videos/${video.id}.json`;
    expect((await expectStatus(422, 'PUT', url, callers.author, {})).json()).toEqual({ error: { base: ['required'] } });
    expect((await expectStatus(422, 'PUT', url, callers.author, { url: 'ftp://youtube.com/x' })).json()).toEqual({
      error: { url: ['invalid'] },
    });
    await expectStatus(401, 'POST', 'videos.json', callers.visitor, {
      viewable_type: 'crags',
      viewable_id: cragId,
      url: 'https://vimeo.com/76979871',
    });
    await expectStatus(401, 'PUT', url, callers.visitor, { description: 'x' });
    await expectStatus(401, 'DELETE', url, callers.visitor);
    const refused = await expectStatus(403, 'PUT', url, callers.other, { description: 'x' });
    expect(refused.json()).toMatchObject({ need: { role: 'super_admin' } });
    await expectStatus(403, 'DELETE', url, callers.other);
    await expectStatus(200, 'PUT', url, callers.admin, { description: null });
    await expectStatus(204, 'DELETE', url, callers.author);
    await expectStatus(404, 'GET', url, callers.visitor);
    const another = await createVideoRow(t.db, { type: 'crags', id: cragId }, authorId);
    await expectStatus(204, 'DELETE', `videos/${another.id}.json`, callers.admin);
  });

  it("lists a record's videos and mine, the newest first, paged with their total", async () => {
    const { user } = await createUser(t.db);
    const headers = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
    const crag = await createCrag(t.db);
    const rows = [
      await createVideoRow(t.db, { type: 'crags', id: crag.id }, user.id, { created_at: new Date('2026-01-01') }),
      await createVideoRow(t.db, { type: 'crags', id: crag.id }, authorId, { created_at: new Date('2026-02-01') }),
      await createVideoRow(t.db, { type: 'crags', id: cragId }, user.id, { created_at: new Date('2026-03-01') }),
    ];
    const ofCrag = await expectStatus(
      200,
      'GET',
      `videos.json?viewable_type=crags&viewable_id=${crag.id}`,
      callers.visitor,
    );
    expect(ofCrag.json<Video[]>().map((video) => video.id)).toEqual([rows[1]?.id, rows[0]?.id]);
    expect(ofCrag.headers['x-total-count']).toBe('2');
    const mine = await expectStatus(200, 'GET', 'current_users/videos.json?per_page=1', headers);
    expect(mine.json<Video[]>().map((video) => video.id)).toEqual([rows[2]?.id]);
    expect(mine.headers['x-total-count']).toBe('2');
    await expectStatus(401, 'GET', 'current_users/videos.json', callers.visitor);
    await expectStatus(404, 'GET', 'videos.json?viewable_type=crags&viewable_id=999999', callers.visitor);
  });

  it("moves the record's media pages and its own page with each write, never its gym's pages", async () => {
    const gym = await createGym(t.db);
    const space = await createGymSpace(t.db, gym.id);
    const route = await createGymRoute(t.db, await createGymSector(t.db, space));
    const names = [`media:gym_routes:${route.id}`, gymVersion(gym.id)];
    const before = await t.app.appContext.cache.versions(names);
    const created = await expectStatus(201, 'POST', 'videos.json', callers.author, {
      viewable_type: 'gym_routes',
      viewable_id: route.id,
      url: 'https://www.tiktok.com/@grimpeuse/video/7234567890123456789',
    });
    const id = created.json<Video>().id;
    const afterCreate = await t.app.appContext.cache.versions([...names, `video:${id}`]);
    expect(afterCreate[0]).toBeGreaterThan(before[0] as number);
    // The gym's pages hold none of its media in their HTML: a video keeps them as they were.
    expect(afterCreate[1]).toBe(before[1]);
    await expectStatus(200, 'PUT', `videos/${id}.json`, callers.author, { description: 'Le jeté' });
    await expectStatus(204, 'DELETE', `videos/${id}.json`, callers.author);
    const afterDelete = await t.app.appContext.cache.versions([...names, `video:${id}`]);
    expect(afterDelete[0]).toBeGreaterThanOrEqual((afterCreate[0] as number) + 2);
    expect(afterDelete[1]).toBe(before[1]);
    expect(afterDelete[2]).toBeGreaterThanOrEqual((afterCreate[2] as number) + 2);
  });
});

describe('a link', () => {
  it('is shown with its host, without www.', async () => {
    const created = await expectStatus(201, 'POST', 'links.json', callers.author, {
      linkable_type: 'crags',
      linkable_id: cragId,
      name: 'Topo du club',
      url: 'https://www.club-alpin.example/topos/saint-leger',
      description: 'Le topo en ligne',
    });
    const link = created.json<Link>();
    expect(link).toMatchObject({
      name: 'Topo du club',
      url: 'https://www.club-alpin.example/topos/saint-leger',
      host: 'club-alpin.example',
      description: 'Le topo en ligne',
      target: { type: 'crags', id: cragId, name: 'Saint-Léger' },
    });
    const changed = await expectStatus(200, 'PUT', `links/${link.id}.json`, callers.author, {
      url: 'http://blog.grimpe.example/recit',
    });
    expect(changed.json<Link>()).toMatchObject({ host: 'blog.grimpe.example', name: 'Topo du club' });
    const list = await expectStatus(
      200,
      'GET',
      `links.json?linkable_type=crags&linkable_id=${cragId}`,
      callers.visitor,
    );
    expect(list.json<Link[]>().map((item) => item.id)).toContain(link.id);
    expect(list.headers['x-total-count']).toBe(String(list.json<Link[]>().length));
  });

  it.each([
    ['a script', { url: 'javascript:alert(1)' }, { url: ['invalid'] }],
    ['an FTP address', { url: 'ftp://files.example.org/topo.pdf' }, { url: ['invalid'] }],
    ['an address with a password', { url: 'https://user:secret@example.org/' }, { url: ['invalid'] }],
    ['no name', { name: '' }, { name: ['required'] }],
    ['a name over 120 characters', { name: 'n'.repeat(121) }, { name: ['too_long'] }],
    ['a kind of record that takes no links', { linkable_type: 'ascents' }, { linkable_type: ['not_included'] }],
    ['a record that does not exist', { linkable_id: 999_999 }, { linkable_id: ['not_found'] }],
  ])('refuses %s (422)', async (_what, fields, errors) => {
    const before = await t.db.select().from(links);
    const response = await expectStatus(422, 'POST', 'links.json', callers.author, {
      linkable_type: 'crags',
      linkable_id: cragId,
      name: 'Topo',
      url: 'https://example.org/topo',
      ...fields,
    });
    expect(response.json()).toEqual({ error: errors });
    expect(await t.db.select().from(links)).toHaveLength(before.length);
  });

  it('is changed and removed by its author or a site administrator only', async () => {
    const link = await createLinkRow(t.db, { type: 'crags', id: cragId }, authorId);
    const url = `links/${link.id}.json`;
    expect((await expectStatus(422, 'PUT', url, callers.author, {})).json()).toEqual({ error: { base: ['required'] } });
    await expectStatus(401, 'PUT', url, callers.visitor, { name: 'x' });
    await expectStatus(401, 'DELETE', url, callers.visitor);
    await expectStatus(403, 'PUT', url, callers.other, { name: 'x' });
    await expectStatus(403, 'DELETE', url, callers.other);
    await expectStatus(200, 'PUT', url, callers.admin, { name: 'Topo officiel' });
    await expectStatus(200, 'PUT', url, callers.author, { description: null });
    await expectStatus(204, 'DELETE', url, callers.author);
    await expectStatus(404, 'GET', url, callers.visitor);
  });

  it("moves the record's links page with each write, and goes with its record", async () => {
    const sector = await createSector(t.db, cragId);
    const [before] = await t.app.appContext.cache.versions([`media:crag_sectors:${sector.id}`]);
    const created = await expectStatus(201, 'POST', 'links.json', callers.author, {
      linkable_type: 'crag_sectors',
      linkable_id: sector.id,
      name: 'Le secteur en photos',
      url: 'https://example.org/secteur',
    });
    const video = await createVideoRow(t.db, { type: 'crag_sectors', id: sector.id }, authorId);
    const [after] = await t.app.appContext.cache.versions([`media:crag_sectors:${sector.id}`]);
    expect(after).toBeGreaterThan(before as number);
    await expectStatus(204, 'DELETE', `crag_sectors/${sector.id}.json`, callers.admin);
    await expectStatus(404, 'GET', `links/${created.json<Link>().id}.json`, callers.visitor);
    await expectStatus(404, 'GET', `videos/${video.id}.json`, callers.visitor);
  });
});
