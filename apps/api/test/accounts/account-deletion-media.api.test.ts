import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ascents, comments, gymRoutes, likes, photos, reports } from '../../src/db/schema';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../factories/indoor.factory';
import { createAscent } from '../factories/logbook.factory';
import { createPhotoRow } from '../factories/media.factory';
import { createCrag, createCragRoute } from '../factories/outdoor.factory';
import { authHeaders, createUser, DEFAULT_PASSWORD } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { callApi } from '../media/media-api';

/*
 * What an account's deletion does to the climber's part of the media (docs/domain/media.md): their comments erased
 * (left as deleted comments where others answered), their likes gone with the counts, their reports gone; their
 * photos stay under "Former member".
 */

let t: TestApp;
let cragId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
  cragId = (await createCrag(t.db, { name: 'Céüse', slug_name: 'ceuse' })).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function comment(userId: number, body: string, reply?: { threadId: number; to: number }) {
  const [row] = await t.db
    .insert(comments)
    .values({
      commentable_type: 'crags',
      commentable_id: cragId,
      user_id: userId,
      body,
      thread_id: reply?.threadId ?? null,
      reply_to_comment_id: reply?.to ?? null,
    })
    .returning();
  if (!row) throw new Error('no comment');
  if (reply) {
    const replies = await t.db.select().from(comments).where(eq(comments.thread_id, reply.threadId));
    await t.db.update(comments).set({ replies_count: replies.length }).where(eq(comments.id, reply.threadId));
  }
  return row;
}

describe('DELETE current_users.json', () => {
  it('erases the climber’s comments, likes, reports and ascents’ words; their photos stay without their name', async () => {
    const { user: leaving } = await createUser(t.db, { first_name: 'Camille' });
    const { user: other } = await createUser(t.db);
    const otherHeaders = await authHeaders(other, t.config.jwtSecret, t.keyHeaders);
    const headers = await authHeaders(leaving, t.config.jwtSecret, t.keyHeaders);

    const answered = await comment(leaving.id, 'Quel secteur à l’ombre ?');
    const answer = await comment(other.id, 'Biographie le matin', { threadId: answered.id, to: answered.id });
    const alone = await comment(leaving.id, 'Superbe journée');
    const othersThread = await comment(other.id, 'Le parking est plein');
    const myReply = await comment(leaving.id, 'Il y a le bas aussi', {
      threadId: othersThread.id,
      to: othersThread.id,
    });

    const cragRoute = await createCragRoute(t.db, cragId);
    const ascent = await createAscent(t.db, leaving.id, cragRoute, {
      comment: 'Enfin ! Le crux en dülfer.',
      private_comment: 'Avec Paul, genou douloureux.',
    });
    const photo = await createPhotoRow(t.db, { type: 'crags', id: cragId }, other.id);
    const ownPhoto = await createPhotoRow(t.db, { type: 'crags', id: cragId }, leaving.id);
    const gym = await createGym(t.db);
    const route = await createGymRoute(t.db, await createGymSector(t.db, await createGymSpace(t.db, gym.id)));
    for (const [type, id] of [
      ['photos', photo.id],
      ['gym_routes', route.id],
      ['comments', answer.id],
    ] as const) {
      const liked = await callApi(t, 'POST', 'likes.json', headers, { likeable_type: type, likeable_id: id });
      expect(liked.statusCode, liked.body).toBe(201);
    }
    await callApi(t, 'POST', 'likes.json', otherHeaders, { likeable_type: 'photos', likeable_id: photo.id });
    const reported = await callApi(t, 'POST', 'reports.json', headers, {
      reportable_type: 'photos',
      reportable_id: photo.id,
      reason: 'spam',
    });
    expect(reported.statusCode, reported.body).toBe(201);

    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/current_users.json',
      headers,
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(204);

    const left = await t.db
      .select()
      .from(comments)
      .where(inArray(comments.id, [answered.id, answer.id, alone.id, othersThread.id, myReply.id]));
    const byId = new Map(left.map((row) => [row.id, row]));
    // Answered: a deleted comment standing in its thread, without its words.
    expect(byId.get(answered.id)).toMatchObject({ body: '', replies_count: 1 });
    expect(byId.get(answered.id)?.deleted_at).not.toBeNull();
    expect(byId.get(answer.id)?.body).toBe('Biographie le matin');
    // Not answered: gone; the other thread keeps its first comment, its count of replies down.
    expect(byId.has(alone.id)).toBe(false);
    expect(byId.has(myReply.id)).toBe(false);
    expect(byId.get(othersThread.id)).toMatchObject({ replies_count: 0 });

    expect(await t.db.select().from(likes).where(eq(likes.user_id, leaving.id))).toEqual([]);
    const [photoRow] = await t.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(photoRow?.likes_count).toBe(1);
    const [routeRow] = await t.db.select().from(gymRoutes).where(eq(gymRoutes.id, route.id));
    expect(routeRow?.likes_count).toBe(0);
    expect(byId.get(answer.id)?.likes_count).toBe(0);
    expect(await t.db.select().from(reports).where(eq(reports.user_id, leaving.id))).toEqual([]);

    const [ascentRow] = await t.db.select().from(ascents).where(eq(ascents.id, ascent.id));
    expect(ascentRow).toMatchObject({ comment: null, private_comment: null, ascent_status: 'red_point' });

    const kept = await callApi(t, 'GET', `photos/${ownPhoto.id}.json`, t.keyHeaders);
    expect(kept.statusCode).toBe(200);
    expect(kept.json<{ user: unknown }>().user).toBeNull();
  });
});
