import type { Report } from '@climb/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, links, notifications, photos, videos } from '../../src/db/schema';
import { createLinkRow, createPhotoRow, createVideoRow } from '../factories/media.factory';
import { createCrag } from '../factories/outdoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { callApi, postComment } from './media-api';

/*
 * Reports through the API (docs/domain/media.md): one per climber and record, `other` needs words, the site
 * administrators' list, and the handling that closes every open report of the record and tells their reporters;
 * hidden photos seen only by their author and the administrators.
 */

let t: TestApp;
let author: Record<string, string>;
let reporters: Record<string, string>[];
let reporterIds: number[];
let admin: Record<string, string>;
let authorId: number;
let cragId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { user: a } = await createUser(t.db, { first_name: 'Inès' });
  authorId = a.id;
  author = await authHeaders(a, t.config.jwtSecret, t.keyHeaders);
  reporters = [];
  reporterIds = [];
  for (let index = 0; index < 2; index += 1) {
    const { user } = await createUser(t.db);
    reporterIds.push(user.id);
    reporters.push(await authHeaders(user, t.config.jwtSecret, t.keyHeaders));
  }
  const { user: administrator } = await createUser(t.db, { super_admin: true });
  admin = await authHeaders(administrator, t.config.jwtSecret, t.keyHeaders);
  cragId = (await createCrag(t.db, { name: 'Céüse', slug_name: 'ceuse' })).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const crag = () => ({ type: 'crags' as const, id: cragId });

function report(headers: Record<string, string>, type: string, id: number, reason = 'spam', description?: string) {
  return callApi(t, 'POST', 'reports.json', headers, {
    reportable_type: type,
    reportable_id: id,
    reason,
    ...(description === undefined ? {} : { description }),
  });
}

function handle(headers: Record<string, string>, id: number, action: string) {
  return callApi(t, 'PUT', `reports/${id}.json`, headers, { action });
}

