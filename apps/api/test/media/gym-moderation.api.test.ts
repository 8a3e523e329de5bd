import type { Comment, CommentThread, ModeratedComment, ModeratedVideo, Video } from '@climb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGymAdministrator } from '../factories/gym-staff.factory';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../factories/indoor.factory';
import { createPhotoRow, createVideoRow } from '../factories/media.factory';
import { createCrag } from '../factories/outdoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { callApi, postComment } from './media-api';

/*
 * The moderation of a gym's records by its team (docs/domain/media.md, "Moderation by a gym's team"): the lists of
 * every comment and video on the gym's records, hidden ones included, for its administrators holding `manage_gym`; a
 * comment or video hidden from everyone but its author and the moderators; who hid it, and what the gym's team may
 * not show again; answers on behalf of the gym, shown as its team.
 */

let t: TestApp;
type Headers = Record<string, string>;
const as = {
  visitor: {} as Headers,
  author: {} as Headers,
  other: {} as Headers,
  siteAdmin: {} as Headers,
  gymManager: {} as Headers,
  gymOpener: {} as Headers,
  otherGymManager: {} as Headers,
};
const ids = { gym: 0, otherGym: 0, space: 0, route: 0, otherRoute: 0, crag: 0, photo: 0 };
const route = () => ({ type: 'gym_routes', id: ids.route });

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'comment_per_minute=10000/60,comment_per_day=10000/86400' } });
  const climber = async (overrides: Parameters<typeof createUser>[1] = {}) => {
    const { user } = await createUser(t.db, overrides);
    return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
  };
  const author = await climber({ first_name: 'Inès', last_name: 'Grimpe' });
  const other = await climber({ first_name: 'Bruno', last_name: 'Relais' });
  const siteAdmin = await climber({ super_admin: true });
  const gymManager = await climber({ first_name: 'Gaëlle', last_name: 'Gérante' });
  const gymOpener = await climber();
  const otherGymManager = await climber();
  as.visitor = t.keyHeaders;
  as.author = author.headers;
  as.other = other.headers;
  as.siteAdmin = siteAdmin.headers;
  as.gymManager = gymManager.headers;
  as.gymOpener = gymOpener.headers;
  as.otherGymManager = otherGymManager.headers;

  const gym = await createGym(t.db, { name: 'Vertical Bloc' });
  const otherGym = await createGym(t.db, { name: 'Autre Salle' });
  ids.gym = gym.id;
  ids.otherGym = otherGym.id;
  const space = await createGymSpace(t.db, gym.id);
  ids.space = space.id;
  ids.route = (await createGymRoute(t.db, await createGymSector(t.db, space), { name: 'La violette' })).id;
  const otherSpace = await createGymSpace(t.db, otherGym.id);
  ids.otherRoute = (await createGymRoute(t.db, await createGymSector(t.db, otherSpace))).id;
  ids.crag = (await createCrag(t.db, { name: 'Saint-Léger', slug_name: 'saint-leger' })).id;
  ids.photo = (await createPhotoRow(t.db, { type: 'gym_spaces', id: space.id }, author.user.id)).id;
  await createGymAdministrator(t.db, { gymId: gym.id, userId: gymManager.user.id, roles: ['manage_gym'] });
  await createGymAdministrator(t.db, { gymId: gym.id, userId: gymOpener.user.id, roles: ['manage_opening'] });
  await createGymAdministrator(t.db, { gymId: otherGym.id, userId: otherGymManager.user.id });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function expectStatus(
  status: number,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) {
  const response = await callApi(t, method, url, headers, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response;
}

async function write(headers: Headers, target: { type: string; id: number }, body: string, replyTo?: number) {
  const response = await postComment(t, headers, target, body, replyTo);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Comment>();
}

async function moderationComments(headers: Headers, query = '') {
  const response = await expectStatus(200, 'GET', `gyms/${ids.gym}/moderation/comments.json${query}`, headers);
  return { items: response.json<ModeratedComment[]>(), total: Number(response.headers['x-total-count']) };
}

async function moderationVideos(headers: Headers, query = '') {
  const response = await expectStatus(200, 'GET', `gyms/${ids.gym}/moderation/videos.json${query}`, headers);
  return { items: response.json<ModeratedVideo[]>(), total: Number(response.headers['x-total-count']) };
}

const moderate = (id: number, hidden: boolean, headers: Headers, status = 200) =>
  expectStatus(status, 'PUT', `comments/${id}/moderation.json`, headers, { hidden });

const moderateVideo = (id: number, hidden: boolean, headers: Headers, status = 200) =>
  expectStatus(status, 'PUT', `videos/${id}/moderation.json`, headers, { hidden });

async function routeThreads(headers: Headers) {
  const response = await expectStatus(
    200,
    'GET',
    `comments.json?commentable_type=gym_routes&commentable_id=${ids.route}&per_page=100`,
    headers,
  );
  return response.json<CommentThread[]>();
}

const seenIn = (threads: CommentThread[]) =>
  threads.flatMap((thread) => [thread.id, ...thread.replies.map((r) => r.id)]);

describe("the gym's moderation lists", () => {
  it("list every comment and reply on the gym's records and their photos, the newest first, and nothing else", async () => {
    const onRoute = await write(as.author, route(), 'Le départ est glissant');
    const reply = await write(as.other, route(), 'Pas trouvé', onRoute.id);
    const onPhoto = await write(as.other, { type: 'photos', id: ids.photo }, 'Belle photo');
    const onGym = await write(as.other, { type: 'gyms', id: ids.gym }, 'Super accueil');
    const elsewhere = await write(as.other, { type: 'gym_routes', id: ids.otherRoute }, 'Ailleurs');
    const outdoors = await write(as.other, { type: 'crags', id: ids.crag }, 'Dehors');

    const { items, total } = await moderationComments(as.gymManager, '?per_page=100');
    const listed = items.map((item) => item.id);
    expect(listed).toEqual(expect.arrayContaining([onGym.id, onPhoto.id, reply.id, onRoute.id]));
    expect(listed).not.toContain(elsewhere.id);
    expect(listed).not.toContain(outdoors.id);
    expect(total).toBe(items.length);
    expect(listed.indexOf(onGym.id)).toBeLessThan(listed.indexOf(onRoute.id));
    const photoItem = items.find((item) => item.id === onPhoto.id);
    expect(photoItem?.target).toMatchObject({ type: 'photos', id: ids.photo, path: `/photos/${ids.photo}` });
    expect(photoItem?.target.name).toMatch(/^Photo · /);
    const routeItem = items.find((item) => item.id === onRoute.id);
    expect(routeItem).toMatchObject({
      body: 'Le départ est glissant',
      user: { name: expect.stringContaining('Inès') },
      hidden: false,
      hidden_by: null,
      target: { type: 'gym_routes', id: ids.route, gym_id: ids.gym },
    });

    const paged = await moderationComments(as.gymManager, '?per_page=2&page=1');
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBe(total);
  });

  it('are refused to the staff without manage_gym, other gyms, climbers and visitors', async () => {
    for (const list of ['comments', 'videos']) {
      const url = `gyms/${ids.gym}/moderation/${list}.json`;
      const refused = await expectStatus(403, 'GET', url, as.gymOpener);
      expect(refused.json()).toMatchObject({ need: { gym_name: 'Vertical Bloc', role: 'manage_gym' } });
      await expectStatus(403, 'GET', url, as.otherGymManager);
      await expectStatus(403, 'GET', url, as.author);
      await expectStatus(401, 'GET', url, as.visitor);
      await expectStatus(200, 'GET', url, as.siteAdmin);
      await expectStatus(404, 'GET', `gyms/999999/moderation/${list}.json`, as.siteAdmin);
      const bad = await expectStatus(422, 'GET', `${url}?state=secret`, as.gymManager);
      expect(bad.json()).toMatchObject({ error: { state: expect.any(Array) } });
    }
  });
});

describe('a comment hidden by the gym', () => {
  it('is seen only by its author and the moderators, everyone else neither lists nor reads it', async () => {
    const comment = await write(as.author, route(), 'Un mot déplacé');
    const hidden = await moderate(comment.id, true, as.gymManager);
    expect(hidden.json()).toMatchObject({ id: comment.id, hidden: true });

    for (const headers of [as.visitor, as.other, as.gymOpener, as.otherGymManager]) {
      expect(seenIn(await routeThreads(headers))).not.toContain(comment.id);
      await expectStatus(404, 'GET', `comments/${comment.id}.json`, headers);
    }
    for (const headers of [as.author, as.gymManager, as.siteAdmin]) {
      expect(seenIn(await routeThreads(headers))).toContain(comment.id);
      const read = await expectStatus(200, 'GET', `comments/${comment.id}.json`, headers);
      expect(read.json()).toMatchObject({ hidden: true });
    }

    const hiddenList = await moderationComments(as.gymManager, '?state=hidden&per_page=100');
    expect(hiddenList.items.find((item) => item.id === comment.id)).toMatchObject({ hidden: true, hidden_by: 'gym' });
    expect(hiddenList.items.every((item) => item.hidden)).toBe(true);
    const shownList = await moderationComments(as.gymManager, '?state=shown&per_page=100');
    expect(shownList.items.map((item) => item.id)).not.toContain(comment.id);
    expect(shownList.items.every((item) => !item.hidden)).toBe(true);

    await moderate(comment.id, false, as.gymManager);
    expect(seenIn(await routeThreads(as.visitor))).toContain(comment.id);
  });

  it("is refused to the gym's staff without manage_gym and to another gym's manager; nothing changes", async () => {
    const comment = await write(as.author, route(), 'À modérer');
    const refused = await moderate(comment.id, true, as.gymOpener, 403);
    expect(refused.json()).toMatchObject({ need: { gym_name: 'Vertical Bloc', role: 'manage_gym' } });
    await moderate(comment.id, true, as.otherGymManager, 403);
    await moderate(comment.id, true, as.other, 403);
    expect(seenIn(await routeThreads(as.visitor))).toContain(comment.id);
  });

  it('what a site administrator hid, the gym may not show again (422 hidden_by_site); a site administrator may', async () => {
    const comment = await write(as.author, route(), 'Signalé');
    await moderate(comment.id, true, as.siteAdmin);
    // Hiding it again as the gym keeps who hid it.
    await moderate(comment.id, true, as.gymManager);
    const list = await moderationComments(as.gymManager, '?state=hidden&per_page=100');
    expect(list.items.find((item) => item.id === comment.id)).toMatchObject({ hidden_by: 'site' });
    const refused = await moderate(comment.id, false, as.gymManager, 422);
    expect(refused.json()).toEqual({ error: { hidden: ['hidden_by_site'] } });
    await moderate(comment.id, false, as.siteAdmin);
    const shown = await moderationComments(as.gymManager, '?state=shown&per_page=100');
    expect(shown.items.find((item) => item.id === comment.id)).toMatchObject({ hidden: false, hidden_by: null });
  });
});

describe('answers on behalf of the gym', () => {
  const answer = (headers: Headers, target: { type: string; id: number }, replyTo?: number) =>
    callApi(t, 'POST', 'comments.json', headers, {
      commentable_type: target.type,
      commentable_id: target.id,
      body: 'Merci, on regarde ça',
      as_gym_team: true,
      ...(replyTo === undefined ? {} : { reply_to_comment_id: replyTo }),
    });

  it("are shown as the gym's team everywhere, without their writer", async () => {
    const question = await write(as.author, route(), 'La prise du haut tourne');
    const response = await answer(as.gymManager, route(), question.id);
    expect(response.statusCode, response.body).toBe(201);
    const written = response.json<Comment>();
    expect(written).toMatchObject({
      user: null,
      gym_team: { id: ids.gym, name: 'Vertical Bloc', path: expect.stringContaining(`/gyms/${ids.gym}/`) },
    });
    const thread = (await routeThreads(as.visitor)).find((item) => item.id === question.id);
    const reply = thread?.replies.find((item) => item.id === written.id);
    expect(reply).toMatchObject({ user: null, gym_team: { id: ids.gym, name: 'Vertical Bloc' } });
    expect(JSON.stringify(reply)).not.toContain('Gaëlle');
    const page = await expectStatus(200, 'GET', `comments/${written.id}.json`, as.visitor);
    expect(page.json()).toMatchObject({ gym_team: { name: 'Vertical Bloc' }, user: null });
    // A comment not written for the team carries none.
    expect(thread).toMatchObject({ gym_team: null });
    // A site administrator moderates every record: they may answer for the gym too.
    expect((await answer(as.siteAdmin, route())).statusCode).toBe(201);
  });

  it('are refused to those who do not moderate the record', async () => {
    const refused = await answer(as.gymOpener, route());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ need: { gym_name: 'Vertical Bloc', role: 'manage_gym' } });
    expect((await answer(as.otherGymManager, route())).statusCode).toBe(403);
    expect((await answer(as.other, route())).statusCode).toBe(403);
    // Outdoors there is no gym to answer for.
    expect((await answer(as.gymManager, { type: 'crags', id: ids.crag })).statusCode).toBe(403);
    const bad = await callApi(t, 'POST', 'comments.json', as.gymManager, {
      commentable_type: 'gym_routes',
      commentable_id: ids.route,
      body: 'x',
      as_gym_team: 'yes',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ error: { as_gym_team: expect.any(Array) } });
  });
});

