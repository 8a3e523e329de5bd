import { type CragRoute, formatGrade } from '@climb/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import enCrags from '../../apps/web/src/locales/en/crags.json' with { type: 'json' };
import enEnums from '../../apps/web/src/locales/en/outdoor-enums.json' with { type: 'json' };
import frCrags from '../../apps/web/src/locales/fr/crags.json' with { type: 'json' };
import frEnums from '../../apps/web/src/locales/fr/outdoor-enums.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { callApi, createClimber } from '../support/accounts';
import { languagesInTurn } from '../support/languages';
import { createCrag, createRoute, createSector, uniqueName } from '../support/outdoor';
import { fill } from '../support/texts';

const TEXTS = {
  fr: { crags: frCrags, enums: frEnums },
  en: { crags: enCrags, enums: enEnums },
} as const;

/** A crag as a climber would find it: two sectors, routes in each (one multi-pitch), a running alert, an edit. */
async function createCatalogue(request: APIRequestContext) {
  const climber = await createClimber(request);
  const token = climber.tokens.token;
  const crag = await createCrag(request, token, {
    name: uniqueName('Céüse'),
    latitude: 44.5,
    longitude: 5.93,
    elevation: 1_800,
    climbing_types: ['sport_climbing', 'multi_pitch'],
    rocks: ['limestone'],
    orientations: ['south', 'south_west'],
    seasons: ['summer', 'autumn'],
    sun: 'sunny_afternoon',
    rain: 'exposed',
    min_approach_time: 45,
    max_approach_time: 60,
  });
  const biographie = await createSector(request, token, {
    crag_id: crag.id,
    name: uniqueName('Biographie'),
    latitude: 44.501,
    longitude: 5.931,
    orientations: ['south'],
  });
  const berlin = await createSector(request, token, { crag_id: crag.id, name: uniqueName('Berlin') });
  await createRoute(request, token, {
    crag_id: crag.id,
    crag_sector_id: biographie.id,
    name: uniqueName('La Fée'),
    pitches: [{ grade: '7a', height: 30, bolt_count: 12 }],
  });
  const single = await createRoute(request, token, {
    crag_id: crag.id,
    crag_sector_id: biographie.id,
    name: uniqueName('Aubade'),
    pitches: [{ grade: '6a', height: 25, bolt_count: 10, anchor_type: 'chain' }],
  });
  const multiPitch = await createRoute(request, token, {
    crag_id: crag.id,
    crag_sector_id: berlin.id,
    name: uniqueName('Grande Traversée'),
    climbing_type: 'multi_pitch',
    pitches: [
      { grade: '6a', height: 30, bolt_count: 12, incline: 'vertical', anchor_type: 'chain' },
      { grade: '6b+', height: 25, bolt_count: 10, incline: 'slight_overhang', anchor_type: 'ring' },
    ],
  });
  const alert = await callApi(request, 'POST', 'alerts.json', {
    token,
    body: {
      alertable_type: 'crags',
      alertable_id: crag.id,
      alert_type: 'bird_nesting_ban',
      description: 'Nidification du faucon pèlerin : grimpe interdite jusqu’à l’été.',
    },
  });
  expect(alert.status(), await alert.text()).toBe(201);
  const edit = await callApi(request, 'PUT', `crag_routes/${multiPitch.id}.json`, {
    token,
    body: { opener: 'Jean-Christophe Lafaille' },
  });
  expect(edit.status(), await edit.text()).toBe(200);
  return { crag, biographie, berlin, single: single as CragRoute, multiPitch: (await edit.json()) as CragRoute };
}

/** The record's heading, and a title that starts with its name (then its place or grade) and names the product. */
async function expectTitle(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveTitle(new RegExp(`^${escaped}( .+)? · Cordée$`));
}

