import { MEDIA_PAGE_META, PAGE_META, pageTitle } from '@climb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../../src/db/schema';
import { createPhotoRow, createVideoRow } from '../factories/media.factory';
import { createCrag, createSector } from '../factories/outdoor.factory';
import { createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The media pages that name their record get its name in the title the server writes into the HTML, in the
 * visitor's language, as the web app writes it once the page is open; a page of a record or a medium that does
 * not exist is the 404 page.
 */

let t: TestApp;
const ids = { crag: 0, sector: 0, area: 0, photo: 0, describedPhoto: 0, video: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createUser(t.db);
  ids.crag = (await createCrag(t.db, { name: 'Céüse', slug_name: 'ceuse' })).id;
  ids.sector = (await createSector(t.db, ids.crag, { name: 'Biographie', slug_name: 'biographie' })).id;
  const [area] = await t.db.insert(areas).values({ name: 'Buëch', slug_name: 'buech' }).returning();
  ids.area = area?.id as number;
  ids.photo = (await createPhotoRow(t.db, { type: 'crags', id: ids.crag }, user.id, { description: null })).id;
  ids.describedPhoto = (
    await createPhotoRow(t.db, { type: 'crag_sectors', id: ids.sector }, user.id, { description: 'Le grand toit' })
  ).id;
  ids.video = (await createVideoRow(t.db, { type: 'crags', id: ids.crag }, user.id, { description: null })).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** The page as the server sends it: status, title (without the product's name) and description. */
async function page(url: string, locale: 'fr' | 'en' = 'fr') {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', cookie: `i18n_redirected=${locale}` },
  });
  const unescapeHtml = (value: string) => value.replaceAll('&#39;', "'").replaceAll('&amp;', '&');
  return {
    status: response.statusCode,
    title: unescapeHtml(response.body.match(/<meta property="og:title" content="([^"]*)"/)?.[1] ?? ''),
    description: unescapeHtml(response.body.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''),
  };
}

describe('the heads of the media pages', () => {
  it("name a photo's record, and describe it by its words when it has some", async () => {
    expect(await page(`/photos/${ids.photo}`)).toEqual({
      status: 200,
      title: 'Photo – Céüse',
      description: MEDIA_PAGE_META.fr.photo.description,
    });
    expect(await page(`/photos/${ids.describedPhoto}`, 'en')).toEqual({
      status: 200,
      title: 'Photo – Biographie',
      description: 'Le grand toit',
    });
  });

  it("name a video's record", async () => {
    expect(await page(`/videos/${ids.video}`, 'en')).toMatchObject({ status: 200, title: 'Video – Céüse' });
  });

  it('name the record of a photos or links page, in each language', async () => {
    expect((await page(`/crags/${ids.crag}/ceuse/photos`)).title).toBe('Photos du site – Céüse');
    expect((await page(`/crags/${ids.crag}/ceuse/photos`, 'en')).title).toBe('Crag photos – Céüse');
    expect((await page(`/crag-sectors/${ids.sector}/biographie/photos`)).title).toBe('Photos du secteur – Biographie');
    expect((await page(`/areas/${ids.area}/buech/photos`, 'en')).title).toBe('Area photos – Buëch');
    expect(await page(`/crags/${ids.crag}/ceuse/links`)).toEqual({
      status: 200,
      title: 'Liens du site – Céüse',
      description: MEDIA_PAGE_META.fr.cragLinks.description,
    });
  });

  it.each([
    '/photos/999999',
    '/photos/abc',
    '/videos/999999',
    '/crags/999999/nowhere/photos',
    '/crag-sectors/999999/x/photos',
    '/areas/999999/x/photos',
    '/crags/999999/x/links',
  ])('answer %s, of nothing, with the 404 page', async (url) => {
    const missing = await page(url);
    expect(missing.status).toBe(404);
    expect(missing.title).toBe(PAGE_META.fr.notFound.title);
    expect(pageTitle('fr', 'notFound')).toContain(PAGE_META.fr.notFound.title);
  });
});