describe('videos moderated by the gym', () => {
  it("list the gym's videos, hidden ones included; a hidden one is seen by its author and the moderators only", async () => {
    const { user: author } = await createUser(t.db);
    const authorHeaders = await authHeaders(author, t.config.jwtSecret, t.keyHeaders);
    const video = await createVideoRow(t.db, { type: 'gym_routes', id: ids.route }, author.id);
    const outdoors = await createVideoRow(t.db, { type: 'crags', id: ids.crag }, author.id);
    const elsewhere = await createVideoRow(t.db, { type: 'gym_routes', id: ids.otherRoute }, author.id);

    const all = await moderationVideos(as.gymManager);
    expect(all.items.map((item) => item.id)).toContain(video.id);
    expect(all.items.map((item) => item.id)).not.toContain(outdoors.id);
    expect(all.items.map((item) => item.id)).not.toContain(elsewhere.id);
    expect(all.items.find((item) => item.id === video.id)).toMatchObject({
      provider: 'vimeo',
      url: expect.stringContaining('vimeo.com'),
      hidden: false,
      hidden_by: null,
      target: { type: 'gym_routes', id: ids.route },
    });

    const hidden = await moderateVideo(video.id, true, as.gymManager);
    expect(hidden.json<Video>()).toMatchObject({ id: video.id, hidden: true });
    const listUrl = `videos.json?viewable_type=gym_routes&viewable_id=${ids.route}`;
    for (const headers of [as.visitor, as.other, as.gymOpener, as.otherGymManager]) {
      await expectStatus(404, 'GET', `videos/${video.id}.json`, headers);
      const listed = await expectStatus(200, 'GET', listUrl, headers);
      expect(listed.json<Video[]>().map((item) => item.id)).not.toContain(video.id);
    }
    for (const headers of [authorHeaders, as.gymManager, as.siteAdmin]) {
      await expectStatus(200, 'GET', `videos/${video.id}.json`, headers);
    }
    const hiddenList = await moderationVideos(as.gymManager, '?state=hidden');
    expect(hiddenList.items.map((item) => item.id)).toEqual([video.id]);
    expect(hiddenList.items[0]).toMatchObject({ hidden_by: 'gym' });
    expect((await moderationVideos(as.gymManager, '?state=shown')).items.map((item) => item.id)).not.toContain(
      video.id,
    );

    await moderateVideo(video.id, false, as.gymManager);
    await expectStatus(200, 'GET', `videos/${video.id}.json`, as.visitor);
  });

  it('are refused to the wrong staff; what a site administrator hid stays hidden for the gym', async () => {
    const video = await createVideoRow(t.db, { type: 'gym_routes', id: ids.route }, null);
    const outdoors = await createVideoRow(t.db, { type: 'crags', id: ids.crag }, null);
    const refused = await moderateVideo(video.id, true, as.gymOpener, 403);
    expect(refused.json()).toMatchObject({ need: { gym_name: 'Vertical Bloc', role: 'manage_gym' } });
    await moderateVideo(video.id, true, as.otherGymManager, 403);
    await moderateVideo(video.id, true, as.other, 403);
    await moderateVideo(outdoors.id, true, as.gymManager, 403);
    await expectStatus(401, 'PUT', `videos/${video.id}/moderation.json`, as.visitor, { hidden: true });
    await moderateVideo(999_999, true, as.gymManager, 404);
    const bad = await expectStatus(422, 'PUT', `videos/${video.id}/moderation.json`, as.gymManager, { hidden: 1 });
    expect(bad.json()).toMatchObject({ error: { hidden: expect.any(Array) } });

    await moderateVideo(video.id, true, as.siteAdmin);
    const kept = await moderateVideo(video.id, false, as.gymManager, 422);
    expect(kept.json()).toEqual({ error: { hidden: ['hidden_by_site'] } });
    await expectStatus(404, 'GET', `videos/${video.id}.json`, as.visitor);
    await moderateVideo(video.id, false, as.siteAdmin);
    await expectStatus(200, 'GET', `videos/${video.id}.json`, as.visitor);
  });
});
