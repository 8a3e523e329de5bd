import type { OutdoorAnalytics } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ascents, logbookVersions } from '../../src/db/schema';
import { CATALOGUE_CRAGS_VERSION } from '../../src/lib/shared-cache';
import { analyticsCacheKey } from '../../src/logbook/analytics/analytics-cache';
import { createCrag, createCragRoute } from '../factories/outdoor.factory';
import { ascentBody, type Climber, call, expectCall, openLogbookTestApp, signedInClimber } from './logbook-api';
import { createSampleCatalogue, readSample, type SampleCatalogue } from './sample-catalogue';

/*
 * A climber's analytics are cached (docs/runtime.md, "Caches"), keyed by their logbook version: every
 * write of their ascents through the app (logged, changed, deleted, imported) must give the next read
 * the new answer at once, never the cached one.
 */
const logbook = openLogbookTestApp();
let catalogue: SampleCatalogue;

beforeAll(async () => {
  catalogue = await createSampleCatalogue(logbook.t.db);
});

async function analyticsOf(climber: Climber, query = ''): Promise<OutdoorAnalytics> {
  return expectCall<OutdoorAnalytics>(
    logbook.t,
    200,
    'GET',
    `current_users/outdoor_analytiks.json${query}`,
    climber.headers,
  );
}

async function publicAnalyticsOf(climber: Climber, query = ''): Promise<OutdoorAnalytics> {
  return expectCall<OutdoorAnalytics>(
    logbook.t,
    200,
    'GET',
    `users/${climber.user.slug_name}/outdoor_analytiks.json${query}`,
    logbook.visitor,
  );
}

async function logAscent(climber: Climber, routeId: number, overrides: Record<string, unknown> = {}) {
  const created = await expectCall<{ id: number }>(
    logbook.t,
    201,
    'POST',
    'ascent_crag_routes.json',
    climber.headers,
    ascentBody(routeId, overrides),
  );
  return created.id;
}

async function logbookVersionOf(climber: Climber): Promise<number> {
  const [row] = await logbook.t.db.select().from(logbookVersions).where(eq(logbookVersions.user_id, climber.user.id));
  return row?.version ?? 0;
}

