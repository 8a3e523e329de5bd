import { type Area, type CragRoute, type CragSector, globalSearchResult } from '@climb/contracts';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCompletions } from '../../../src/db/schema';
import { rebuildSearchCompletions } from '../../../src/outdoor/search/completion.service';
import type { SearchCompletionKind } from '../../../src/outdoor/search/completion-changes';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { addCrag, expectCall, insertPlaces, openWikiTestApp, routeBody } from '../crags/wiki-api';

/*
 * The top bar's search as you type (`search.json`) reads the completions, which every wiki write
 * keeps in step in its own transaction: found as created, renamed, deleted; accents ignored, typos
 * forgiven, towns offering the crags around them.
 */

const wiki = openWikiTestApp();

/** Positions placing a crag in a town of `insertPlaces` (the nearest within 30 km). */
const AT_GAP = { latitude: 44.56, longitude: 6.08 };
const AT_ORPIERRE = { latitude: 44.3115, longitude: 5.6918 };
const AT_LARAGNE = { latitude: 44.317, longitude: 5.817 };

beforeAll(async () => {
  await insertPlaces(wiki.t.db);
  // Towns are reference data, inserted in bulk as the seed does: their completions are built as the seed builds them.
  await rebuildSearchCompletions(wiki.t.db);
});

