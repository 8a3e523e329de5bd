import type { Photo, Video } from '@climb/contracts';
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { callApi, createClimber, signInWithTokens } from '../support/accounts';
import { demoGymRoute, PHONE, planPng } from '../support/indoor';
import { LANGUAGES, languagesInTurn } from '../support/languages';
import { demoCrag } from '../support/outdoor';

/** The video providers' hosts: nothing may be asked of them before the climber starts a video. */
const PROVIDER_HOSTS = /youtube|youtu\.be|ytimg|vimeo|dailymotion|dmcdn|instagram|cdninstagram|tiktok/;

const inTurn = languagesInTurn('media');
for (const locale of LANGUAGES) {
  const journey = inTurn(locale);

  test.describe(`media (${locale})`, () => {
    test.use(PHONE);
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey(
      'a climber adds two photos to the demo crag from a phone, each with its progress, swipes in the viewer and chooses a cover',
      async ({ page, request }) => {
        test.setTimeout(120_000);
        const { tokens } = await createClimber(request, { language: locale });
        const crag = await demoCrag(request);
        await signInWithTokens(page, tokens);
        await page.goto(`/photos/crags/${crag.id}/new`);
        const first = await planPng(page, 1200, 800);
        const second = await planPng(page, 800, 1200);
        await page.getByTestId('photo-files').setInputFiles([
          { name: 'falaise-1.png', mimeType: 'image/png', buffer: first },
          { name: 'falaise-2.png', mimeType: 'image/png', buffer: second },
        ]);
        await expect(page.getByTestId('upload-row')).toHaveCount(2);
        await expect(page.getByTestId('upload-progress')).toHaveCount(2);
        await expectAccessible(page, 'the photo upload form');
        await page.getByTestId('photo-upload-submit').click();
        await expect(page.getByTestId('upload-finished')).toBeVisible({ timeout: 60_000 });

        // The two photos are the newest of the crag's gallery: the viewer opens on the first.
        const listed = await callApi(request, 'GET', `current_users/photos.json`, { token: tokens.token });
        expect(listed.status(), await listed.text()).toBe(200);
        const mine = (await listed.json()) as Photo[];
        expect(mine).toHaveLength(2);
        const [newest, older] = mine;
        if (!newest || !older) throw new Error('The two photos are not listed');
        await page.goto(`/photos/${newest.id}`);
        const position = page.getByTestId('photo-position');
        const before = await position.textContent();
        // A swipe to the left shows the next photo of the gallery.
        const stage = page.getByTestId('photo-stage');
        const box = await stage.boundingBox();
        if (!box) throw new Error('The viewer has no stage');
        const y = box.y + box.height / 2;
        await stage.dispatchEvent('pointerdown', {
          pointerType: 'touch',
          isPrimary: true,
          clientX: box.x + box.width * 0.8,
          clientY: y,
          pointerId: 1,
        });
        await stage.dispatchEvent('pointermove', {
          pointerType: 'touch',
          isPrimary: true,
          clientX: box.x + box.width * 0.5,
          clientY: y,
          pointerId: 1,
        });
        await stage.dispatchEvent('pointerup', {
          pointerType: 'touch',
          isPrimary: true,
          clientX: box.x + box.width * 0.2,
          clientY: y,
          pointerId: 1,
        });
        await expect(position).not.toHaveText(before ?? '');
        await expect(page).not.toHaveURL(new RegExp(`/photos/${newest.id}$`));

        // The author makes their photo the crag's cover.
        await page.goto(`/photos/${newest.id}`);
        await page.getByTestId('photo-make-cover').click();
        await expect(page.getByTestId('photo-cover')).toBeVisible();
        const gallery = await callApi(request, 'GET', `photos.json?illustrable_type=crags&illustrable_id=${crag.id}`);
        const [cover] = (await gallery.json()) as Photo[];
        expect(cover).toMatchObject({ id: newest.id, cover: true });
        await expectAccessible(page, 'the photo viewer');
      },
    );

    journey(
      'a climber adds a video to a gym route, and nothing loads from the provider before the click',
      async ({ page, request }) => {
        test.setTimeout(90_000);
        const { tokens } = await createClimber(request, { language: locale });
        const route = await demoGymRoute(request);
        const created = await callApi(request, 'POST', 'videos.json', {
          token: tokens.token,
          body: {
            viewable_type: 'gym_routes',
            viewable_id: route.id,
            url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          },
        });
        expect(created.status(), await created.text()).toBe(201);
        const video = (await created.json()) as Video;
        const asked: string[] = [];
        await page.route(PROVIDER_HOSTS, (routed) => {
          asked.push(routed.request().url());
          return routed.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<!doctype html><title>player</title>',
          });
        });
        await signInWithTokens(page, tokens);
        await page.goto(`/videos/${video.id}`);
        await expect(page.getByTestId('video-start')).toBeVisible();
        await expect(page.getByTestId('video-player')).toHaveCount(0);
        await expectAccessible(page, 'a video before it starts');
        expect(asked).toEqual([]);
        await page.getByTestId('video-start').click();
        await expect(page.getByTestId('video-player')).toHaveAttribute(
          'src',
          /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
        );
        await expect.poll(() => asked.length).toBeGreaterThan(0);
      },
    );
  });
}
