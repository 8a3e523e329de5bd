import {
  type Comment,
  type CommentThread,
  type CommentWithThread,
  PAGE_META,
  THREAD_REPLIES_SHOWN,
} from '@climb/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, notifications } from '../../src/db/schema';
import { createGymAdministrator } from '../factories/gym-staff.factory';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../factories/indoor.factory';
import { createPhotoRow } from '../factories/media.factory';
import { createCrag, createSector } from '../factories/outdoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { callApi, postComment } from './media-api';

/*
 * Comments through the API (docs/domain/media.md, "Comments"): threads one level deep (a reply to a reply joins the
 * thread), a record's threads paged with their first replies, a comment's page with its thread whole, changes by the
 * author, deletions that leave a deleted comment where others answered, moderation by site administrators and by a
 * gym's administrators holding `manage_gym`, hidden comments seen only by their author and the moderators, every
 * refusal, the reply notification, the page head and the page-cache versions each write moves.
 */

let t: TestApp;
const callers = {
  visitor: {} as Record<string, string>,
  author: {} as Record<string, string>,
  other: {} as Record<string, string>,
  admin: {} as Record<string, string>,
  gymManager: {} as Record<string, string>,
  gymOpener: {} as Record<string, string>,
};
const ids = { author: 0, other: 0, crag: 0, sector: 0, gym: 0, gymRoute: 0, photo: 0, hiddenPhoto: 0 };
const crag = () => ({ type: 'crags', id: ids.crag });
const gymRoute = () => ({ type: 'gym_routes', id: ids.gymRoute });

