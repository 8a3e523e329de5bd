import type { LikeState, MyLikes } from '@climb/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema';
import { gymVersion } from '../../src/lib/shared-cache';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../factories/indoor.factory';
import { createPhotoRow, createVideoRow } from '../factories/media.factory';
import { createCrag } from '../factories/outdoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { callApi, postComment } from './media-api';

/*
 * Likes through the API (docs/domain/media.md): liking twice is one like, unliking what one does not like changes
 * nothing, the counts move with the likes, the climber's likes as ids of each kind, and the author told once.
 */

let t: TestApp;
let author: Record<string, string>;
let liker: Record<string, string>;
let authorId: number;
let cragId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { user: a } = await createUser(t.db, { first_name: 'Inès' });
  const { user: b } = await createUser(t.db, { first_name: 'Paul', last_name: 'Martin' });
  authorId = a.id;
  author = await authHeaders(a, t.config.jwtSecret, t.keyHeaders);
  liker = await authHeaders(b, t.config.jwtSecret, t.keyHeaders);
  cragId = (await createCrag(t.db, { name: 'Céüse', slug_name: 'ceuse' })).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function like(headers: Record<string, string>, type: string, id: number) {
  return callApi(t, 'POST', 'likes.json', headers, { likeable_type: type, likeable_id: id });
}

function unlike(headers: Record<string, string>, type: string, id: number) {
  return callApi(t, 'DELETE', `likes.json?likeable_type=${type}&likeable_id=${id}`, headers);
}

function likeNotifications(userId: number) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.notification_type, 'new_like')));
}

describe('a like', () => {
  it('is written once: 201, then 200 with the same count; unliking twice is one unlike', async () => {
    const photo = await createPhotoRow(t.db, { type: 'crags', id: cragId }, authorId);
    const first = await like(liker, 'photos', photo.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<LikeState>()).toEqual({
      likeable_type: 'photos',
      likeable_id: photo.id,
      liked: true,
      likes_count: 1,
    });
    const again = await like(liker, 'photos', photo.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<LikeState>().likes_count).toBe(1);
    expect((await like(author, 'photos', photo.id)).json<LikeState>().likes_count).toBe(2);
    const photoAnswer = await callApi(t, 'GET', `photos/${photo.id}.json`, t.keyHeaders);
    expect(photoAnswer.json<{ likes_count: number }>().likes_count).toBe(2);

    const removed = await unlike(liker, 'photos', photo.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<LikeState>()).toEqual({
      likeable_type: 'photos',
      likeable_id: photo.id,
      liked: false,
      likes_count: 1,
    });
    const twice = await unlike(liker, 'photos', photo.id);
    expect(twice.statusCode).toBe(200);
    expect(twice.json<LikeState>().likes_count).toBe(1);
  });

  it('answers 422 not_found for a record that does not exist, or a hidden one the climber does not see', async () => {
    for (const type of ['photos', 'videos', 'comments', 'gym_routes']) {
      const response = await like(liker, type, 2_000_000);
      expect(response.statusCode, type).toBe(422);
      expect(response.json()).toMatchObject({ error: { likeable_id: ['not_found'] } });
    }
    const hidden = await createPhotoRow(t.db, { type: 'crags', id: cragId }, authorId, { hidden: true });
    expect((await like(liker, 'photos', hidden.id)).statusCode).toBe(422);
    expect((await like(author, 'photos', hidden.id)).statusCode).toBe(201);
    expect(
      (await callApi(t, 'POST', 'likes.json', t.keyHeaders, { likeable_type: 'photos', likeable_id: 1 })).statusCode,
    ).toBe(401);
  });

  it('of a gym route moves its count and its gym pages', async () => {
    const gym = await createGym(t.db);
    const route = await createGymRoute(t.db, await createGymSector(t.db, await createGymSpace(t.db, gym.id)));
    const before = await t.app.appContext.cache.versions([gymVersion(gym.id)]);
    const response = await like(liker, 'gym_routes', route.id);
    expect(response.statusCode).toBe(201);
    expect(response.json<LikeState>().likes_count).toBe(1);
    const after = await t.app.appContext.cache.versions([gymVersion(gym.id)]);
    expect(after).not.toEqual(before);
    expect((await unlike(liker, 'gym_routes', route.id)).json<LikeState>().likes_count).toBe(0);
  });
});

