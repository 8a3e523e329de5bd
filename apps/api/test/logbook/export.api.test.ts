import type { OutdoorAnalytics } from '@climb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSV_BOM, parseCsv } from '../../src/lib/csv';
import { CORDEE_COLUMNS } from '../../src/logbook/csv/cordee-format';
import { createAscent } from '../factories/logbook.factory';
import { ascentRowsOf, call, openLogbookTestApp, signedInClimber } from './logbook-api';
import { createSampleCatalogue, type SampleCatalogue } from './sample-catalogue';

const logbook = openLogbookTestApp();
let catalogue: SampleCatalogue;

beforeAll(async () => {
  const { t, climber, other } = logbook;
  catalogue = await createSampleCatalogue(t.db);
  const { traversee, eclipse, grandDiedre, toitDuHeron } = catalogue.routes;
  const id = climber.user.id;
  await createAscent(t.db, id, traversee, {
    released_at: '2023-04-10',
    ascent_status: 'onsight',
    note: 5,
    hardness_status: 'accurate',
    comment: 'Superbe, "vraiment" ;\nsur deux lignes',
    private_comment: 'Penser aux dégaines longues',
    partner_user_ids: [other.user.id],
  });
  await createAscent(t.db, id, eclipse, { released_at: '2023-04-10', ascent_status: 'project', attempt: 3 });
  await createAscent(t.db, id, grandDiedre, {
    released_at: '2024-07-15',
    ascent_status: 'sent',
    roping_status: 'multi_pitch_leader',
    sections: [0, 1],
  });
  await createAscent(t.db, id, toitDuHeron, { released_at: '2024-03-09', ascent_status: 'flash' });
  await createAscent(t.db, other.user.id, toitDuHeron, { released_at: '2024-03-09' });
});

async function exportCsv(headers: Record<string, string>, query = '') {
  const response = await call(logbook.t, 'GET', `current_users/ascent_crag_routes/export.csv${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** The records of an export as `column → value`, header checked. */
function recordsOf(body: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(body).rows;
  expect(header).toEqual([...CORDEE_COLUMNS]);
  return rows.map((row) => Object.fromEntries(row.map((value, index) => [header?.[index] ?? '', value])));
}

describe('GET /api/v1/current_users/ascent_crag_routes/export.csv', () => {
  it('answers a CSV attachment in UTF-8 with a byte order mark', async () => {
    const response = await exportCsv(logbook.climber.headers);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cordee-ascents-${today}.csv"`);
    expect(response.body.startsWith(CSV_BOM)).toBe(true);
    expect(response.body.slice(1).split('\r\n')[0]).toBe(CORDEE_COLUMNS.join(','));
  });

  it('writes one row per ascent of mine, oldest first, projects included, every column filled', async () => {
    const records = recordsOf((await exportCsv(logbook.climber.headers)).body).reverse();
    const { traversee, eclipse, grandDiedre, toitDuHeron } = catalogue.routes;
    expect(records.map((record) => [record.released_at, record.crag_route_id, record.ascent_status])).toEqual([
      ['2024-07-15', String(grandDiedre.id), 'sent'],
      ['2024-03-09', String(toitDuHeron.id), 'flash'],
      ['2023-04-10', String(eclipse.id), 'project'],
      ['2023-04-10', String(traversee.id), 'onsight'],
    ]);
    expect(records[0]).toMatchObject({
      route_name: 'Le Grand Dièdre',
      crag_id: String(catalogue.crags.rocheGrise.id),
      crag_name: 'Roche Grise',
      sector_name: '',
      climbing_type: 'multi_pitch',
      grade: '6a+',
      grade_value: '32',
      height: '65',
      roping_status: 'multi_pitch_leader',
      pitches: '1,2',
    });
    expect(records[1]).toMatchObject({ roping_status: '', grade: '7A', height: '', pitches: '1' });
    expect(records[2]).toMatchObject({ attempt: '3', route_name: 'Éclipse', sector_name: 'Secteur Sud' });
    expect(records[3]).toMatchObject({
      route_name: 'La Traversée des Anges',
      note: '5',
      hardness_status: 'accurate',
      comment: 'Superbe, "vraiment" ;\nsur deux lignes',
      private_comment: 'Penser aux dégaines longues',
      partners: `${logbook.other.user.first_name} ${logbook.other.user.last_name}`,
      roping_status: 'lead_climb',
      height: '25',
    });
  });

  it('takes the filters of the ascent list', async () => {
    const boulders = recordsOf((await exportCsv(logbook.climber.headers, '?climbing_type=bouldering')).body);
    expect(boulders.map((record) => record.route_name)).toEqual(['Le Toit du Héron']);
    const done = recordsOf(
      (await exportCsv(logbook.climber.headers, '?ascent_status=sent,onsight&date_to=2024-01-01')).body,
    );
    expect(done.map((record) => record.route_name)).toEqual(['La Traversée des Anges']);
  });

  it('answers only the header for a climber without ascents', async () => {
    const newcomer = await signedInClimber(logbook.t);
    const body = (await exportCsv(newcomer.headers)).body;
    expect(parseCsv(body).rows).toEqual([[...CORDEE_COLUMNS]]);
  });

  it('needs a signed-in climber (401)', async () => {
    const response = await call(logbook.t, 'GET', 'current_users/ascent_crag_routes/export.csv', logbook.visitor);
    expect(response.statusCode).toBe(401);
  });
});

