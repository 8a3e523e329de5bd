import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  areaOfCircuit,
  type BoolderArea,
  type BoolderData,
  CIRCUIT_COLOURS_FR,
  nearest,
  planBoolderSeed,
} from './boolder-plan';
import { readBoolderData } from './seed-files';

const bounds = (south: number, west: number, north: number, east: number) => ({
  south_west_lat: south,
  south_west_lng: west,
  north_east_lat: north,
  north_east_lng: east,
});

const area = (id: number, name: string, lat: number, lng: number): BoolderArea => ({
  id,
  name,
  lat,
  lng,
  bounds: bounds(lat - 0.01, lng - 0.01, lat + 0.01, lng + 0.01),
});

const TOWNS = [
  { code: '77186', department: '77', latitude: 48.409, longitude: 2.702 },
  { code: '91405', department: '91', latitude: 48.404, longitude: 2.469 },
  { code: '45191', department: '45', latitude: 48.3, longitude: 2.4 },
];

const small: BoolderData = {
  areas: [area(1, 'Est', 48.4, 2.6), area(2, 'Est', 48.45, 2.65), area(3, 'Canon', 48.46, 2.66)],
  circuits: [
    { id: 12, color: 'blue', start_lat: 48.4, start_lng: 2.6 },
    { id: 10, color: 'blue', start_lat: 48.401, start_lng: 2.601 },
    { id: 11, color: 'skyblue', start_lat: 48.402, start_lng: 2.602 },
    { id: 13, color: 'red', start_lat: 47, start_lng: 2 },
  ],
  parkings: [
    { name: 'Parking du Canon', short_name: 'Du Canon', lat: 48.461, lng: 2.661 },
    { name: 'Parking Est', short_name: 'Canon', lat: 48.4, lng: 2.6 },
  ],
  clusters: [
    { name: 'Cuvier', bounds: bounds(48.39, 2.59, 48.41, 2.61) },
    { name: 'Apremont', bounds: bounds(48.44, 2.64, 48.455, 2.655) },
  ],
};

describe('planBoolderSeed on a small subset', () => {
  const plan = planBoolderSeed(small, TOWNS);

  it('names areas sharing a name after their cluster', () => {
    expect(plan.crags.map((crag) => [crag.source_id, crag.name, crag.slug_name])).toEqual([
      ['1', 'Est (Cuvier)', 'est-cuvier'],
      ['2', 'Est (Apremont)', 'est-apremont'],
      ['3', 'Canon', 'canon'],
    ]);
  });

  it('names circuits by their colour in French, numbering a colour met again in id order', () => {
    expect(plan.sectors.map((sector) => [sector.source_id, sector.name, sector.crag_source_id])).toEqual([
      ['10', 'Circuit bleu', '1'],
      ['11', 'Circuit bleu ciel', '1'],
      ['12', 'Circuit bleu (2)', '1'],
    ]);
    expect(plan.sectors[0]).toMatchObject({ latitude: 48.401, longitude: 2.601, slug_name: 'circuit-bleu' });
    expect(plan.crags.map((crag) => crag.sectors_count)).toEqual([3, 0, 0]);
  });

  it('leaves out a circuit starting outside every area', () => {
    expect(plan.sectors.some((sector) => sector.source_id === '13')).toBe(false);
  });

  it('makes each parking a park of the crag it is named after, else of its nearest crag, described by its name', () => {
    expect(plan.parks).toEqual([
      { crag_source_id: '3', latitude: 48.461, longitude: 2.661, description: 'Parking du Canon' },
      { crag_source_id: '3', latitude: 48.4, longitude: 2.6, description: 'Parking Est' },
    ]);
  });

  it('groups crags by cluster and all of them in the Fontainebleau area', () => {
    expect(plan.areas.map((entry) => [entry.source_id, entry.name, entry.crag_source_ids])).toEqual([
      ['cluster-cuvier', 'Cuvier', ['1']],
      ['cluster-apremont', 'Apremont', ['2']],
      ['fontainebleau', 'Forêt de Fontainebleau', ['1', '2', '3']],
    ]);
  });

  it('places crags in the nearest town of Seine-et-Marne or Essonne, never across the border', () => {
    const [crag] = planBoolderSeed({ ...small, areas: [area(9, 'Buthiers', 48.3, 2.41)] }, TOWNS).crags;
    expect(crag?.town_code).toBe('91405');
  });

  it('refuses a circuit colour it cannot name', () => {
    const data = { ...small, circuits: [{ id: 1, color: 'pink', start_lat: 48.4, start_lng: 2.6 }] };
    expect(() => planBoolderSeed(data, TOWNS)).toThrow(/pink/);
  });
});

describe('planBoolderSeed on the committed Boolder subset', () => {
  const data = readBoolderData();
  const plan = planBoolderSeed(data, TOWNS);
  const derived = JSON.parse(
    readFileSync(new URL('../../../data/open-data/boolder/circuits.json', import.meta.url), 'utf8'),
  ) as { id: number; area_id_derived: number | null }[];

  it('keeps the 61 areas, 26 parkings and the 169 circuits that start inside an area', () => {
    expect(plan.crags).toHaveLength(61);
    expect(plan.parks).toHaveLength(26);
    expect(plan.sectors).toHaveLength(169);
    expect(new Set(plan.crags.map((crag) => crag.name)).size).toBe(61);
  });

  it('attaches each circuit to the area the source subset derived for it', () => {
    for (const circuit of data.circuits) {
      const expected = derived.find((entry) => entry.id === circuit.id)?.area_id_derived ?? undefined;
      expect(areaOfCircuit(data.areas, circuit)?.id, `circuit ${circuit.id}`).toBe(expected);
    }
  });

  it('has a French name for every colour used', () => {
    for (const circuit of data.circuits) expect(CIRCUIT_COLOURS_FR[circuit.color]).toBeTruthy();
  });

  it('gives each crag a unique sector name', () => {
    for (const crag of plan.crags) {
      const names = plan.sectors.filter((sector) => sector.crag_source_id === crag.source_id).map((s) => s.name);
      expect(new Set(names).size, crag.name).toBe(names.length);
      expect(crag.sectors_count).toBe(names.length);
    }
  });
});

describe('nearest', () => {
  it('finds the closest point by great-circle distance, undefined for none', () => {
    const points = [
      { latitude: 48, longitude: 2 },
      { latitude: 45, longitude: 5 },
    ];
    expect(nearest(points, 45.1, 5.1)).toBe(points[1]);
    expect(nearest([], 45, 5)).toBeUndefined();
  });
});
