import type { Comment, Photo, TokenPair } from '@climb/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import enComments from '../../apps/web/src/locales/en/comments.json' with { type: 'json' };
import enEmails from '../../apps/web/src/locales/en/notification-emails.json' with { type: 'json' };
import enReports from '../../apps/web/src/locales/en/reports.json' with { type: 'json' };
import frAdmin from '../../apps/web/src/locales/fr/admin.json' with { type: 'json' };
import frComments from '../../apps/web/src/locales/fr/comments.json' with { type: 'json' };
import frEmails from '../../apps/web/src/locales/fr/notification-emails.json' with { type: 'json' };
import frReports from '../../apps/web/src/locales/fr/reports.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import {
  adminCredentials,
  type Climber,
  callApi,
  createClimber,
  outboxEmailsTo,
  signInWithTokens,
  webApiKey,
} from '../support/accounts';
import { demoGymPlaces, PHONE, planPng } from '../support/indoor';
import { LANGUAGES, languagesInTurn } from '../support/languages';
import { demoCrag } from '../support/outdoor';

const TEXTS = {
  fr: { admin: frAdmin, comments: frComments, emails: frEmails, reports: frReports },
  en: { admin: enAdmin, comments: enComments, emails: enEmails, reports: enReports },
} as const;

/** Words no other journey writes, so a thread or a notification is found among the others. */
const unique = (words: string) => `${words} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The climber's e-mail choices, saved as the settings page saves them. */
async function chooseEmails(request: APIRequestContext, climber: Climber, types: string[]) {
  const response = await callApi(request, 'PUT', 'current_users.json', {
    token: climber.tokens.token,
    body: { user: { email_notifications: types } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function postComment(request: APIRequestContext, token: string, body: Record<string, unknown>): Promise<Comment> {
  const response = await callApi(request, 'POST', 'comments.json', { token, body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Comment;
}

/** The e-mail to an address whose text holds `words`, once the background work has written it. */
async function emailTo(request: APIRequestContext, address: string, words: string) {
  let found: Awaited<ReturnType<typeof outboxEmailsTo>>[number] | undefined;
  await expect(async () => {
    found = (await outboxEmailsTo(request, address)).find((email) => email.text_body.includes(words));
    expect(found, `an e-mail to ${address} with “${words}”`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  if (!found) throw new Error('no e-mail');
  return found;
}

/** A photo of the demo crag uploaded through the API by a climber of the journey's own. */
async function uploadPhoto(page: Page, request: APIRequestContext, token: string, cragId: number): Promise<Photo> {
  const response = await request.post('/api/v1/photos.json', {
    headers: { HttpApiAccessToken: await webApiKey(request), authorization: `Bearer ${token}` },
    multipart: {
      illustrable_type: 'crags',
      illustrable_id: String(cragId),
      description: unique('Le haut du secteur'),
      file: { name: 'secteur.png', mimeType: 'image/png', buffer: await planPng(page, 900, 600) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Photo;
}

async function adminTokens(request: APIRequestContext): Promise<TokenPair> {
  const response = await callApi(request, 'POST', 'sessions/sign_in', { body: adminCredentials() });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TokenPair;
}

const inTurn = languagesInTurn('discussion');
for (const locale of LANGUAGES) {
  const journey = inTurn(locale);
  const { admin, comments, emails, reports } = TEXTS[locale];

  test.describe(`comments, likes and reports (${locale})`, () => {
    test.use(PHONE);
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey(
      'a climber replies to a comment on the demo crag; its author sees the reply notification and gets the e-mail',
      async ({ page, request }) => {
        const crag = await demoCrag(request);
        const author = await createClimber(request, { language: locale, first_name: 'Inès' });
        await chooseEmails(request, author, ['new_reply']);
        const question = unique('Quel secteur est à l’ombre l’après-midi ?');
        await postComment(request, author.tokens.token, {
          commentable_type: 'crags',
          commentable_id: crag.id,
          body: question,
        });

        const replier = await createClimber(request, { language: locale, first_name: 'Paul' });
        await signInWithTokens(page, replier.tokens);
        await page.goto(`/crags/${crag.id}/${crag.slug_name}`);
        // The discussion loads with the media section, as it nears the screen.
        await page.getByTestId('record-media').scrollIntoViewIfNeeded();
        const thread = page.getByTestId('comment-thread').filter({ hasText: question });
        await expect(thread).toBeVisible({ timeout: 15_000 });
        await thread.getByTestId('comment-reply').first().click();
        // Found by its last word: the link's name says it opens in a new tab, which the text does not.
        const mark = unique('Merci');
        const answer = `Biographie, dès 14 h. Topo : https://example.org/ceuse ${mark}`;
        const form = page.getByTestId('comment-reply-form');
        await form.getByRole('textbox').fill(answer);
        await expectAccessible(page, `a reply on the crag page (${locale})`);
        await form.getByRole('button', { name: comments.form.reply }).click();
        const reply = thread.getByTestId('comment').filter({ hasText: mark });
        await expect(reply).toBeVisible();
        // The address in the text became a link.
        await expect(reply.getByRole('link', { name: /^https:\/\/example\.org\/ceuse/ })).toHaveAttribute(
          'rel',
          /nofollow/,
        );

        // The author is told in the product, with a link to the conversation…
        await signInWithTokens(page, author.tokens);
        await page.goto('/notifications');
        const notification = page.getByTestId('notification').filter({ hasText: crag.name });
        await expect(notification.first()).toBeVisible();
        await notification.first().getByTestId('notification-link').click();
        await expect(page).toHaveURL(/\/comments\/\d+$/);
        await expect(page.getByTestId('comment-page-thread')).toContainText(question);
        await expect(page.getByTestId('comment-page-thread')).toContainText(mark);
        await expectAccessible(page, `a comment's page (${locale})`);

        // …and by e-mail, which they chose, with the link that turns these e-mails off.
        const email = await emailTo(request, author.email, 'Biographie, dès 14 h.');
        expect(email.text_body).toContain('/notifications/unsubscribe?token=');
        expect(email.text_body).toContain(`/comments/`);
      },
    );

    journey(
      'a climber likes a photo and a gym route, and finds both liked after a reload',
      async ({ page, request }) => {
        const crag = await demoCrag(request);
        const listed = await callApi(request, 'GET', `photos.json?illustrable_type=crags&illustrable_id=${crag.id}`);
        expect(listed.status(), await listed.text()).toBe(200);
        const photo = ((await listed.json()) as Photo[])[0];
        if (!photo) throw new Error('The demo crag has no photo');
        const climber = await createClimber(request, { language: locale });
        await signInWithTokens(page, climber.tokens);

        await page.goto(`/photos/${photo.id}`);
        const like = page.getByTestId('like-button').first();
        await expect(like).toHaveAttribute('aria-pressed', 'false');
        const before = Number(await like.getByTestId('like-count').textContent());
        await like.click();
        await expect(like).toHaveAttribute('aria-pressed', 'true');
        await expect(like.getByTestId('like-count')).toHaveText(String(before + 1));
        await expectAccessible(page, `a liked photo (${locale})`);
        await page.reload();
        await expect(page.getByTestId('like-button').first()).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByTestId('like-button').first().getByTestId('like-count')).toHaveText(String(before + 1));

        const { space, route } = await demoGymPlaces(request);
        const routePage = `/gyms/1/salle-demo-cordee-bloc/spaces/${space.id}/${space.slug_name}?route=${route.id}`;
        await page.goto(routePage);
        const panel = page.getByTestId('route-panel');
        const routeLike = panel.getByTestId('gym-route-like').getByTestId('like-button');
        await expect(routeLike).toHaveAttribute('aria-pressed', 'false');
        await routeLike.click();
        await expect(routeLike).toHaveAttribute('aria-pressed', 'true');
        await page.reload();
        await expect(routeLike).toHaveAttribute('aria-pressed', 'true');

        const mine = await callApi(request, 'GET', 'current_users/likes.json', { token: climber.tokens.token });
        expect(await mine.json()).toMatchObject({ photos: [photo.id], gym_routes: [route.id] });
      },
    );

    journey('a climber reports a photo and a site administrator hides it', async ({ page, request }) => {
      const crag = await demoCrag(request);
      const uploader = await createClimber(request, { language: locale, first_name: 'Zoé' });
      const photo = await uploadPhoto(page, request, uploader.tokens.token, crag.id);

      const reporter = await createClimber(request, { language: locale, first_name: 'Hugo' });
      await signInWithTokens(page, reporter.tokens);
      await page.goto(`/photos/${photo.id}`);
      await page.getByTestId('report-link').first().click();
      await expect(page).toHaveURL(new RegExp(`/reports/photos/${photo.id}/new$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(reports.new.title);
      await page.getByRole('radio', { name: reports.new.reasons.inappropriate }).check();
      await expectAccessible(page, `the report form (${locale})`);
      await page.getByRole('button', { name: reports.new.send }).click();
      await expect(page.getByTestId('report-sent')).toBeVisible();

      await signInWithTokens(page, await adminTokens(request));
      await page.goto('/admin/reports');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(admin.reports.title);
      const report = page.getByTestId('report').filter({
        has: page.locator(`a[href="/photos/${photo.id}"]`),
      });
      await expect(report).toBeVisible();
      await expectAccessible(page, `/admin/reports (${locale})`);
      await report.getByRole('button', { name: admin.reports.actions.hide }).click();
      await expect(
        page.getByTestId('report').filter({ has: page.locator(`a[href="/photos/${photo.id}"]`) }),
      ).toHaveCount(0);

      // Hidden: gone for visitors, still there for its uploader; the reporter is told.
      expect((await callApi(request, 'GET', `photos/${photo.id}.json`)).status()).toBe(404);
      const own = await callApi(request, 'GET', `photos/${photo.id}.json`, { token: uploader.tokens.token });
      expect(own.status()).toBe(200);
      expect(((await own.json()) as Photo).hidden).toBe(true);
      const told = await callApi(request, 'GET', 'notifications.json', { token: reporter.tokens.token });
      expect(JSON.stringify(await told.json())).toContain('report_handled');
    });

    journey('a climber turns the like e-mails off from the link in the e-mail', async ({ page, request }) => {
      const crag = await demoCrag(request);
      const author = await createClimber(request, { language: locale, first_name: 'Maya' });
      await chooseEmails(request, author, ['new_like', 'new_reply']);
      const comment = await postComment(request, author.tokens.token, {
        commentable_type: 'crags',
        commentable_id: crag.id,
        body: unique('La source au parking coule encore.'),
      });
      const liker = await createClimber(request, { language: locale, first_name: 'Tom' });
      const liked = await callApi(request, 'POST', 'likes.json', {
        token: liker.tokens.token,
        body: { likeable_type: 'comments', likeable_id: comment.id },
      });
      expect(liked.status(), await liked.text()).toBe(201);

      const email = await emailTo(request, author.email, '/notifications/unsubscribe?token=');
      const link = email.text_body.match(/\S*\/notifications\/unsubscribe\?token=\S+/)?.[0];
      if (!link) throw new Error('The e-mail carries no unsubscribe link');
      // Opened from the mail, without signing in.
      await page.goto(new URL(link).pathname + new URL(link).search);
      await expect(page.getByTestId('unsubscribe-done')).toBeVisible();
      await expect(page.getByTestId('unsubscribe-done')).toContainText(emails.unsubscribe.kinds.new_like);
      await expectAccessible(page, `/notifications/unsubscribe (${locale})`);

      const me = await callApi(request, 'GET', 'current_users.json', { token: author.tokens.token });
      expect(((await me.json()) as { email_notifications: string[] }).email_notifications).toEqual(['new_reply']);
    });
  });
}
