import {
  ASCENT_IMPORT_MAX_CHARS,
  ASCENT_IMPORT_MAX_ROWS,
  type AscentImportEvent,
  type AscentImportPreview,
} from '@climb/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { climbingSessions, cragRoutes } from '../../src/db/schema';
import { toCsv } from '../../src/lib/csv';
import { IMPORT_BATCH_ROWS } from '../../src/logbook/csv/import.service';
import { createCrag, createCragRoute } from '../factories/outdoor.factory';
import { ascentRowsOf, type Climber, call, openLogbookTestApp, signedInClimber } from './logbook-api';
import { createSampleCatalogue, readSample, type SampleCatalogue } from './sample-catalogue';

const logbook = openLogbookTestApp();
let catalogue: SampleCatalogue;

beforeAll(async () => {
  catalogue = await createSampleCatalogue(logbook.t.db);
});

type Body = { format: 'cordee' | 'mountain_project'; csv: string; skip_rows?: number[] };

function preview(climber: Climber, body: Body) {
  return call(logbook.t, 'POST', 'current_users/ascent_imports/preview.json', climber.headers, body);
}

async function expectPreview(climber: Climber, body: Body): Promise<AscentImportPreview> {
  const response = await preview(climber, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AscentImportPreview>();
}

function importCsv(climber: Climber, body: Body, headers: Record<string, string> = {}) {
  return call(logbook.t, 'POST', 'current_users/ascent_imports.json', { ...climber.headers, ...headers }, body);
}

function ndjsonLines(body: string): AscentImportEvent[] {
  return body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AscentImportEvent);
}

/** `count` rows of our format, all of one route, one day apart from 2020-01-01. */
function manyRows(cragRouteId: number, count: number, privateComment: (index: number) => string = () => '') {
  const day = (index: number) => new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  return toCsv([
    ['released_at', 'crag_route_id', 'ascent_status', 'private_comment'],
    ...Array.from({ length: count }, (_, index) => [day(index), cragRouteId, 'repetition', privateComment(index)]),
  ]);
}

describe('our sample file (docs/samples/cordee-ascents.csv)', () => {
  it('matches every row by crag and route names, accents, case and apostrophes forgiven, the grade breaking ties', async () => {
    const climber = await signedInClimber(logbook.t);
    const result = await expectPreview(climber, { format: 'cordee', csv: readSample('cordee-ascents.csv') });
    const { traversee, eclipse, grandDiedre, toitDuHeron, areteEasy } = catalogue.routes;
    expect(result).toMatchObject({
      format: 'cordee',
      rows_count: 7,
      matched_count: 7,
      unmatched_count: 0,
      invalid_count: 0,
    });
    expect(
      result.rows.map((row) => [row.row, row.status, row.crag_route?.id, row.ascent_status, row.roping_status]),
    ).toEqual([
      [1, 'matched', traversee.id, 'onsight', 'lead_climb'],
      [2, 'matched', eclipse.id, 'project', 'lead_climb'],
      [3, 'matched', eclipse.id, 'red_point', 'lead_climb'],
      [4, 'matched', grandDiedre.id, 'sent', 'multi_pitch_second'],
      [5, 'matched', grandDiedre.id, 'sent', 'multi_pitch_leader'],
      [6, 'matched', toitDuHeron.id, 'flash', null],
      [7, 'matched', areteEasy.id, 'sent', null],
    ]);
    expect(result.rows[2]).toMatchObject({
      route_name: 'ECLIPSE',
      crag_name: 'roche grise',
      grade_text: '7a',
      released_at: '2024-05-18',
      errors: {},
      crag_route: { name: 'Éclipse', crag: { name: 'Roche Grise' } },
    });
  });

  it('imports it: sections, heights, notes and comments as the file says', async () => {
    const climber = await signedInClimber(logbook.t);
    const response = await importCsv(climber, { format: 'cordee', csv: readSample('cordee-ascents.csv') });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ imported: 7, skipped: 0 });
    const rows = (await ascentRowsOf(logbook.t.db, climber.user.id)).sort((left, right) => left.id - right.id);
    expect(rows.map((row) => [row.route_name, row.released_at, row.sections, row.height])).toEqual([
      ['La Traversée des Anges', '2024-04-20', [0], 25],
      ['Éclipse', '2024-04-20', [0], 30],
      ['Éclipse', '2024-05-18', [0], 30],
      ['Le Grand Dièdre', '2024-06-08', [0, 1, 2], 90],
      ['Le Grand Dièdre', '2024-06-09', [0, 1], 65],
      ['Le Toit du Héron', '2024-09-14', [0], null],
      ['L’Arête', '2024-09-14', [0], null],
    ]);
    expect(rows[0]).toMatchObject({ note: 5, hardness_status: 'accurate', attempt: 1 });
    expect(rows[0]?.comment).toBe('Superbe ambiance, rocher "parfait".');
    expect(rows[2]).toMatchObject({
      note: 6,
      hardness_status: 'sandbagged',
      comment: 'Enfin !\nUn commentaire sur deux lignes.',
    });
    expect(rows[4]?.private_comment).toBe('Relais 2 un peu usé');
    const sessions = await logbook.t.db
      .select()
      .from(climbingSessions)
      .where(eq(climbingSessions.user_id, climber.user.id));
    expect(sessions.map((session) => session.session_date).sort()).toEqual([
      '2024-04-20',
      '2024-05-18',
      '2024-06-08',
      '2024-06-09',
      '2024-09-14',
    ]);
  });
});