async function openReports(): Promise<Report[]> {
  const response = await callApi(t, 'GET', 'reports.json?state=open&per_page=100', admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Report[]>();
}

describe('a report', () => {
  it('is one per climber and record: the second answers 200 with the same report, its reason updated', async () => {
    const photo = await createPhotoRow(t.db, crag(), authorId);
    const first = await report(reporters[0] ?? {}, 'photos', photo.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Report>()).toMatchObject({ reason: 'spam', state: 'open', reportable_type: 'photos' });
    const second = await report(reporters[0] ?? {}, 'photos', photo.id, 'copyright');
    expect(second.statusCode).toBe(200);
    expect(second.json<Report>()).toMatchObject({ id: first.json<Report>().id, reason: 'copyright' });
  });

  it('with the reason other needs words; an unknown record is not found; a visitor is refused', async () => {
    const link = await createLinkRow(t.db, crag(), authorId);
    const blank = await report(reporters[0] ?? {}, 'links', link.id, 'other', '  ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ error: { description: ['blank'] } });
    expect((await report(reporters[0] ?? {}, 'links', link.id, 'other', 'Lien mort')).statusCode).toBe(201);
    const unknown = await report(reporters[0] ?? {}, 'comments', 2_000_000);
    expect(unknown.json()).toMatchObject({ error: { reportable_id: ['not_found'] } });
    expect((await report(t.keyHeaders, 'links', link.id)).statusCode).toBe(401);
  });
});

describe('the administrators’ list', () => {
  it('shows each open report with its item and how many reported it; others are refused', async () => {
    const video = await createVideoRow(t.db, crag(), authorId, { description: 'Enchaînement de Biographie' });
    for (const headers of reporters) expect((await report(headers, 'videos', video.id)).statusCode).toBe(201);
    const listed = (await openReports()).filter(
      (item) => item.reportable_type === 'videos' && item.reportable_id === video.id,
    );
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({
      reports_count: 2,
      item: { excerpt: 'Enchaînement de Biographie', path: `/videos/${video.id}`, hidden: false, thumbnail_url: null },
    });
    expect(listed[0]?.item?.user?.name).toContain('Inès');
    expect((await callApi(t, 'GET', 'reports.json', reporters[0] ?? {})).statusCode).toBe(403);
    expect((await handle(reporters[0] ?? {}, listed[0]?.id ?? 0, 'dismiss')).statusCode).toBe(403);
  });
});

describe('handling a report', () => {
  async function reportedTwice(type: string, id: number): Promise<number> {
    const ids: number[] = [];
    for (const headers of reporters) ids.push((await report(headers, type, id)).json<Report>().id);
    return ids[0] ?? 0;
  }

  async function closedOf(type: string, id: number) {
    const response = await callApi(t, 'GET', 'reports.json?state=open&per_page=100', admin);
    return response.json<Report[]>().filter((item) => item.reportable_type === type && item.reportable_id === id);
  }

  async function toldOf(userId: number) {
    return t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.notification_type, 'report_handled')));
  }

  it('hides a photo: every open report closes, each reporter is told, only its author and admins see it', async () => {
    const photo = await createPhotoRow(t.db, crag(), authorId);
    const before = (await toldOf(reporterIds[1] ?? 0)).length;
    const id = await reportedTwice('photos', photo.id);
    const handled = await handle(admin, id, 'hide');
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json<Report>()).toMatchObject({ state: 'hidden', item: { hidden: true } });
    expect(await closedOf('photos', photo.id)).toEqual([]);
    expect((await toldOf(reporterIds[1] ?? 0)).length).toBe(before + 1);
    expect((await toldOf(reporterIds[1] ?? 0)).at(-1)?.payload).toEqual({
      reportable_type: 'photos',
      outcome: 'hidden',
    });
    const [row] = await t.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row?.hidden).toBe(true);

    // Hidden: out of the gallery, 404 for others, seen by its author (with its mark) and the administrators.
    expect((await callApi(t, 'GET', `photos/${photo.id}.json`, t.keyHeaders)).statusCode).toBe(404);
    expect((await callApi(t, 'GET', `photos/${photo.id}.json`, reporters[0] ?? {})).statusCode).toBe(404);
    const own = await callApi(t, 'GET', `photos/${photo.id}.json`, author);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ hidden: boolean }>().hidden).toBe(true);
    expect((await callApi(t, 'GET', `photos/${photo.id}.json`, admin)).statusCode).toBe(200);
    const gallery = await callApi(
      t,
      'GET',
      `photos.json?illustrable_type=crags&illustrable_id=${cragId}&per_page=100`,
      t.keyHeaders,
    );
    expect(gallery.json<{ id: number }[]>().map((item) => item.id)).not.toContain(photo.id);
    const mine = await callApi(t, 'GET', 'current_users/photos.json?per_page=100', author);
    expect(mine.json<{ id: number; hidden: boolean }[]>().find((item) => item.id === photo.id)?.hidden).toBe(true);

    // Closed: handling it again is refused.
    const again = await handle(admin, id, 'delete');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: { base: ['closed'] } });
  });

  it('deletes a photo (its row gone, the item null) and a link, and hides a comment', async () => {
    const photo = await createPhotoRow(t.db, crag(), authorId);
    const photoReport = await reportedTwice('photos', photo.id);
    const deleted = await handle(admin, photoReport, 'delete');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<Report>()).toMatchObject({ state: 'deleted', item: null });
    expect(await t.db.select().from(photos).where(eq(photos.id, photo.id))).toEqual([]);

    const link = await createLinkRow(t.db, crag(), authorId);
    expect((await handle(admin, await reportedTwice('links', link.id), 'delete')).statusCode).toBe(200);
    expect(await t.db.select().from(links).where(eq(links.id, link.id))).toEqual([]);

    const comment = await postComment(t, author, crag(), 'Un commentaire déplacé');
    expect(comment.statusCode, comment.body).toBe(201);
    const commentId = comment.json<{ id: number }>().id;
    const hidden = await handle(admin, await reportedTwice('comments', commentId), 'hide');
    expect(hidden.json<Report>()).toMatchObject({
      state: 'hidden',
      item: { hidden: true, path: `/comments/${commentId}` },
    });
    const [row] = await t.db.select().from(comments).where(eq(comments.id, commentId));
    expect(row?.hidden).toBe(true);
  });

  it('dismisses: the record is left as it was', async () => {
    const video = await createVideoRow(t.db, crag(), authorId);
    const dismissed = await handle(admin, await reportedTwice('videos', video.id), 'dismiss');
    expect(dismissed.json<Report>()).toMatchObject({ state: 'dismissed', reports_count: 2 });
    const [row] = await t.db.select().from(videos).where(eq(videos.id, video.id));
    expect(row?.hidden).toBe(false);
    expect(await closedOf('videos', video.id)).toEqual([]);
  });
});