async function everything(query: string, t: TestApp = wiki.t) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/search.json?query=${encodeURIComponent(query)}`,
    headers: t.keyHeaders,
  });
  expect(response.statusCode, query).toBe(200);
  return globalSearchResult.parse(response.json());
}

const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

/** The words a record is found by, as stored. */
async function storedWords(kind: SearchCompletionKind, recordId: number): Promise<string[]> {
  const rows = await wiki.t.db
    .select({ word: searchCompletions.word })
    .from(searchCompletions)
    .where(and(eq(searchCompletions.kind, kind), eq(searchCompletions.record_id, recordId)));
  return rows.map((row) => row.word).sort();
}

function addRoute(cragId: number, overrides: Record<string, unknown>) {
  return expectCall<CragRoute>(
    wiki.t,
    201,
    'POST',
    'crag_routes.json',
    wiki.callers.climber,
    routeBody(cragId, overrides),
  );
}

function addSector(cragId: number, name: string) {
  return expectCall<CragSector>(wiki.t, 201, 'POST', 'crag_sectors.json', wiki.callers.climber, {
    crag_id: cragId,
    name,
  });
}

describe('search.json finds what the wiki writes', () => {
  it('finds a crag from the first letters of any word of its name, accents and case aside', async () => {
    const crag = await addCrag(wiki, { name: 'Céüse – Face Nord', ...AT_GAP });
    for (const query of ['ceu', 'CÉÜS', 'céuse', 'Ceuse face', 'face n', 'nord']) {
      expect(names((await everything(query)).crags), query).toContain('Céüse – Face Nord');
    }
    // Stored folded: its own words, and its town's (Gap), whatever the accents and case of the name.
    expect(await storedWords('crag', crag.id)).toEqual(['ceuse', 'face', 'gap', 'nord']);

    await addCrag(wiki, { name: 'Aiguille Rouge', ...AT_GAP });
    expect(names((await everything('AÏGUÎL')).crags)).toContain('Aiguille Rouge');
  });

  it('follows a rename: the old words are gone, the new ones found', async () => {
    const crag = await addCrag(wiki, { name: 'Les Trois Becs', ...AT_GAP });
    expect(names((await everything('trois')).crags)).toContain('Les Trois Becs');

    await expectCall(wiki.t, 200, 'PUT', `crags/${crag.id}.json`, wiki.callers.climber, { name: 'Pic de Bure' });
    expect(await storedWords('crag', crag.id)).toEqual(['bure', 'de', 'gap', 'pic']);
    expect((await everything('trois')).crags.map((found) => found.id)).not.toContain(crag.id);
    expect(names((await everything('bure')).crags)).toEqual(['Pic de Bure']);
  });

  it('finds routes and sectors as written, and forgets them once renamed or deleted', async () => {
    const crag = await addCrag(wiki, { name: 'Rocher Zébulon', ...AT_GAP });
    const route = await addRoute(crag.id, { name: 'Voie Xénophon' });
    expect(names((await everything('xenoph')).crag_routes)).toEqual(['Voie Xénophon']);
    await expectCall(wiki.t, 200, 'PUT', `crag_routes/${route.id}.json`, wiki.callers.climber, { name: 'Anabase' });
    expect((await everything('xenoph')).crag_routes).toEqual([]);
    expect(names((await everything('anabas')).crag_routes)).toEqual(['Anabase']);
    await expectCall(wiki.t, 204, 'DELETE', `crag_routes/${route.id}.json`, wiki.callers.admin);
    expect((await everything('anabas')).crag_routes).toEqual([]);
    expect(await storedWords('route', route.id)).toEqual([]);

    // A sector's name finds its crag.
    const sector = await addSector(crag.id, 'Bas Cuvier');
    expect(names((await everything('cuvier')).crags)).toEqual(['Rocher Zébulon']);
    await expectCall(wiki.t, 200, 'PUT', `crag_sectors/${sector.id}.json`, wiki.callers.climber, { name: 'Apremont' });
    expect((await everything('cuvier')).crags).toEqual([]);
    expect(names((await everything('apremo')).crags)).toEqual(['Rocher Zébulon']);
    await expectCall(wiki.t, 204, 'DELETE', `crag_sectors/${sector.id}.json`, wiki.callers.admin);
    expect((await everything('apremo')).crags).toEqual([]);
  });

  it('forgets a deleted crag, its routes with it', async () => {
    const crag = await addCrag(wiki, { name: 'Falaise Ygdrasil', ...AT_GAP });
    const route = await addRoute(crag.id, { name: 'Dalle Yuzuru' });
    await addSector(crag.id, 'Secteur Yggdrasil');
    expect(names((await everything('ygdras')).crags)).toEqual(['Falaise Ygdrasil']);
    expect(names((await everything('yuzuru')).crag_routes)).toEqual(['Dalle Yuzuru']);

    await expectCall(wiki.t, 204, 'DELETE', `crags/${crag.id}.json`, wiki.callers.admin);
    expect((await everything('ygdras')).crags).toEqual([]);
    expect((await everything('yuzuru')).crag_routes).toEqual([]);
    const left = await wiki.t.db
      .select()
      .from(searchCompletions)
      .where(
        or(
          eq(searchCompletions.crag_id, crag.id),
          and(eq(searchCompletions.kind, 'crag'), eq(searchCompletions.record_id, crag.id)),
          and(eq(searchCompletions.kind, 'route'), eq(searchCompletions.record_id, route.id)),
        ),
      );
    expect(left).toEqual([]);
  });

  it('finds areas as created and renamed, and forgets them once deleted', async () => {
    const area = await expectCall<Area>(wiki.t, 201, 'POST', 'areas.json', wiki.callers.climber, {
      name: 'Baronnies Orientales',
    });
    expect(names((await everything('orient')).areas)).toEqual(['Baronnies Orientales']);
    await expectCall(wiki.t, 200, 'PUT', `areas/${area.id}.json`, wiki.callers.climber, { name: 'Dévoluy' });
    expect((await everything('orient')).areas).toEqual([]);
    expect(names((await everything('devol')).areas)).toEqual(['Dévoluy']);
    await expectCall(wiki.t, 204, 'DELETE', `areas/${area.id}.json`, wiki.callers.admin);
    expect((await everything('devol')).areas).toEqual([]);
  });

  it('shows the bigger crag first among names found alike', async () => {
    const small = await addCrag(wiki, { name: 'Zorglub Ouest', ...AT_GAP });
    const big = await addCrag(wiki, { name: 'Zorglub Est', ...AT_GAP });
    await addRoute(big.id, { name: 'Première' });
    await addRoute(big.id, { name: 'Seconde' });
    const found = (await everything('zorgl')).crags;
    expect(found.map((crag) => crag.id)).toEqual([big.id, small.id]);
    expect(found[0]?.routes_count).toBe(2);
  });
});

describe('search.json with typos', () => {
  it('still finds a misspelt name, when no name starts with what is typed', async () => {
    await addCrag(wiki, { name: 'Quiquillon', ...AT_GAP });
    for (const query of ['quikillon', 'quiquilon', 'Quiquillom']) {
      expect(names((await everything(query)).crags), query).toEqual(['Quiquillon']);
    }
  });

  it('does not look for typos in a word of three letters', async () => {
    expect(await everything('qix')).toEqual({ crags: [], crag_routes: [], areas: [], towns: [] });
  });
});

describe('search.json for a town', () => {
  it('offers the town and the crags around it, after the crags named after it', async () => {
    const around = await addCrag(wiki, { name: 'Quintessence', ...AT_ORPIERRE });
    expect(around.town?.name).toBe('Orpierre');
    const named = await addCrag(wiki, { name: 'Orpierre Sud', ...AT_GAP });
    const inName = await addCrag(wiki, { name: 'Belvédère d’Orpierre', ...AT_GAP });
    const bySector = await addCrag(wiki, { name: 'Le Quiquillon', ...AT_GAP });
    await addSector(bySector.id, 'Orpierre Est');

    const result = await everything('Orpie');
    expect(names(result.towns)).toEqual(['Orpierre']);
    // Its own name's first word, another word of it, a sector's name, then its town.
    expect(result.crags.map((crag) => crag.id)).toEqual([named.id, inName.id, bySector.id, around.id]);
  });

  it('finds a town from any word of its name, accents aside, with the crags around it', async () => {
    await addCrag(wiki, { name: 'Ubaye Ouest', ...AT_LARAGNE });
    const result = await everything('montegl');
    expect(names(result.towns)).toEqual(['Laragne-Montéglin']);
    expect(names(result.crags)).toEqual(['Ubaye Ouest']);
  });
});

describe('search.json on a seeded database', () => {
  let seeded: TestApp;

  beforeAll(async () => {
    seeded = await createTestApp({ seed: true });
  }, 120_000);

  afterAll(async () => {
    await seeded?.close();
  });

  it('finds the seeded towns and open-data crags, which the seed wrote in bulk', async () => {
    const result = await everything('Fontaineb', seeded);
    expect(names(result.towns)[0]).toBe('Fontainebleau');
    expect(result.crags.length).toBeGreaterThan(0);
    expect(new Set(result.crags.map((crag) => crag.town_name))).toEqual(new Set(['Fontainebleau']));
  });
});
