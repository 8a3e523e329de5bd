import type { CommentThread, Link, Photo, Video } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaTargets } from '../../src/composition';
import { comments, crags, links, photos, videos } from '../../src/db/schema';
import { findDemoGymPlaces } from '../../src/indoor/indoor.public';
import { DEMO_CRAG_NAME } from '../../src/logbook/seed/demo-logbook.seed';
import { seedDemoMedia } from '../../src/media/seed/media.seed';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { callApi } from './media-api';

/*
 * The demo media of a fresh database (docs/domain/media.md, "Demo data"): photos of the demo crag and of the demo
 * bouldering gym and one of its routes, one cover each, their pictures drawn at seed time and stored like any
 * upload; a video on the crag and on the route; a link on the crag; a conversation on the crag, and on the route two
 * comments and the gym team's answer. All through the services, in well under a second.
 */

let t: TestApp;
let cragId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [crag] = await t.db.select().from(crags).where(eq(crags.name, DEMO_CRAG_NAME));
  cragId = crag?.id as number;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function read<Answer>(url: string): Promise<Answer> {
  const response = await callApi(t, 'GET', url, t.keyHeaders);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<Answer>();
}

describe('the demo media', () => {
  it('puts photos on the demo crag, its cover first, drawn pictures stored in three sizes', async () => {
    const gallery = await read<Photo[]>(`photos.json?illustrable_type=crags&illustrable_id=${cragId}`);
    expect(gallery.length).toBeGreaterThanOrEqual(3);
    expect(gallery[0]?.cover).toBe(true);
    expect(gallery.filter((photo) => photo.cover)).toHaveLength(1);
    for (const photo of gallery) {
      expect(photo.description).toMatch(/démonstration/);
      expect(photo.description).toMatch(/demo/i);
      expect({ width: photo.width, height: photo.height }).toEqual({ width: 960, height: 640 });
      const served = await t.app.inject({ method: 'GET', url: new URL(photo.variants.thumbnail.url).pathname });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });
    }
  });

  it('puts a cover photo on the demo bouldering gym and a photo on one of its routes', async () => {
    const places = await findDemoGymPlaces(t.app.appContext, 0);
    expect(places?.routeId).toBeTruthy();
    const ofGym = await read<Photo[]>(`photos.json?illustrable_type=gyms&illustrable_id=${places?.gymId}`);
    expect(ofGym.map((photo) => photo.cover)).toEqual([true]);
    expect(ofGym[0]?.target.name).toBe('Salle démo Cordée Bloc');
    const ofRoute = await read<Photo[]>(`photos.json?illustrable_type=gym_routes&illustrable_id=${places?.routeId}`);
    expect(ofRoute).toHaveLength(1);
    expect(ofRoute[0]?.target.path).toContain(`?route=${places?.routeId}`);
  });

  it('adds a video on the crag and on the gym route, and a link on the crag', async () => {
    const places = await findDemoGymPlaces(t.app.appContext, 0);
    const [ofCrag] = await read<Video[]>(`videos.json?viewable_type=crags&viewable_id=${cragId}`);
    expect(ofCrag).toMatchObject({ provider: 'vimeo', provider_id: '76979871' });
    expect(ofCrag?.description).toMatch(/démonstration/);
    const ofRoute = await read<Video[]>(`videos.json?viewable_type=gym_routes&viewable_id=${places?.routeId}`);
    expect(ofRoute).toHaveLength(1);
    const linked = await read<Link[]>(`links.json?linkable_type=crags&linkable_id=${cragId}`);
    expect(linked).toEqual([expect.objectContaining({ host: 'fr.wikipedia.org' })]);
  });

  it('opens a conversation between two demo climbers on the crag, and one on the gym route the gym answers', async () => {
    const places = await findDemoGymPlaces(t.app.appContext, 0);
    const [thread, ...others] = await read<CommentThread[]>(
      `comments.json?commentable_type=crags&commentable_id=${cragId}`,
    );
    expect(others).toEqual([]);
    expect(thread?.replies).toHaveLength(1);
    expect(thread?.replies[0]?.reply_to_comment_id).toBe(thread?.id);
    expect(thread?.replies[0]?.user?.uuid).not.toBe(thread?.user?.uuid);
    const ofRoute = await read<CommentThread[]>(
      `comments.json?commentable_type=gym_routes&commentable_id=${places?.routeId}`,
    );
    // Two climbers' comments, the first answered by the gym's team (its writer not named).
    expect(ofRoute).toHaveLength(2);
    const answered = ofRoute.find((item) => item.replies.length > 0);
    expect(answered?.replies).toHaveLength(1);
    expect(answered?.replies[0]).toMatchObject({ user: null, gym_team: { id: places?.gymId } });
  });

  it('is written in well under a second', async () => {
    await t.db.delete(photos);
    await t.db.delete(videos);
    await t.db.delete(links);
    await t.db.delete(comments);
    const started = performance.now();
    await seedDemoMedia(t.db, t.config, mediaTargets(t.app.appContext), {
      cragId,
      gym: await findDemoGymPlaces(t.app.appContext, 0),
    });
    const seconds = (performance.now() - started) / 1000;
    console.info(`media seed: ${seconds.toFixed(2)} s`);
    expect((await t.db.select().from(photos)).length).toBe(5);
    // Under a second on a quiet machine; the bound leaves room for a loaded CI runner.
    expect(seconds).toBeLessThan(3);
  });
});