describe('the cached analytics', () => {
  it('are served from the cache while the climber’s ascents are not written through the app', async () => {
    const climber = await signedInClimber(logbook.t);
    const id = await logAscent(climber, catalogue.routes.traversee.id, { released_at: '2024-05-01' });
    expect((await analyticsOf(climber)).years).toEqual([{ year: 2024, count: 1 }]);

    // Behind the app's back: no logbook version raised, the cached answer stays.
    await logbook.t.db.update(ascents).set({ released_at: '2019-05-01' }).where(eq(ascents.id, id));
    expect((await analyticsOf(climber)).years).toEqual([{ year: 2024, count: 1 }]);

    // The next write through the app counts both.
    await logAscent(climber, catalogue.routes.eclipse.id, { released_at: '2024-06-01' });
    expect((await analyticsOf(climber)).years).toEqual([
      { year: 2019, count: 1 },
      { year: 2024, count: 1 },
    ]);
  });

  it('are sent as the JSON text they were cached as', async () => {
    const climber = await signedInClimber(logbook.t);
    await logAscent(climber, catalogue.routes.traversee.id);
    const answer = await analyticsOf(climber);
    const { cache } = logbook.t.app.appContext;
    const key = analyticsCacheKey(
      { uuid: climber.user.uuid, logbook_version: await logbookVersionOf(climber) },
      await cache.version(CATALOGUE_CRAGS_VERSION),
      {},
    );
    const cached = await cache.get<string>(key);
    expect(cached && JSON.parse(cached)).toEqual(answer);
    // A mark the contract's serializer would drop: present, so the text was sent as it is.
    await cache.set(key, cached?.replace(/^\{/, '{"sent_as_cached":true,'), 60);
    expect(await analyticsOf(climber)).toMatchObject({ sent_as_cached: true, figures: answer.figures });
  });

  it('count an ascent logged, changed and deleted at once, for the climber and for everyone', async () => {
    const climber = await signedInClimber(logbook.t);
    expect((await analyticsOf(climber)).figures.ascents).toBe(0);
    expect((await publicAnalyticsOf(climber)).figures.ascents).toBe(0);
    expect((await analyticsOf(climber, '?ascent_status=project')).figures.ascents).toBe(0);

    const id = await logAscent(climber, catalogue.routes.eclipse.id, { released_at: '2024-05-01' });
    expect((await analyticsOf(climber)).figures).toMatchObject({ ascents: 1, max_grade_value: 37 });
    expect((await publicAnalyticsOf(climber)).figures.ascents).toBe(1);
    const versions = [await logbookVersionOf(climber)];
    expect(versions[0]).toBeGreaterThan(0);

    await expectCall(logbook.t, 200, 'PUT', `ascent_crag_routes/${id}.json`, climber.headers, {
      ascent_status: 'project',
    });
    versions.push(await logbookVersionOf(climber));
    expect((await analyticsOf(climber)).figures.ascents).toBe(0);
    expect((await analyticsOf(climber, '?ascent_status=project')).figures.ascents).toBe(1);
    expect((await publicAnalyticsOf(climber)).figures.ascents).toBe(0);

    await expectCall(logbook.t, 200, 'PUT', `ascent_crag_routes/${id}.json`, climber.headers, {
      ascent_status: 'red_point',
      released_at: '2025-02-03',
    });
    expect((await analyticsOf(climber)).months).toEqual([{ month: '2025-02', count: 1 }]);
    versions.push(await logbookVersionOf(climber));

    await expectCall(logbook.t, 204, 'DELETE', `ascent_crag_routes/${id}.json`, climber.headers);
    expect((await analyticsOf(climber)).figures.ascents).toBe(0);
    expect((await publicAnalyticsOf(climber)).figures.ascents).toBe(0);
    versions.push(await logbookVersionOf(climber));
    // Raised by every write, in its transaction.
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('count an import at once', async () => {
    const climber = await signedInClimber(logbook.t);
    expect((await analyticsOf(climber)).figures.ascents).toBe(0);
    const csv = readSample('cordee-ascents.csv');
    const imported = await call(logbook.t, 'POST', 'current_users/ascent_imports.json', climber.headers, {
      format: 'cordee',
      csv,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const { imported: count } = imported.json<{ imported: number }>();
    const everything = await analyticsOf(climber, '?ascent_status=project,sent,red_point,flash,onsight,repetition');
    expect(everything.figures.ascents).toBe(count);
    expect((await analyticsOf(climber)).figures.ascents).toBeGreaterThan(0);
  });

  it('keep each filter apart, whatever the order of its values', async () => {
    const climber = await signedInClimber(logbook.t);
    await logAscent(climber, catalogue.routes.traversee.id, { ascent_status: 'onsight' });
    await logAscent(climber, catalogue.routes.toitDuHeron.id, { ascent_status: 'flash' });
    expect((await analyticsOf(climber, '?climbing_type=bouldering')).figures.ascents).toBe(1);
    expect((await analyticsOf(climber, '?climbing_type=sport_climbing')).figures.ascents).toBe(1);
    expect((await analyticsOf(climber, '?climbing_type=sport_climbing,bouldering')).figures.ascents).toBe(2);
    expect((await analyticsOf(climber, '?climbing_type=bouldering,sport_climbing')).figures.ascents).toBe(2);
    expect((await analyticsOf(climber, '?date_from=2024-05-02')).figures.ascents).toBe(0);
  });

  it('follow a crag deleted from the catalogue: its ascents no longer count its crag', async () => {
    const climber = await signedInClimber(logbook.t);
    const admin = await signedInClimber(logbook.t, { super_admin: true });
    const crag = await createCrag(logbook.t.db, {
      country_id: catalogue.country.id,
      department_id: catalogue.departments.paris.id,
    });
    const route = await createCragRoute(logbook.t.db, crag.id);
    await logAscent(climber, catalogue.routes.traversee.id);
    await logAscent(climber, route.id);
    expect((await analyticsOf(climber)).figures).toMatchObject({ ascents: 2, crags: 2, regions: 2 });

    await expectCall(logbook.t, 204, 'DELETE', `crags/${crag.id}.json`, admin.headers);
    expect((await analyticsOf(climber)).figures).toMatchObject({ ascents: 2, crags: 1, regions: 1 });
  });

  it('still refuse a climber’s private analytics to others once they were cached (403)', async () => {
    const climber = await signedInClimber(logbook.t);
    await logAscent(climber, catalogue.routes.traversee.id);
    expect((await publicAnalyticsOf(climber)).figures.ascents).toBe(1);
    const response = await logbook.t.app.inject({
      method: 'PUT',
      url: '/api/v1/current_users.json',
      headers: climber.headers,
      payload: { user: { public_outdoor_ascents: false } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const refused = await call(
      logbook.t,
      'GET',
      `users/${climber.user.slug_name}/outdoor_analytiks.json`,
      logbook.visitor,
    );
    expect(refused.statusCode).toBe(403);
    expect((await analyticsOf(climber)).figures.ascents).toBe(1);
  });
});