describe('the climber’s likes', () => {
  it('are the ids of each kind, ascending, whole', async () => {
    const { user } = await createUser(t.db);
    const headers = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
    const photos = [
      await createPhotoRow(t.db, { type: 'crags', id: cragId }, authorId),
      await createPhotoRow(t.db, { type: 'crags', id: cragId }, authorId),
    ];
    const video = await createVideoRow(t.db, { type: 'crags', id: cragId }, authorId);
    const comment = await postComment(t, author, { type: 'crags', id: cragId }, 'Belle falaise');
    expect(comment.statusCode, comment.body).toBe(201);
    const gym = await createGym(t.db);
    const route = await createGymRoute(t.db, await createGymSector(t.db, await createGymSpace(t.db, gym.id)));
    for (const photo of [...photos].reverse()) expect((await like(headers, 'photos', photo.id)).statusCode).toBe(201);
    expect((await like(headers, 'videos', video.id)).statusCode).toBe(201);
    expect((await like(headers, 'comments', comment.json<{ id: number }>().id)).statusCode).toBe(201);
    expect((await like(headers, 'gym_routes', route.id)).statusCode).toBe(201);

    const response = await callApi(t, 'GET', 'current_users/likes.json', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBeUndefined();
    // Asked again with its tag (the next session's load), nothing changed: 304 without a body.
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/current_users/likes.json',
      headers: { ...headers, 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(response.json<MyLikes>()).toEqual({
      photos: photos.map((photo) => photo.id).sort((a, b) => a - b),
      videos: [video.id],
      comments: [comment.json<{ id: number }>().id],
      gym_routes: [route.id],
    });
  });

  it('never name a record that is gone: its likes go with it', async () => {
    const { user } = await createUser(t.db);
    const headers = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
    const photo = await createPhotoRow(t.db, { type: 'crags', id: cragId }, authorId);
    const first = (await postComment(t, author, { type: 'crags', id: cragId }, 'Où est le secteur Biographie ?')).json<{
      id: number;
    }>();
    const reply = await postComment(t, liker, { type: 'crags', id: cragId }, 'Tout en haut, 40 minutes.', first.id);
    expect(reply.statusCode, reply.body).toBe(201);
    const replyId = reply.json<{ id: number }>().id;
    expect((await like(headers, 'photos', photo.id)).statusCode).toBe(201);
    expect((await like(headers, 'comments', replyId)).statusCode).toBe(201);
    const before = (await callApi(t, 'GET', 'current_users/likes.json', headers)).json<MyLikes>();
    expect(before).toMatchObject({ photos: [photo.id], comments: [replyId] });

    expect((await callApi(t, 'DELETE', `photos/${photo.id}.json`, author)).statusCode).toBe(204);
    expect((await callApi(t, 'DELETE', `comments/${replyId}.json`, liker)).statusCode).toBe(204);
    const after = (await callApi(t, 'GET', 'current_users/likes.json', headers)).json<MyLikes>();
    expect(after).toEqual({ photos: [], videos: [], comments: [], gym_routes: [] });
  });
});

describe('the author', () => {
  it('is told once per liker and record while unread, never of their own like', async () => {
    const { user } = await createUser(t.db, { first_name: 'Ana' });
    const authorHeaders = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
    const video = await createVideoRow(t.db, { type: 'crags', id: cragId }, user.id);
    expect((await like(authorHeaders, 'videos', video.id)).statusCode).toBe(201);
    expect(await likeNotifications(user.id)).toHaveLength(0);

    expect((await like(liker, 'videos', video.id)).statusCode).toBe(201);
    expect((await unlike(liker, 'videos', video.id)).statusCode).toBe(200);
    expect((await like(liker, 'videos', video.id)).statusCode).toBe(201);
    const told = await likeNotifications(user.id);
    expect(told).toHaveLength(1);
    expect(told[0]?.payload).toMatchObject({
      likeable_type: 'videos',
      likeable_id: video.id,
      target_name: 'Video · Céüse',
      target_path: `/videos/${video.id}`,
      user_name: 'Paul Martin',
    });
  });
});