describe('Mountain Project sample (docs/samples/mountain-project-ticks.csv)', () => {
  it('matches routes by name in a crag of the Location path, maps the styles, lists the unknown crag', async () => {
    const climber = await signedInClimber(logbook.t);
    const result = await expectPreview(climber, {
      format: 'mountain_project',
      csv: readSample('mountain-project-ticks.csv'),
    });
    const { traversee, eclipse, grandDiedre, toitDuHeron, areteEasy } = catalogue.routes;
    expect(result).toMatchObject({ rows_count: 11, matched_count: 10, unmatched_count: 1, invalid_count: 0 });
    expect(
      result.rows.map((row) => [row.row, row.status, row.crag_route?.id ?? null, row.ascent_status, row.roping_status]),
    ).toEqual([
      [1, 'matched', traversee.id, 'onsight', 'lead_climb'],
      [2, 'matched', eclipse.id, 'project', 'lead_climb'],
      [3, 'matched', eclipse.id, 'red_point', 'lead_climb'],
      [4, 'matched', grandDiedre.id, 'sent', 'multi_pitch_second'],
      [5, 'matched', grandDiedre.id, 'sent', 'multi_pitch_leader'],
      [6, 'matched', toitDuHeron.id, 'sent', null],
      [7, 'matched', areteEasy.id, 'flash', null],
      [8, 'matched', traversee.id, 'sent', 'top_rope'],
      [9, 'unmatched', null, 'onsight', 'lead_climb'],
      [10, 'matched', eclipse.id, 'red_point', 'lead_climb'],
      [11, 'matched', toitDuHeron.id, 'project', null],
    ]);
    expect(result.rows[8]).toMatchObject({
      route_name: 'Granite Daydream',
      crag_name: 'Colorado > Boulder > Example Canyon > North Buttress',
      grade_text: '5.10c PG13',
      errors: { crag_name: ['not_found'] },
    });
  });

  it('imports nothing while the unmatched row is left in, everything else once it is skipped', async () => {
    const climber = await signedInClimber(logbook.t);
    const csv = readSample('mountain-project-ticks.csv');
    const refused = await importCsv(climber, { format: 'mountain_project', csv });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: { csv: ['not_found'] } });
    expect(await ascentRowsOf(logbook.t.db, climber.user.id)).toEqual([]);

    const response = await importCsv(climber, { format: 'mountain_project', csv, skip_rows: [9] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ imported: 10, skipped: 1 });
    const rows = (await ascentRowsOf(logbook.t.db, climber.user.id)).sort((left, right) => left.id - right.id);
    expect(rows.map((row) => [row.released_at, row.ascent_status, row.roping_status, row.sections])).toEqual([
      ['2024-04-20', 'onsight', 'lead_climb', [0]],
      ['2024-04-20', 'project', 'lead_climb', [0]],
      ['2024-05-18', 'red_point', 'lead_climb', [0]],
      ['2024-06-08', 'sent', 'multi_pitch_second', [0, 1, 2]],
      ['2024-06-09', 'sent', 'multi_pitch_leader', [0, 1]],
      ['2024-09-14', 'sent', null, [0]],
      ['2024-09-14', 'flash', null, [0]],
      ['2024-10-02', 'sent', 'top_rope', [0]],
      ['2025-03-15', 'red_point', 'lead_climb', [0]],
      ['2025-04-05', 'project', null, [0]],
    ]);
    expect(rows[0]).toMatchObject({ note: 5, private_comment: 'Great rock & views, first try.', comment: null });
    expect(rows[2]).toMatchObject({ note: 6 });
  });
});

