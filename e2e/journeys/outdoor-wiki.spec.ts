import type { Locator, Page } from '@playwright/test';
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enContribute from '../../apps/web/src/locales/en/contribute.json' with { type: 'json' };
import enCrags from '../../apps/web/src/locales/en/crags.json' with { type: 'json' };
import enMap from '../../apps/web/src/locales/en/map.json' with { type: 'json' };
import enEnums from '../../apps/web/src/locales/en/outdoor-enums.json' with { type: 'json' };
import enRules from '../../apps/web/src/locales/en/rules.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import frContribute from '../../apps/web/src/locales/fr/contribute.json' with { type: 'json' };
import frCrags from '../../apps/web/src/locales/fr/crags.json' with { type: 'json' };
import frMap from '../../apps/web/src/locales/fr/map.json' with { type: 'json' };
import frEnums from '../../apps/web/src/locales/fr/outdoor-enums.json' with { type: 'json' };
import frRules from '../../apps/web/src/locales/fr/rules.json' with { type: 'json' };
import { expect, expectAccessible, test, useLanguage } from '../fixtures';
import { callApi, createClimber, signInWithTokens } from '../support/accounts';
import { languagesInTurn } from '../support/languages';
import { createCrag, createSector, uniqueName } from '../support/outdoor';
import { fill } from '../support/texts';

const TEXTS = {
  fr: { common: frCommon, rules: frRules, contribute: frContribute, map: frMap, crags: frCrags, enums: frEnums },
  en: { common: enCommon, rules: enRules, contribute: enContribute, map: enMap, crags: enCrags, enums: enEnums },
} as const;

/** A field's label, whole, with the asterisk Mantine adds to required fields. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** The record id and slug of the page the app went to (`/crags/12/ceuse`). */
async function recordOfUrl(page: Page, prefix: string): Promise<{ id: number; slug: string }> {
  const pattern = new RegExp(`${prefix}/(\\d+)/([^/?#]+)$`);
  await expect(page).toHaveURL(pattern);
  const [, id, slug] = pattern.exec(new URL(page.url()).pathname) ?? [];
  return { id: Number(id), slug: slug ?? '' };
}

/** Ticks a chip (a visually hidden checkbox) by tapping its label, as a finger would. */
async function tick(scope: Locator, name: string): Promise<void> {
  const checkbox = scope.getByRole('checkbox', { name, exact: true });
  await scope.locator(`label[for="${await checkbox.getAttribute('id')}"]`).click();
  await expect(checkbox).toBeChecked();
}

/** The plural form i18next picks for a count (`0 point` in French, `0 points` in English). */
const plural = (locale: string, count: number) => new Intl.PluralRules(locale).select(count) as 'one' | 'other';