beforeAll(async () => {
  // The writes here are many: the limits are checked on an app of their own below.
  t = await createTestApp({ env: { RATE_LIMITS: 'comment_per_minute=10000/60,comment_per_day=10000/86400' } });
  const { user: author } = await createUser(t.db, { first_name: 'Inès', last_name: 'Grimpe' });
  const { user: other } = await createUser(t.db, { first_name: 'Bruno', last_name: 'Relais' });
  const { user: admin } = await createUser(t.db, { super_admin: true });
  const { user: gymManager } = await createUser(t.db);
  const { user: gymOpener } = await createUser(t.db);
  ids.author = author.id;
  ids.other = other.id;
  callers.visitor = t.keyHeaders;
  callers.author = await authHeaders(author, t.config.jwtSecret, t.keyHeaders);
  callers.other = await authHeaders(other, t.config.jwtSecret, t.keyHeaders);
  callers.admin = await authHeaders(admin, t.config.jwtSecret, t.keyHeaders);
  callers.gymManager = await authHeaders(gymManager, t.config.jwtSecret, t.keyHeaders);
  callers.gymOpener = await authHeaders(gymOpener, t.config.jwtSecret, t.keyHeaders);
  ids.crag = (await createCrag(t.db, { name: 'Saint-Léger', slug_name: 'saint-leger' })).id;
  ids.sector = (await createSector(t.db, ids.crag, { name: 'La Jungle', slug_name: 'la-jungle' })).id;
  const gym = await createGym(t.db, { name: 'Vertical Bloc' });
  ids.gym = gym.id;
  const space = await createGymSpace(t.db, gym.id);
  ids.gymRoute = (await createGymRoute(t.db, await createGymSector(t.db, space), { name: 'La violette' })).id;
  await createGymAdministrator(t.db, { gymId: gym.id, userId: gymManager.id, roles: ['manage_gym'] });
  await createGymAdministrator(t.db, { gymId: gym.id, userId: gymOpener.id, roles: ['manage_opening'] });
  ids.photo = (await createPhotoRow(t.db, crag() as { type: 'crags'; id: number }, author.id)).id;
  ids.hiddenPhoto = (
    await createPhotoRow(t.db, crag() as { type: 'crags'; id: number }, author.id, { hidden: true })
  ).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function expectStatus(
  status: number,
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const response = await callApi(t, method, url, headers, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response;
}

async function write(
  headers: Record<string, string>,
  target: { type: string; id: number },
  body: string,
  replyTo?: number,
): Promise<Comment> {
  const response = await postComment(t, headers, target, body, replyTo);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Comment>();
}

async function threadsOf(target: { type: string; id: number }, headers = callers.visitor, query = '') {
  const response = await expectStatus(
    200,
    'GET',
    `comments.json?commentable_type=${target.type}&commentable_id=${target.id}${query}`,
    headers,
  );
  return { threads: response.json<CommentThread[]>(), total: Number(response.headers['x-total-count']) };
}

function getComment(id: number, headers = callers.visitor) {
  return callApi(t, 'GET', `comments/${id}.json`, headers);
}

function commentVersions(commentIds: readonly number[]) {
  return t.app.appContext.cache.versions(commentIds.map((id) => `comment:${id}`));
}

describe('a thread', () => {
  it('opens with a first comment; a reply, and a reply to a reply, join it', async () => {
    const first = await write(callers.author, crag(), '  Belle falaise,\r\nà l’ombre le matin.  ');
    expect(first).toMatchObject({
      commentable_type: 'crags',
      commentable_id: ids.crag,
      body: 'Belle falaise,\nà l’ombre le matin.',
      thread_id: null,
      reply_to_comment_id: null,
      reply_to_user: null,
      hidden: false,
      deleted: false,
      likes_count: 0,
      replies_count: 0,
      user: { name: 'Inès Grimpe' },
    });
    const reply = await write(callers.other, crag(), 'Et l’après-midi ?', first.id);
    expect(reply).toMatchObject({
      thread_id: first.id,
      reply_to_comment_id: first.id,
      reply_to_user: { name: 'Inès Grimpe' },
      user: { name: 'Bruno Relais' },
      replies_count: 0,
    });
    const answer = await write(callers.author, crag(), 'Au soleil dès 14 h.', reply.id);
    expect(answer).toMatchObject({
      thread_id: first.id,
      reply_to_comment_id: reply.id,
      reply_to_user: { name: 'Bruno Relais' },
    });

    const { threads, total } = await threadsOf(crag());
    expect(total).toBe(1);
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({ id: first.id, replies_count: 2 });
    expect(threads[0]?.replies.map((comment) => comment.id)).toEqual([reply.id, answer.id]);

    const page = (await getComment(answer.id)).json<CommentWithThread>();
    expect(page).toMatchObject({
      id: answer.id,
      target: {
        type: 'crags',
        id: ids.crag,
        name: 'Saint-Léger',
        path: `/crags/${ids.crag}/saint-leger`,
        gym_id: null,
      },
      thread: { id: first.id, replies_count: 2 },
    });
    expect(page.thread.replies.map((comment) => comment.id)).toEqual([reply.id, answer.id]);
  });

  it('pages the threads the newest first, each with its first replies, and a comment page with all of them', async () => {
    const sector = { type: 'crag_sectors', id: ids.sector };
    const [oldest, middle, newest] = [
      await write(callers.author, sector, 'Un'),
      await write(callers.author, sector, 'Deux'),
      await write(callers.other, sector, 'Trois'),
    ] as [Comment, Comment, Comment];
    for (let index = 0; index <= THREAD_REPLIES_SHOWN; index += 1) {
      await write(index % 2 ? callers.author : callers.other, sector, `Réponse ${index}`, newest.id);
    }
    const firstPage = await threadsOf(sector, callers.visitor, '&per_page=2');
    expect(firstPage.total).toBe(3);
    expect(firstPage.threads.map((thread) => thread.id)).toEqual([newest.id, middle.id]);
    expect(firstPage.threads[0]?.replies_count).toBe(THREAD_REPLIES_SHOWN + 1);
    expect(firstPage.threads[0]?.replies).toHaveLength(THREAD_REPLIES_SHOWN);
    expect(firstPage.threads[0]?.replies[0]?.body).toBe('Réponse 0');
    const secondPage = await threadsOf(sector, callers.visitor, '&per_page=2&page=2');
    expect(secondPage.threads.map((thread) => thread.id)).toEqual([oldest.id]);
    const whole = (await getComment(newest.id)).json<CommentWithThread>();
    expect(whole.thread.replies).toHaveLength(THREAD_REPLIES_SHOWN + 1);
  });

  it("takes a photo as its record, named after the photo's record, unless the photo is hidden from the climber", async () => {
    const onPhoto = await write(callers.other, { type: 'photos', id: ids.photo }, 'Superbe lumière');
    const page = (await getComment(onPhoto.id)).json<CommentWithThread>();
    expect(page.target).toEqual({
      type: 'photos',
      id: ids.photo,
      name: 'Photo · Saint-Léger',
      path: `/photos/${ids.photo}`,
      gym_id: null,
    });
    const hidden = { type: 'photos', id: ids.hiddenPhoto };
    const refused = await postComment(t, callers.other, hidden, 'Vue ?');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: { commentable_id: ['not_found'] } });
    await write(callers.author, hidden, 'Ma photo, masquée');
    await expectStatus(
      422,
      'GET',
      `comments.json?commentable_type=photos&commentable_id=${ids.hiddenPhoto}`,
      callers.visitor,
    );
  });

  it('moves the page of every comment of the thread with each write, a reply’s page included', async () => {
    const first = await write(callers.author, crag(), 'Qui grimpe samedi ?');
    const reply = await write(callers.other, crag(), 'Moi !', first.id);
    const before = await commentVersions([first.id, reply.id]);
    const answer = await write(callers.author, crag(), 'Rendez-vous au parking.', first.id);
    const afterReply = await commentVersions([first.id, reply.id, answer.id]);
    expect(afterReply[0]).toBeGreaterThan(before[0] as number);
    expect(afterReply[1]).toBeGreaterThan(before[1] as number);
    await expectStatus(200, 'PUT', `comments/${first.id}.json`, callers.author, { body: 'Qui grimpe dimanche ?' });
    const afterEdit = await commentVersions([first.id, reply.id, answer.id]);
    for (const [index, version] of afterEdit.entries()) expect(version).toBeGreaterThan(afterReply[index] as number);
    await expectStatus(204, 'DELETE', `comments/${answer.id}.json`, callers.author);
    const afterDelete = await commentVersions([first.id, reply.id, answer.id]);
    for (const [index, version] of afterDelete.entries()) expect(version).toBeGreaterThan(afterEdit[index] as number);
  });
});

describe('a change', () => {
  it('is its author’s alone', async () => {
    const mine = await write(callers.author, crag(), 'Premier jet');
    const changed = await expectStatus(200, 'PUT', `comments/${mine.id}.json`, callers.author, {
      body: ' Version revue ',
    });
    expect(changed.json<Comment>()).toMatchObject({ id: mine.id, body: 'Version revue' });
    await expectStatus(403, 'PUT', `comments/${mine.id}.json`, callers.other, { body: 'Piraté' });
    await expectStatus(403, 'PUT', `comments/${mine.id}.json`, callers.admin, { body: 'Corrigé' });
    await expectStatus(401, 'PUT', `comments/${mine.id}.json`, callers.visitor, { body: 'Anonyme' });
    await expectStatus(404, 'PUT', 'comments/999999.json', callers.author, { body: 'Rien' });
    const blank = await expectStatus(422, 'PUT', `comments/${mine.id}.json`, callers.author, { body: '  \r\n ' });
    expect(blank.json()).toEqual({ error: { body: ['blank'] } });
  });
});

describe('a deletion', () => {
  it('removes a comment nobody answered, and keeps the count of its thread', async () => {
    const first = await write(callers.author, crag(), 'Des dégaines en place ?');
    const reply = await write(callers.other, crag(), 'Oui, partout.', first.id);
    await expectStatus(403, 'DELETE', `comments/${reply.id}.json`, callers.author);
    await expectStatus(204, 'DELETE', `comments/${reply.id}.json`, callers.other);
    expect((await getComment(reply.id)).statusCode).toBe(404);
    expect((await getComment(first.id)).json<CommentWithThread>()).toMatchObject({ replies_count: 0 });
    await expectStatus(204, 'DELETE', `comments/${first.id}.json`, callers.author);
    expect(await t.db.select().from(comments).where(eq(comments.id, first.id))).toEqual([]);
  });

  it('leaves a comment others answered as a deleted one, and takes a thread of deleted comments whole', async () => {
    const first = await write(callers.author, crag(), 'Le parking est-il payant ?');
    const reply = await write(callers.other, crag(), 'Non.', first.id);
    await expectStatus(204, 'DELETE', `comments/${first.id}.json`, callers.author);
    const thread = (await threadsOf(crag())).threads.find((candidate) => candidate.id === first.id);
    expect(thread).toMatchObject({ deleted: true, body: '', user: null, replies_count: 1 });
    expect(thread?.replies[0]).toMatchObject({ id: reply.id, reply_to_user: null });
    expect((await getComment(first.id)).statusCode).toBe(404);
    expect((await getComment(reply.id)).json<CommentWithThread>().thread).toMatchObject({
      id: first.id,
      deleted: true,
    });
    await expectStatus(404, 'DELETE', `comments/${first.id}.json`, callers.author);

    await expectStatus(204, 'DELETE', `comments/${reply.id}.json`, callers.admin);
    const rows = await t.db.select().from(comments).where(eq(comments.id, first.id));
    expect(rows).toEqual([]);
  });

  it('leaves a reply others answered as a deleted one, gone once its answers are', async () => {
    const first = await write(callers.other, crag(), 'Topo à jour ?');
    const reply = await write(callers.author, crag(), 'Celui de 2024.', first.id);
    const answer = await write(callers.other, crag(), 'Merci !', reply.id);
    await expectStatus(204, 'DELETE', `comments/${reply.id}.json`, callers.author);
    let page = (await getComment(answer.id)).json<CommentWithThread>();
    expect(page.thread.replies.map((comment) => [comment.id, comment.deleted])).toEqual([
      [reply.id, true],
      [answer.id, false],
    ]);
    expect(page.thread.replies[1]?.reply_to_user).toBeNull();
    await expectStatus(204, 'DELETE', `comments/${answer.id}.json`, callers.other);
    page = (await getComment(first.id)).json<CommentWithThread>();
    expect(page).toMatchObject({ deleted: false, replies_count: 0, thread: { replies: [] } });
  });
});

describe('moderation', () => {
  it('hides a comment from everyone but its author and the moderators, and shows it again', async () => {
    const comment = await write(callers.author, crag(), 'Un avis tranché');
    const refused = await expectStatus(403, 'PUT', `comments/${comment.id}/moderation.json`, callers.other, {
      hidden: true,
    });
    expect(refused.json()).toMatchObject({ need: { role: 'super_admin' } });
    await expectStatus(403, 'PUT', `comments/${comment.id}/moderation.json`, callers.gymManager, { hidden: true });
    const hidden = await expectStatus(200, 'PUT', `comments/${comment.id}/moderation.json`, callers.admin, {
      hidden: true,
    });
    expect(hidden.json<Comment>()).toMatchObject({ id: comment.id, hidden: true });

    const listed = async (headers: Record<string, string>) =>
      (await threadsOf(crag(), headers)).threads.some((thread) => thread.id === comment.id);
    expect(await listed(callers.visitor)).toBe(false);
    expect(await listed(callers.other)).toBe(false);
    expect(await listed(callers.author)).toBe(true);
    expect(await listed(callers.admin)).toBe(true);
    expect((await getComment(comment.id)).statusCode).toBe(404);
    expect((await getComment(comment.id, callers.other)).statusCode).toBe(404);
    expect((await getComment(comment.id, callers.author)).json<CommentWithThread>()).toMatchObject({ hidden: true });
    const reply = await postComment(t, callers.other, crag(), 'Je réponds', comment.id);
    expect(reply.json()).toEqual({ error: { reply_to_comment_id: ['not_found'] } });
    expect(await page(`/comments/${comment.id}`)).toMatchObject({ status: 404 });

    await expectStatus(200, 'PUT', `comments/${comment.id}/moderation.json`, callers.admin, { hidden: false });
    expect(await listed(callers.visitor)).toBe(true);
  });

  it("is given on a gym's records to its administrators holding manage_gym, and refused to its other staff", async () => {
    const comment = await write(callers.other, gymRoute(), 'Prise qui tourne en haut');
    const refused = await expectStatus(403, 'PUT', `comments/${comment.id}/moderation.json`, callers.gymOpener, {
      hidden: true,
    });
    expect(refused.json()).toMatchObject({ need: { gym_name: 'Vertical Bloc', role: 'manage_gym' } });
    await expectStatus(200, 'PUT', `comments/${comment.id}/moderation.json`, callers.gymManager, { hidden: true });
    const seen = async (headers: Record<string, string>) =>
      (await threadsOf(gymRoute(), headers)).threads.some((thread) => thread.id === comment.id);
    expect(await seen(callers.gymManager)).toBe(true);
    expect(await seen(callers.gymOpener)).toBe(false);
    expect(await seen(callers.visitor)).toBe(false);
    expect((await getComment(comment.id, callers.gymManager)).statusCode).toBe(200);
    expect((await getComment(comment.id, callers.other)).json<CommentWithThread>()).toMatchObject({
      hidden: true,
      target: { type: 'gym_routes', id: ids.gymRoute, name: 'La violette', gym_id: ids.gym },
    });
  });

  it('leaves a hidden reply out of the thread and its count for those who do not see it', async () => {
    const first = await write(callers.author, gymRoute(), 'Cotation ?');
    const reply = await write(callers.other, gymRoute(), 'Plutôt 6a', first.id);
    await write(callers.author, gymRoute(), 'Merci', first.id);
    await expectStatus(200, 'PUT', `comments/${reply.id}/moderation.json`, callers.gymManager, { hidden: true });
    const threadFor = async (headers: Record<string, string>) =>
      (await threadsOf(gymRoute(), headers)).threads.find((thread) => thread.id === first.id);
    expect(await threadFor(callers.visitor)).toMatchObject({ replies_count: 1, replies: [{ body: 'Merci' }] });
    expect((await threadFor(callers.other))?.replies_count).toBe(2);
    expect((await threadFor(callers.gymManager))?.replies_count).toBe(2);
    const page = (await getComment(first.id)).json<CommentWithThread>();
    expect(page.thread.replies.map((comment) => comment.body)).toEqual(['Merci']);
  });
});

describe('a refusal', () => {
  it.each([
    ['a blank body', { commentable_type: 'crags', body: ' \n ' }, { body: ['blank'] }],
    ['a body too long', { commentable_type: 'crags', body: 'a'.repeat(5001) }, { body: ['too_long'] }],
    [
      'a kind that takes no comments',
      { commentable_type: 'links', body: 'Oui' },
      { commentable_type: ['not_included'] },
    ],
    [
      'an unknown record',
      { commentable_type: 'crags', commentable_id: 999_999, body: 'Oui' },
      { commentable_id: ['not_found'] },
    ],
  ])('answers 422 for %s', async (_, payload, error) => {
    const response = await callApi(t, 'POST', 'comments.json', callers.author, {
      commentable_id: ids.crag,
      ...payload,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ error });
  });

  it('answers 422 for a reply to a comment of another record, or to a deleted one', async () => {
    const elsewhere = await write(callers.other, gymRoute(), 'Ailleurs');
    const response = await postComment(t, callers.author, crag(), 'Réponse', elsewhere.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { reply_to_comment_id: ['not_found'] } });
    const first = await write(callers.other, crag(), 'Bientôt effacé');
    await write(callers.author, crag(), 'Réponse', first.id);
    await expectStatus(204, 'DELETE', `comments/${first.id}.json`, callers.other);
    const toDeleted = await postComment(t, callers.author, crag(), 'Encore', first.id);
    expect(toDeleted.json()).toEqual({ error: { reply_to_comment_id: ['not_found'] } });
    const unknown = await postComment(t, callers.author, crag(), 'Encore', 999_999);
    expect(unknown.json()).toEqual({ error: { reply_to_comment_id: ['not_found'] } });
  });

  it('answers 422 for the list of a record that does not exist, 401 for a visitor writing', async () => {
    const list = await expectStatus(
      422,
      'GET',
      'comments.json?commentable_type=crags&commentable_id=999999',
      callers.visitor,
    );
    expect(list.json()).toEqual({ error: { commentable_id: ['not_found'] } });
    expect((await postComment(t, callers.visitor, crag(), 'Anonyme')).statusCode).toBe(401);
    expect((await getComment(999_999)).statusCode).toBe(404);
  });
});