describe('POST /api/v1/current_users/ascent_imports/preview.json', () => {
  let levant: { id: number };

  beforeAll(async () => {
    const crag = await createCrag(logbook.t.db, { name: 'Falaise d’Été', slug_name: 'falaise-d-ete' });
    levant = await createCragRoute(logbook.t.db, crag.id, { name: 'Voie du Levant', slug_name: 'voie-du-levant' });
  });

  function mixedCsv() {
    const { eclipse, grandDiedre, traversee } = catalogue.routes;
    return toCsv([
      ['released_at', 'crag_route_id', 'route_name', 'crag_name', 'ascent_status', 'roping_status', 'pitches'],
      ['2024-05-01', '', 'Éclipse', 'Roche Grise', 'red_point', '', ''],
      ['2024-05-02', '', 'Voie Inconnue', 'Roche Grise', 'sent', '', ''],
      ['2024-05-03', '', 'Éclipse', 'Falaise Inconnue', 'sent', '', ''],
      ['2024-05-04', '999999', '', '', 'sent', '', ''],
      ['2024-02-30', '', 'Éclipse', 'Roche Grise', 'sent', '', ''],
      ['2024-05-05', '', 'Éclipse', 'Roche Grise', 'done', '', ''],
      ['2024-05-06', grandDiedre.id, '', '', 'sent', '', '4'],
      ['2024-05-07', traversee.id, '', '', 'sent', 'multi_pitch_leader', ''],
      ['2024-05-08', '', 'voie du levant', "FALAISE D'ETE", 'sent', '', ''],
      ['2024-05-09', eclipse.id, 'Renamed since', 'Elsewhere', 'flash', '', ''],
    ]);
  }

  it('lists unmatched and invalid rows with their reason, next to the matched ones', async () => {
    const climber = await signedInClimber(logbook.t);
    const result = await expectPreview(climber, { format: 'cordee', csv: mixedCsv() });
    expect(result).toMatchObject({ rows_count: 10, matched_count: 3, unmatched_count: 3, invalid_count: 4 });
    expect(result.rows.map((row) => [row.row, row.status, row.crag_route?.id ?? null, row.errors])).toEqual([
      [1, 'matched', catalogue.routes.eclipse.id, {}],
      [2, 'unmatched', null, { route_name: ['not_found'] }],
      [3, 'unmatched', null, { crag_name: ['not_found'] }],
      [4, 'unmatched', null, { crag_route_id: ['not_found'] }],
      [5, 'invalid', catalogue.routes.eclipse.id, { released_at: ['invalid'] }],
      [6, 'invalid', catalogue.routes.eclipse.id, { ascent_status: ['not_included'] }],
      [7, 'invalid', catalogue.routes.grandDiedre.id, { sections: ['too_big'] }],
      [8, 'invalid', catalogue.routes.traversee.id, { roping_status: ['not_included'] }],
      [9, 'matched', levant.id, {}],
      [10, 'matched', catalogue.routes.eclipse.id, {}],
    ]);
  });

  it('writes nothing', async () => {
    const climber = await signedInClimber(logbook.t);
    await expectPreview(climber, { format: 'cordee', csv: readSample('cordee-ascents.csv') });
    expect(await ascentRowsOf(logbook.t.db, climber.user.id)).toEqual([]);
  });

  it('refuses a file it cannot read: another format’s header, an unclosed quote (422 csv invalid)', async () => {
    const climber = await signedInClimber(logbook.t);
    for (const body of [
      { format: 'cordee' as const, csv: readSample('mountain-project-ticks.csv') },
      { format: 'mountain_project' as const, csv: readSample('cordee-ascents.csv') },
      { format: 'cordee' as const, csv: 'released_at,crag_route_id,ascent_status\n2024-01-01,1,"sent\n' },
    ]) {
      const response = await preview(climber, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { csv: ['invalid'] } });
    }
  });

  it('needs a signed-in climber (401)', async () => {
    const response = await call(logbook.t, 'POST', 'current_users/ascent_imports/preview.json', logbook.visitor, {
      format: 'cordee',
      csv: 'x',
    });
    expect(response.statusCode).toBe(401);
  });

  describe('all or nothing', () => {
    it('refuses the import while an unmatched or invalid row is left in, writing nothing', async () => {
      const climber = await signedInClimber(logbook.t);
      const csv = mixedCsv();
      const cases: [number[], string[]][] = [
        [[], ['not_found', 'invalid']],
        [[2, 3, 4], ['invalid']],
        [[5, 6, 7, 8], ['not_found']],
      ];
      for (const [skip_rows, rules] of cases) {
        const response = await importCsv(climber, { format: 'cordee', csv, skip_rows });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ error: { csv: rules } });
      }
      expect(await ascentRowsOf(logbook.t.db, climber.user.id)).toEqual([]);

      const response = await importCsv(climber, { format: 'cordee', csv, skip_rows: [2, 3, 4, 5, 6, 7, 8, 99] });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({ imported: 3, skipped: 7 });
      expect(await ascentRowsOf(logbook.t.db, climber.user.id)).toHaveLength(3);
    });

    it('rolls everything back when writing fails halfway, the route figures included', async () => {
      const climber = await signedInClimber(logbook.t);
      const { traversee } = catalogue.routes;
      const figuresBefore = await routeAscentsCount(traversee.id);
      // A row the database refuses, after the first batch was written.
      const csv = manyRows(traversee.id, IMPORT_BATCH_ROWS + 50, (index) =>
        index === IMPORT_BATCH_ROWS + 20 ? 'boom' : '',
      );
      await withFailingTrigger(async () => {
        const plain = await importCsv(climber, { format: 'cordee', csv });
        expect(plain.statusCode).toBe(500);
        expect(await ascentRowsOf(logbook.t.db, climber.user.id)).toEqual([]);

        const streamed = await importCsv(climber, { format: 'cordee', csv }, { accept: 'application/x-ndjson' });
        expect(streamed.statusCode).toBe(200);
        const total = IMPORT_BATCH_ROWS + 50;
        expect(ndjsonLines(streamed.body)).toEqual([
          { type: 'progress', done: 0, total },
          { type: 'progress', done: IMPORT_BATCH_ROWS, total },
          { type: 'failed', message: 'The import failed: nothing was written' },
        ]);
        expect(await ascentRowsOf(logbook.t.db, climber.user.id)).toEqual([]);
      });
      const sessions = await logbook.t.db
        .select()
        .from(climbingSessions)
        .where(eq(climbingSessions.user_id, climber.user.id));
      expect(sessions).toEqual([]);
      expect(await routeAscentsCount(traversee.id)).toBe(figuresBefore);
    });
  });
});