const inTurn = languagesInTurn('outdoor-catalogue');
for (const locale of ['fr', 'en'] as const) {
  const journey = inTurn(locale);
  const { crags, enums } = TEXTS[locale];

  test.describe(`outdoor catalogue (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey('a visitor reads a crag, one of its sectors, a route and its history', async ({ page, request }) => {
      const { crag, berlin, multiPitch } = await createCatalogue(request);

      await page.goto(`/crags/${crag.id}/${crag.slug_name}`);
      await expectTitle(page, crag.name);
      await expect(page.getByTestId('grade-range')).toHaveText('6a → 7a');
      await expect(page.getByTestId('histogram-bar').and(page.locator('[data-count="1"]'))).toHaveCount(3);
      await expect(page.getByTestId('orientation-rose')).toHaveAttribute(
        'aria-label',
        fill(crags.facts.orientationRose, {
          orientations: `${enums.orientations.south}, ${enums.orientations.south_west}`,
        }),
      );
      await expect(page.getByTestId('fact-rocks')).toContainText(enums.rocks.limestone);
      await expect(page.getByTestId('fact-seasons')).toContainText(`${enums.seasons.summer}, ${enums.seasons.autumn}`);
      const alert = page.getByTestId('running-alert');
      await expect(alert).toContainText(enums.alert_types.bird_nesting_ban);
      await expect(alert).toContainText('Nidification du faucon pèlerin');
      await expect(page.getByTestId('sector-card')).toHaveCount(2);
      await expect(page.getByTestId('route-group')).toHaveCount(2);
      await expect(page.getByTestId('route-card')).toHaveCount(3);
      // The map below the facts loads as the climber scrolls to it.
      const map = page.getByTestId('crag-map');
      await map
        .or(page.getByRole('status', { name: crags.map.loading }))
        .first()
        .scrollIntoViewIfNeeded();
      await expect(map.locator('.leaflet-container')).toBeVisible();
      await expectAccessible(page, `crag (${locale})`);

      // Hardest first: the order changes at once.
      await page.getByTestId('route-sort').selectOption('grade_desc');
      await expect(page.getByTestId('route-group')).toHaveCount(0);
      await expect(page.getByTestId('route-card').first()).toContainText('7a');

      await page.getByTestId('sector-card').filter({ hasText: berlin.name }).click();
      await expect(page).toHaveURL(`/crag-sectors/${berlin.id}/${berlin.slug_name}`);
      await expectTitle(page, berlin.name);
      await expect(page.getByTestId('crag-link')).toHaveText(crag.name);
      await expect(page.getByTestId('route-card')).toHaveCount(1);
      // The crag's nesting ban also concerns its sectors.
      await expect(page.getByTestId('running-alert')).toBeVisible();
      await expectAccessible(page, `sector (${locale})`);

      await page.getByTestId('route-card').filter({ hasText: multiPitch.name }).click();
      await expect(page).toHaveURL(`/crag-routes/${multiPitch.id}/${multiPitch.slug_name}`);
      await expectTitle(page, multiPitch.name);
      await expect(page.getByTestId('route-grade')).toHaveText('6a → 6b+');
      const pitches = page.getByTestId('pitches-table');
      await expect(pitches.getByRole('row')).toHaveCount(3);
      await expect(pitches).toContainText(enums.inclines.slight_overhang);
      await expect(pitches).toContainText(enums.anchor_types.ring);
      await expect(page.getByTestId('opinion-note')).toContainText(crags.route.notEnoughOpinions);
      await expect(page.getByTestId('sector-link')).toHaveText(berlin.name);
      await expectAccessible(page, `route (${locale})`);

      await page.getByRole('link', { name: crags.contribute.history }).click();
      await expect(page).toHaveURL(`/versions/crag_routes/${multiPitch.id}/changes`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        fill(crags.versions.title, { name: multiPitch.name }),
      );
      const versions = page.getByTestId('version');
      await expect(versions).toHaveCount(2);
      await expect(versions.first()).toHaveAttribute('data-event', 'update');
      const opener = versions.first().locator('[data-field="opener"]');
      await expect(opener).toContainText(crags.versions.fields.opener);
      await expect(opener).toContainText('Jean-Christophe Lafaille');
      await expect(versions.last()).toHaveAttribute('data-event', 'create');
      await expect(versions.last()).toContainText(enums.climbing_types.multi_pitch);
      await expectAccessible(page, `history (${locale})`);
      await page.getByTestId('version-target').click();
      await expect(page).toHaveURL(`/crag-routes/${multiPitch.id}/${multiPitch.slug_name}`);
    });

    journey('the other catalogue pages: all routes, maps, an area and its crags', async ({ page, request }) => {
      const { crag, biographie } = await createCatalogue(request);
      const climber = await createClimber(request);
      const created = await callApi(request, 'POST', 'areas.json', {
        token: climber.tokens.token,
        body: { name: uniqueName('Hautes-Alpes'), description: 'Les falaises autour de Gap.' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const area = (await created.json()) as { id: number; name: string; slug_name: string };
      const added = await callApi(request, 'POST', `areas/${area.id}/add_crag.json`, {
        token: climber.tokens.token,
        body: { crag_id: crag.id },
      });
      expect(added.ok(), await added.text()).toBe(true);

      await page.goto(`/crags/${crag.id}/${crag.slug_name}/routes`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(crag.name);
      await expect(page.getByTestId('route-card')).toHaveCount(3);
      await page.getByTestId('route-type').selectOption('multi_pitch');
      await expect(page.getByTestId('route-card')).toHaveCount(1);
      await expectAccessible(page, `crag routes (${locale})`);

      await page.getByRole('link', { name: crags.tabs.map }).click();
      await expect(page).toHaveURL(`/crags/${crag.id}/${crag.slug_name}/maps`);
      await expect(page.getByTestId('crag-map').locator('.leaflet-container')).toBeVisible();
      await expect(page.getByRole('region', { name: fill(crags.map.label, { name: crag.name }) })).toBeVisible();
      await expectAccessible(page, `crag map (${locale})`);

      await page.goto(`/crag-sectors/${biographie.id}/${biographie.slug_name}/maps`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(biographie.name);
      await expect(page.getByTestId('crag-map').locator('.leaflet-interactive').first()).toBeVisible();
      await expectAccessible(page, `sector map (${locale})`);

      await page.goto(`/areas/${area.id}/${area.slug_name}`);
      await expectTitle(page, area.name);
      await expect(page.getByTestId('crag-card')).toHaveCount(1);
      await expect(page.getByTestId('crag-card')).toContainText(crag.name);
      await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
      await expectAccessible(page, `area (${locale})`);
      await page.getByRole('link', { name: fill(crags.tabs.crags_one, { count: 1 }) }).click();
      await expect(page).toHaveURL(`/areas/${area.id}/${area.slug_name}/crags`);
      await expect(page.getByTestId('crag-card')).toHaveCount(1);
      await expectAccessible(page, `area crags (${locale})`);
      await page.getByTestId('crag-card').click();
      await expectTitle(page, crag.name);

      await page.goto('/crags/abc/ceuse');
      await expect(page.getByTestId('not-found-title')).toBeVisible();
    });

    journey('the grades page converts, and the chosen system shows on a route', async ({ page, request }) => {
      const { single } = await createCatalogue(request);
      await page.goto('/grades');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(crags.grades.title);
      const table = page.getByTestId('grades-table');
      await expect(table.locator('tbody tr')).toHaveCount(54);
      await expect(table.locator('tbody tr[data-value="31"] > *')).toHaveText(['6a', 'E1', '5.10b', '–', 'VI+', '6A']);
      await expectAccessible(page, `grades (${locale})`);

      await page.getByTestId('grade-system-yds').click();
      await expect(page.getByTestId('grade-system-current')).toContainText(enums.grade_systems.yds);
      await expect(table.locator('thead th[data-system="yds"]')).toContainText(crags.grades.yours);

      await page.goto(`/crag-routes/${single.id}/${single.slug_name}`);
      await expect(page.getByTestId('route-grade')).toHaveText(formatGrade(31, 'yds'));
      await expect(page.getByTestId('grade-as-written')).toContainText('6a');
    });
  });
}
