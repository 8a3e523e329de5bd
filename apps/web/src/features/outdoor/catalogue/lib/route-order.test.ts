import type { CragRouteSummary } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { groupRoutesBySector, orderRoutes } from './route-order';

const crag = { id: 1, name: 'Céüse', slug_name: 'ceuse' };
const biographie = { id: 10, name: 'Biographie', slug_name: 'biographie' };
const berlin = { id: 11, name: 'Berlin', slug_name: 'berlin' };

function route(id: number, overrides: Partial<CragRouteSummary>): CragRouteSummary {
  return {
    id,
    name: `Route ${id}`,
    slug_name: `route-${id}`,
    climbing_type: 'sport_climbing',
    height: null,
    pitches_count: 1,
    grade_min_value: null,
    grade_max_value: null,
    grade_text: null,
    crag,
    crag_sector: null,
    note: null,
    ascents_count: 0,
    ...overrides,
  };
}

const routes = [
  route(1, { name: 'Zeus', grade_min_value: 37, grade_max_value: 37, height: 30, crag_sector: biographie, note: 4 }),
  route(2, { name: 'Ábaco', grade_min_value: 31, grade_max_value: 31, height: 25, crag_sector: berlin }),
  route(3, { name: 'Miel', grade_min_value: 31, grade_max_value: 34, height: null, crag_sector: biographie, note: 5 }),
  route(4, { name: 'Bloc', climbing_type: 'bouldering', grade_min_value: null, grade_max_value: null }),
  route(5, { name: 'Étoile', grade_min_value: 43, grade_max_value: 43, height: 35, crag_sector: berlin }),
];
const names = (list: CragRouteSummary[]) => list.map((item) => item.name);

describe('route order', () => {
  it('sorts by name ignoring accents and case', () => {
    expect(names(orderRoutes(routes, 'name', 'fr'))).toEqual(['Ábaco', 'Bloc', 'Étoile', 'Miel', 'Zeus']);
  });

  it('sorts easiest or hardest first by the hardest pitch, ungraded routes last either way', () => {
    expect(names(orderRoutes(routes, 'grade', 'fr'))).toEqual(['Ábaco', 'Miel', 'Zeus', 'Étoile', 'Bloc']);
    expect(names(orderRoutes(routes, 'grade_desc', 'fr'))).toEqual(['Étoile', 'Zeus', 'Miel', 'Ábaco', 'Bloc']);
  });

  it('sorts by sector then name, by height, newest and best rated', () => {
    expect(names(orderRoutes(routes, 'sector', 'fr'))).toEqual(['Ábaco', 'Étoile', 'Miel', 'Zeus', 'Bloc']);
    expect(names(orderRoutes(routes, 'height', 'fr'))).toEqual(['Étoile', 'Zeus', 'Ábaco', 'Bloc', 'Miel']);
    expect(names(orderRoutes(routes, 'newest', 'fr'))).toEqual(['Étoile', 'Bloc', 'Miel', 'Ábaco', 'Zeus']);
    expect(names(orderRoutes(routes, 'note', 'fr')).slice(0, 2)).toEqual(['Miel', 'Zeus']);
  });

  it('keeps one climbing type when asked, without touching the list it was given', () => {
    const copy = [...routes];
    expect(names(orderRoutes(routes, 'name', 'fr', 'bouldering'))).toEqual(['Bloc']);
    expect(routes).toEqual(copy);
  });
});

describe('routes grouped by sector', () => {
  it('follows the sectors’ order, keeps the routes’ order and puts loose routes last', () => {
    const ordered = orderRoutes(routes, 'grade', 'fr');
    const groups = groupRoutesBySector(ordered, [biographie, berlin]);
    expect(groups.map((group) => group.sector?.name ?? null)).toEqual(['Biographie', 'Berlin', null]);
    expect(groups.map((group) => names(group.routes))).toEqual([['Miel', 'Zeus'], ['Ábaco', 'Étoile'], ['Bloc']]);
  });

  it('leaves out sectors without routes and still groups routes of a sector not in the list', () => {
    const empty = { id: 12, name: 'Vide', slug_name: 'vide' };
    const groups = groupRoutesBySector(routes, [empty, berlin]);
    expect(groups.map((group) => group.sector?.name ?? null)).toEqual(['Berlin', 'Biographie', null]);
  });
});