async function routeAscentsCount(cragRouteId: number): Promise<number> {
  const [row] = await logbook.t.db
    .select({ count: cragRoutes.ascents_count })
    .from(cragRoutes)
    .where(eq(cragRoutes.id, cragRouteId));
  return row?.count ?? -1;
}

/** Runs `work` while the database refuses an ascent whose private comment is `boom`. */
async function withFailingTrigger(work: () => Promise<void>) {
  const { db } = logbook.t;
  await db.execute(sql`
    create function refuse_boom() returns trigger language plpgsql as $$
    begin
      if new.private_comment = 'boom' then raise exception 'refused by the test'; end if;
      return new;
    end $$`);
  await db.execute(
    sql`create trigger refuse_boom before insert on ascents for each row execute function refuse_boom()`,
  );
  try {
    await work();
  } finally {
    await db.execute(sql`drop trigger refuse_boom on ascents`);
    await db.execute(sql`drop function refuse_boom()`);
  }
}

describe('POST /api/v1/current_users/ascent_imports.json', () => {
  it('streams progress lines after each batch, then done, with Accept: application/x-ndjson', async () => {
    const climber = await signedInClimber(logbook.t);
    const total = IMPORT_BATCH_ROWS * 2 + 100;
    const response = await importCsv(
      climber,
      { format: 'cordee', csv: manyRows(catalogue.routes.eclipse.id, total) },
      { accept: 'application/x-ndjson' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(ndjsonLines(response.body)).toEqual([
      { type: 'progress', done: 0, total },
      { type: 'progress', done: IMPORT_BATCH_ROWS, total },
      { type: 'progress', done: IMPORT_BATCH_ROWS * 2, total },
      { type: 'progress', done: total, total },
      { type: 'done', imported: total, skipped: 0 },
    ]);
    expect(await ascentRowsOf(logbook.t.db, climber.user.id)).toHaveLength(total);
  });

  it('answers a refused import as plain JSON even when a stream was asked for', async () => {
    const climber = await signedInClimber(logbook.t);
    const response = await importCsv(
      climber,
      { format: 'mountain_project', csv: readSample('mountain-project-ticks.csv') },
      { accept: 'application/x-ndjson' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { csv: ['not_found'] } });
  });

  it('imports a duplicate the climber keeps (left out of skip_rows)', async () => {
    const climber = await signedInClimber(logbook.t);
    const csv = manyRows(catalogue.routes.eclipse.id, 1);
    expect((await importCsv(climber, { format: 'cordee', csv })).statusCode).toBe(201);
    const second = await expectPreview(climber, { format: 'cordee', csv });
    expect(second.rows[0]).toMatchObject({ status: 'matched', errors: { base: ['taken'] } });
    const kept = await importCsv(climber, { format: 'cordee', csv });
    expect(kept.json()).toEqual({ imported: 1, skipped: 0 });
    expect(await ascentRowsOf(logbook.t.db, climber.user.id)).toHaveLength(2);
  });

  it(`refuses more than ${ASCENT_IMPORT_MAX_ROWS} rows (422 csv too_big)`, async () => {
    const climber = await signedInClimber(logbook.t);
    const csv = `released_at,crag_route_id,ascent_status\n${'2024-01-01,1,sent\n'.repeat(ASCENT_IMPORT_MAX_ROWS + 1)}`;
    for (const send of [preview, importCsv]) {
      const response = await send(climber, { format: 'cordee', csv });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { csv: ['too_big'] } });
    }
  });

  it(`takes a CSV of ${ASCENT_IMPORT_MAX_CHARS} characters on the import routes only, refusing more as too_big`, async () => {
    const climber = await signedInClimber(logbook.t);
    const header = 'released_at,crag_route_id,ascent_status\n';
    // Two UTF-8 bytes a character: a body of about 10 MB, ten times the API's usual limit.
    const largest = `${header}${'é'.repeat(ASCENT_IMPORT_MAX_CHARS - header.length)}`;
    const accepted = await expectPreview(climber, { format: 'cordee', csv: largest });
    expect(accepted).toMatchObject({ rows_count: 1, invalid_count: 1 });
    for (const send of [preview, importCsv]) {
      const response = await send(climber, { format: 'cordee', csv: `${largest}é` });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { csv: ['too_big'] } });
    }
    const elsewhere = await logbook.t.app.inject({
      method: 'POST',
      url: '/api/v1/page_views',
      headers: { ...logbook.t.keyHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify({ path: `/${'x'.repeat(2_000_000)}`, language: 'fr' }),
    });
    expect(elsewhere.statusCode).toBe(413);
  });

  it('needs a signed-in climber (401)', async () => {
    const response = await call(logbook.t, 'POST', 'current_users/ascent_imports.json', logbook.visitor, {
      format: 'cordee',
      csv: 'x',
    });
    expect(response.statusCode).toBe(401);
  });
});