describe('export → import round trip', () => {
  const EVERY_STATUS = '?ascent_status=project,sent,red_point,flash,onsight,repetition';

  /** An export without what is proper to the climber who exported it (ids of their ascents, partners). */
  function comparable(body: string) {
    return recordsOf(body).map(({ ascent_id: _id, partners: _partners, ...record }) => record);
  }

  it('imports an export into another logbook: the same ascents, the same analytics', async () => {
    const exported = (await exportCsv(logbook.climber.headers)).body;
    const newcomer = await signedInClimber(logbook.t);

    const preview = await call(logbook.t, 'POST', 'current_users/ascent_imports/preview.json', newcomer.headers, {
      format: 'cordee',
      csv: exported,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ rows_count: 4, matched_count: 4, unmatched_count: 0, invalid_count: 0 });

    const imported = await call(logbook.t, 'POST', 'current_users/ascent_imports.json', newcomer.headers, {
      format: 'cordee',
      csv: exported,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toEqual({ imported: 4, skipped: 0 });

    const again = (await exportCsv(newcomer.headers)).body;
    expect(comparable(again)).toEqual(comparable(exported));
    const analyticsOf = async (headers: Record<string, string>) =>
      (
        await call(logbook.t, 'GET', `current_users/outdoor_analytiks.json${EVERY_STATUS}`, headers)
      ).json<OutdoorAnalytics>();
    expect(await analyticsOf(newcomer.headers)).toEqual(await analyticsOf(logbook.climber.headers));
  });

  it('finds every row of a second import of the same file already logged: duplicates, skipped by skip_rows', async () => {
    const exported = (await exportCsv(logbook.climber.headers)).body;
    const before = await ascentRowsOf(logbook.t.db, logbook.climber.user.id);

    const preview = await call(
      logbook.t,
      'POST',
      'current_users/ascent_imports/preview.json',
      logbook.climber.headers,
      { format: 'cordee', csv: exported },
    );
    const rows = preview.json<{ rows: { row: number; status: string; errors: object }[] }>().rows;
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toMatchObject({ status: 'matched', errors: { base: ['taken'] } });

    const imported = await call(logbook.t, 'POST', 'current_users/ascent_imports.json', logbook.climber.headers, {
      format: 'cordee',
      csv: exported,
      skip_rows: rows.map((row) => row.row),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toEqual({ imported: 0, skipped: 4 });
    expect(await ascentRowsOf(logbook.t.db, logbook.climber.user.id)).toHaveLength(before.length);
  });
});

describe('OpenAPI', () => {
  it('documents the analytics, export and import routes', async () => {
    const response = await logbook.t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(paths['/api/v1/current_users/outdoor_analytiks.json']?.get).toBeDefined();
    expect(paths['/api/v1/users/{userSlug}/outdoor_analytiks.json']?.get).toBeDefined();
    expect(paths['/api/v1/current_users/ascent_crag_routes/export.csv']?.get).toBeDefined();
    expect(paths['/api/v1/current_users/ascent_imports/preview.json']?.post).toBeDefined();
    expect(paths['/api/v1/current_users/ascent_imports.json']?.post).toBeDefined();
  });
});