describe('a reply', () => {
  const repliesTo = (userId: number) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.notification_type, 'new_reply')));

  it('notifies the author of the comment it answers, but not one answering themselves', async () => {
    const first = await write(callers.author, crag(), 'La voie du pilier est-elle rééquipée ?');
    const before = (await repliesTo(ids.author)).length;
    const reply = await write(callers.other, crag(), `Oui, depuis mars. ${'x'.repeat(200)}`, first.id);
    const received = await repliesTo(ids.author);
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)?.payload).toEqual({
      comment_id: reply.id,
      thread_id: first.id,
      commentable_type: 'crags',
      commentable_id: ids.crag,
      target_name: 'Saint-Léger',
      target_path: `/crags/${ids.crag}/saint-leger`,
      user_name: 'Bruno Relais',
      user_slug_name: expect.any(String),
      excerpt: `Oui, depuis mars. ${'x'.repeat(122)}`,
    });
    const othersBefore = (await repliesTo(ids.other)).length;
    await write(callers.other, crag(), 'Et les relais aussi.', reply.id);
    expect(await repliesTo(ids.other)).toHaveLength(othersBefore);
    expect(await repliesTo(ids.author)).toHaveLength(before + 1);
  });
});

/** The page as the server sends it: status and title (without the product's name). */
async function page(url: string, locale: 'fr' | 'en' = 'fr') {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', cookie: `i18n_redirected=${locale}` },
  });
  const title = response.body.match(/<meta property="og:title" content="([^"]*)"/)?.[1] ?? '';
  return { status: response.statusCode, title: title.replaceAll('&#39;', "'").replaceAll('&amp;', '&') };
}