const inTurn = languagesInTurn('outdoor-wiki');
for (const locale of ['fr', 'en'] as const) {
  const journey = inTurn(locale);
  const { contribute, crags, enums, map, rules } = TEXTS[locale];
  // Coordinates as a climber of each language types them.
  const decimal = (value: string) => (locale === 'fr' ? value.replace('.', ',') : value);

  test.describe(`outdoor wiki (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    journey(
      'a climber creates a crag, a sector and two routes, renames one and sees it in its history',
      async ({ page, request }) => {
        test.setTimeout(120_000);
        const climber = await createClimber(request, { language: locale });
        await signInWithTokens(page, climber.tokens);

        // The crag: position typed (map tiles never load here), climbing types, orientation.
        const cragName = uniqueName('Falaise des Aiguilles');
        await page.goto('/crags/new');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(contribute.crag.newTitle);
        const cragForm = page.getByTestId('crag-form');
        await expectAccessible(page, `/crags/new (${locale})`);
        await cragForm.getByLabel(labelled(contribute.crag.name)).fill(cragName);
        await cragForm.getByLabel(labelled(map.position.latitude)).fill(decimal('44.5081'));
        await cragForm.getByLabel(labelled(map.position.longitude)).fill(decimal('5.9402'));
        await cragForm.getByLabel(contribute.crag.elevation).fill('1750');
        await tick(cragForm, enums.climbing_types.sport_climbing);
        await tick(cragForm, enums.climbing_types.multi_pitch);
        await tick(cragForm, enums.rocks.limestone);
        await tick(cragForm, enums.orientations.south);
        await cragForm.getByLabel(contribute.crag.sun).selectOption(enums.sun.sunny_afternoon);
        await cragForm.getByRole('button', { name: contribute.crag.create }).click();
        await expect(page.getByRole('status').filter({ hasText: contribute.crag.created })).toBeVisible();
        const crag = await recordOfUrl(page, '/crags');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(cragName);

        // A sector of it.
        const sectorName = uniqueName('Biographie');
        await page.goto(`/crags/${crag.id}/${crag.slug}/sectors/new`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(contribute.sector.newTitle);
        const sectorForm = page.getByTestId('sector-form');
        await sectorForm.getByLabel(labelled(contribute.sector.name)).fill(sectorName);
        await sectorForm.getByLabel(labelled(map.position.latitude)).fill(decimal('44.509'));
        await sectorForm.getByLabel(labelled(map.position.longitude)).fill(decimal('5.941'));
        await expectAccessible(page, `sector form (${locale})`);
        await sectorForm.getByRole('button', { name: contribute.sector.create }).click();
        const sector = await recordOfUrl(page, '/crag-sectors');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(sectorName);

        // A single-pitch route from the sector: the sector comes preselected, the grade is read as typed.
        const routeName = uniqueName('La Femme Blanche');
        await page.goto(`/crags/${crag.id}/${crag.slug}/sectors/${sector.id}/${sector.slug}/routes/new`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(contribute.route.newTitle);
        const routeForm = page.getByTestId('route-form');
        await expect(routeForm.getByTestId('route-sector')).toHaveValue(String(sector.id));
        await routeForm.getByLabel(labelled(contribute.route.name)).fill(routeName);
        await routeForm
          .getByLabel(labelled(contribute.route.climbingType))
          .selectOption(enums.climbing_types.sport_climbing);
        await routeForm.getByTestId('pitch-grade-1').fill('6b+');
        await expect(routeForm.getByTestId('pitch-grade-1-feedback')).toHaveText(
          fill(contribute.grade.readAs, { grade: '6b+', system: enums.grade_systems.french }),
        );
        await routeForm.getByLabel(contribute.route.height).fill('30');
        await routeForm.getByLabel(contribute.route.boltCount).fill('12');
        await expectAccessible(page, `route form (${locale})`);
        await routeForm.getByRole('button', { name: contribute.route.create }).click();
        const route = await recordOfUrl(page, '/crag-routes');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeName);

        // A multi-pitch route from the crag: an unreadable grade is refused under the pitches, as the API does.
        const multiName = uniqueName('Grande Traversée');
        await page.goto(`/crags/${crag.id}/${crag.slug}/routes/new`);
        const multiForm = page.getByTestId('route-form');
        await multiForm.getByLabel(labelled(contribute.route.name)).fill(multiName);
        await multiForm
          .getByLabel(labelled(contribute.route.climbingType))
          .selectOption(enums.climbing_types.multi_pitch);
        await multiForm.getByTestId('route-sector').selectOption(String(sector.id));
        await multiForm.getByRole('button', { name: contribute.pitches.add }).click();
        await multiForm.getByTestId('pitch-grade-1').fill('6a');
        await multiForm.getByTestId('pitch-grade-2').fill('9z');
        await expect(multiForm.getByTestId('pitch-2')).toContainText(contribute.grade.unreadable);
        await multiForm.getByRole('button', { name: contribute.route.create }).click();
        const pitchesError = `${contribute.fields.pitches} ${rules.rules.invalid}`;
        await expect(multiForm.getByTestId('pitches-error')).toHaveText(pitchesError);
        await expect(page.getByRole('alert').filter({ hasText: `- ${pitchesError}` })).toBeVisible();
        await expectAccessible(page, `route form with errors (${locale})`);
        // The API refuses the same grade with the same 422.
        const refused = await callApi(request, 'POST', 'crag_routes.json', {
          token: climber.tokens.token,
          body: { crag_id: crag.id, name: multiName, climbing_type: 'multi_pitch', pitches: [{ grade: '9z' }] },
        });
        expect(refused.status()).toBe(422);
        expect(((await refused.json()) as { error: Record<string, string[]> }).error.pitches).toContain('invalid');

        await multiForm.getByTestId('pitch-grade-2').fill('6b+');
        await multiForm.getByLabel(fill(contribute.pitches.height, { number: 1 })).fill('30');
        await multiForm.getByLabel(fill(contribute.pitches.height, { number: 2 })).fill('25');
        await multiForm.getByRole('button', { name: contribute.route.create }).click();
        const multi = await recordOfUrl(page, '/crag-routes');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(multiName);
        const saved = await callApi(request, 'GET', `crag_routes/${multi.id}.json`);
        expect(await saved.json()).toMatchObject({
          climbing_type: 'multi_pitch',
          crag_sector: { id: sector.id },
          pitches: [
            { grade_text: '6a', grade_value: 31, height: 30 },
            { grade_text: '6b+', grade_value: 34, height: 25 },
          ],
        });

        // The first route renamed.
        const renamed = uniqueName('La Dame Blanche');
        await page.goto(`/crags/${crag.id}/${crag.slug}/routes/${route.id}/${route.slug}/edit`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(contribute.route.editTitle);
        const editForm = page.getByTestId('route-form');
        await expect(editForm.getByTestId('pitch-grade-1')).toHaveValue('6b+');
        await expectAccessible(page, `route edit (${locale})`);
        await editForm.getByLabel(labelled(contribute.route.name)).fill(renamed);
        await editForm.getByRole('button', { name: contribute.actions.save }).click();
        await expect(page.getByRole('status').filter({ hasText: contribute.route.saved })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/crag-routes/${route.id}/`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);

        // Its history shows the change: who, and the name before and after.
        await page.goto(`/versions/crag_routes/${route.id}/changes`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(crags.versions.title, { name: renamed }));
        const versions = page.getByTestId('version');
        await expect(versions).toHaveCount(2);
        await expect(versions.first()).toHaveAttribute('data-event', 'update');
        const nameChange = versions.first().locator('[data-field="name"]');
        await expect(nameChange).toContainText(routeName);
        await expect(nameChange).toContainText(renamed);
        await expect(versions.first()).toContainText(`${climber.first_name} ${climber.last_name}`);
        await expect(versions.last()).toHaveAttribute('data-event', 'create');
        await expectAccessible(page, `history (${locale})`);
      },
    );

    journey(
      'the other wiki pages: crag edit, map editor, area, alert, and the invitation to sign in',
      async ({ page, request }) => {
        test.setTimeout(120_000);
        const climber = await createClimber(request, { language: locale });
        const crag = await createCrag(request, climber.tokens.token, { name: uniqueName('Orpierre') });
        const sector = await createSector(request, climber.tokens.token, {
          crag_id: crag.id,
          name: uniqueName('Belleric'),
        });

        // A visitor may open `parks/new` but is invited to sign in; the other wiki pages ask to sign in first.
        await page.goto(`/crags/${crag.id}/${crag.slug_name}/parks/new`);
        await expect(page.getByTestId('sign-in-invitation')).toContainText(contribute.gate.text);
        await expectAccessible(page, `parks/new as a visitor (${locale})`);
        await page.goto(`/crags/${crag.id}/${crag.slug_name}/edit`);
        await expect(page).toHaveURL(/\/sign-in\?redirect=/);

        await signInWithTokens(page, climber.tokens);
        await page.goto(`/crags/${crag.id}/${crag.slug_name}/edit`);
        const cragForm = page.getByTestId('crag-form');
        await expect(cragForm.getByLabel(labelled(contribute.crag.name))).toHaveValue(crag.name);
        // A climber who is no site administrator is not offered to delete.
        await expect(page.getByRole('button', { name: contribute.crag.delete })).toHaveCount(0);
        await cragForm.getByLabel(labelled(map.position.latitude)).fill('95');
        await cragForm.getByRole('button', { name: contribute.actions.save }).click();
        await expect(cragForm.getByText(`${contribute.fields.latitude} ${rules.rules.too_big}`)).toBeVisible();
        await expectAccessible(page, `crag edit with errors (${locale})`);

        // The map editor: a parking placed by its coordinates, then listed.
        await page.goto(`/crags/${crag.id}/${crag.slug_name}/maps/edit`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(contribute.mapEditor.title);
        await expect(page.getByText(sector.name)).toBeVisible();
        await expectAccessible(page, `map editor (${locale})`);
        await page.getByRole('tab', { name: contribute.mapEditor.tools.parks }).click();
        await page.getByRole('button', { name: contribute.mapEditor.addPark }).click();
        const parkForm = page.getByTestId('park-form');
        await parkForm.getByLabel(labelled(map.position.latitude)).fill(decimal('44.4991'));
        await parkForm.getByLabel(labelled(map.position.longitude)).fill(decimal('5.9291'));
        await parkForm.getByLabel(contribute.park.description).fill('10 places');
        await expectAccessible(page, `park editor (${locale})`);
        await parkForm.getByRole('button', { name: contribute.park.create }).click();
        await expect(page.getByRole('status').filter({ hasText: contribute.park.created })).toBeVisible();
        await page.getByRole('tab', { name: contribute.mapEditor.tools.parks }).click();
        await expect(page.getByText(fill(contribute.mapEditor.parkName, { number: 1 }))).toBeVisible();
        await expect(page.getByText('10 places')).toBeVisible();
        await page.getByRole('tab', { name: contribute.mapEditor.tools.approaches }).click();
        await page.getByRole('button', { name: contribute.mapEditor.addApproach }).click();
        await expect(page.getByTestId('drawing-status')).toHaveText(
          fill(contribute.drawing[`status_${plural(locale, 0)}`], { count: 0, metres: 0 }),
        );
        await expectAccessible(page, `approach editor (${locale})`);

        // A new area holding the crag, made from the crag.
        const areaName = uniqueName('Baronnies');
        await page.goto(`/crags/${crag.id}/${crag.slug_name}/add-on-area`);
        await expectAccessible(page, `add-on-area (${locale})`);
        const areaForm = page.getByTestId('new-area-form');
        await areaForm.getByLabel(labelled(contribute.area.name)).fill(areaName);
        await areaForm.getByRole('button', { name: contribute.addOnArea.create }).click();
        await expect(
          page.getByRole('status').filter({ hasText: fill(contribute.addOnArea.createdWith, { area: areaName }) }),
        ).toBeVisible();
        await expect(page).toHaveURL(`/crags/${crag.id}/${crag.slug_name}`);
        const withArea = await callApi(request, 'GET', `crags/${crag.id}.json`);
        expect(((await withArea.json()) as { areas: { name: string }[] }).areas.map((area) => area.name)).toEqual([
          areaName,
        ]);

        // An alert on the sector, until a date to come.
        await page.goto(`/alerts/crag_sectors/${sector.id}/new`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(contribute.alert.newTitle);
        const alertForm = page.getByTestId('alert-form');
        await alertForm.getByRole('radio', { name: enums.alert_types.bird_nesting_ban }).click();
        await alertForm.getByLabel(labelled(contribute.alert.description)).fill('Faucons pèlerins : pas de grimpe.');
        await alertForm.getByLabel(contribute.alert.endsOn).fill('2001-01-01');
        await alertForm.getByRole('button', { name: contribute.alert.create }).click();
        await expect(alertForm.getByText(`${contribute.fields.ends_on} ${rules.rules.in_the_past}`)).toBeVisible();
        await expectAccessible(page, `alert form (${locale})`);
        await alertForm.getByLabel(contribute.alert.endsOn).fill(`${new Date().getFullYear() + 1}-06-30`);
        await alertForm.getByRole('button', { name: contribute.alert.create }).click();
        await expect(page).toHaveURL(`/crag-sectors/${sector.id}/${sector.slug_name}`);
        const alerts = await callApi(
          request,
          'GET',
          `alerts.json?alertable_type=crag_sectors&alertable_id=${sector.id}`,
        );
        expect(await alerts.json()).toMatchObject([
          { alert_type: 'bird_nesting_ban', ends_on: `${new Date().getFullYear() + 1}-06-30` },
        ]);
      },
    );
  });
}