describe("a comment's page", () => {
  it('names the record commented, in each language', async () => {
    const first = await write(callers.author, crag(), 'Accès fléché depuis le village');
    const reply = await write(callers.other, crag(), 'Merci', first.id);
    expect(await page(`/comments/${first.id}`)).toEqual({ status: 200, title: 'Commentaire sur Saint-Léger' });
    expect(await page(`/comments/${reply.id}`, 'en')).toEqual({ status: 200, title: 'Comment on Saint-Léger' });
    const onRoute = await write(callers.author, gymRoute(), 'Bloc superbe');
    expect(await page(`/comments/${onRoute.id}`, 'en')).toEqual({ status: 200, title: 'Comment on La violette' });
  });

  it('is the 404 page for a comment unknown or deleted', async () => {
    const first = await write(callers.author, crag(), 'Bientôt retiré');
    await write(callers.other, crag(), 'Réponse', first.id);
    await expectStatus(204, 'DELETE', `comments/${first.id}.json`, callers.author);
    for (const url of [`/comments/${first.id}`, '/comments/999999', '/comments/abc']) {
      const missing = await page(url);
      expect(missing.status, url).toBe(404);
      expect(missing.title).toBe(PAGE_META.fr.notFound.title);
    }
  });
});

describe('the limits', () => {
  it('answer 429 past five comments a minute', async () => {
    const limited = await createTestApp({ env: { RATE_LIMITS: 'comment_per_minute=5/60' } });
    try {
      const { user } = await createUser(limited.db);
      const headers = await authHeaders(user, limited.config.jwtSecret, limited.keyHeaders);
      const cragId = (await createCrag(limited.db)).id;
      for (let index = 1; index <= 5; index += 1) {
        const response = await postComment(limited, headers, { type: 'crags', id: cragId }, `Message ${index}`);
        expect(response.statusCode).toBe(201);
      }
      const refused = await postComment(limited, headers, { type: 'crags', id: cragId }, 'Un de trop');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
