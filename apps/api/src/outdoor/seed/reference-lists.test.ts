import { describe, expect, it } from 'vitest';
import {
  assignTownSlugs,
  buildDepartments,
  type EtalabCommune,
  type GeoNamesCity,
  joinTowns,
  type ReferenceTown,
} from './reference-lists';

const commune = (code: string, nom: string, departement: string, population?: number): EtalabCommune => ({
  code,
  nom,
  type: 'commune-actuelle',
  departement,
  population,
});

const city = (name: string, fields: Partial<GeoNamesCity> & { at?: [number, number] } = {}): GeoNamesCity => {
  const { at = [2, 48], ...rest } = fields;
  return { name, country: 'FR', population: 1_000, loc: { coordinates: at }, ...rest };
};

const town = (code: string, name: string, department: string, population: number): Omit<ReferenceTown, 'slug'> => ({
  code,
  name,
  department,
  population,
  latitude: 45,
  longitude: 5,
});

describe('buildDepartments', () => {
  it('keeps metropolitan and overseas departments with their region, sorted by number', () => {
    const departments = buildDepartments(
      [
        { code: '77', nom: 'Seine-et-Marne', region: '11', zone: 'metro' },
        { code: '974', nom: 'La Réunion', region: '04', zone: 'drom' },
        { code: '987', nom: 'Polynésie française', region: '987', zone: 'com' },
        { code: '2A', nom: 'Corse-du-Sud', region: '94', zone: 'metro' },
      ],
      [
        { code: '11', nom: 'Île-de-France', zone: 'metro' },
        { code: '04', nom: 'La Réunion', zone: 'drom' },
      ],
    );
    expect(departments).toEqual([
      { number: '2A', name: 'Corse-du-Sud', slug: 'corse-du-sud', region_name: null },
      { number: '77', name: 'Seine-et-Marne', slug: 'seine-et-marne', region_name: 'Île-de-France' },
      { number: '974', name: 'La Réunion', slug: 'la-reunion', region_name: 'La Réunion' },
    ]);
  });
});

describe('joinTowns', () => {
  const departments = new Set(['75', '77', '49', '976']);

  it('places a current commune at the GeoNames point carrying its INSEE code, with the commune’s name and population', () => {
    const towns = joinTowns(
      [commune('77186', 'Fontainebleau', '77', 15_583)],
      [city('Fontainebleau', { muniSub: '77186', population: 19_717, at: [2.70177, 48.40908] })],
      departments,
    );
    expect(towns).toEqual([
      {
        code: '77186',
        name: 'Fontainebleau',
        department: '77',
        latitude: 48.40908,
        longitude: 2.70177,
        population: 15_583,
      },
    ]);
  });

  it('leaves out communes without a place, delegated communes, foreign places and other departments', () => {
    const towns = joinTowns(
      [
        commune('77001', 'Achères-la-Forêt', '77'),
        { ...commune('49069', 'Champtoceaux', '49'), type: 'commune-deleguee' },
        commune('2B033', 'Bastia', '2B'),
      ],
      [
        city('Champtoceaux', { muniSub: '49069' }),
        city('Bastia', { muniSub: '2B033' }),
        city('Achères', { muniSub: '77001', country: 'DE' }),
      ],
      departments,
    );
    expect(towns).toEqual([]);
  });

  it('uses the place named like a merged commune, else its most populated place', () => {
    const towns = joinTowns(
      [commune('49023', 'Beaupréau-en-Mauges', '49'), commune('14762', 'Vire Normandie', '49')],
      [
        city('Jallais', { muniSub: '49023', population: 3_130, at: [1, 1] }),
        city('Beaupréau', { muniSub: '49023', population: 6_932, at: [2, 2] }),
        city('Vaudry', { muniSub: '14762', population: 9_000, at: [3, 3] }),
        city('Vire-Normandie', { muniSub: '14762', population: 1_200, at: [4, 4] }),
      ],
      departments,
    );
    expect(towns.map(({ code, latitude }) => [code, latitude])).toEqual([
      ['49023', 2],
      ['14762', 4],
    ]);
  });

  it('matches Paris (no INSEE code in GeoNames) by its unique name, and Mayotte by its admin code', () => {
    const towns = joinTowns(
      [commune('75056', 'Paris', '75'), commune('97611', 'Mamoudzou', '976')],
      [city('Paris', { population: 2_138_551 }), city('Mamoudzou', { country: 'YT', adminCode: '97611' })],
      departments,
    );
    expect(towns.map((entry) => entry.code)).toEqual(['75056', '97611']);
  });

  it('does not match a place without code to a name several communes share', () => {
    const towns = joinTowns(
      [commune('77100', 'Villeneuve', '77'), commune('49100', 'Villeneuve', '49')],
      [city('Villeneuve')],
      departments,
    );
    expect(towns).toEqual([]);
  });
});

describe('assignTownSlugs', () => {
  it('gives the plain slug to the most populated of a shared name and the department to the others', () => {
    const slugs = assignTownSlugs([
      town('93066', 'Saint-Denis', '93', 149_077),
      town('97411', 'Saint-Denis', '974', 155_634),
      town('11339', 'Saint-Denis', '11', 500),
      town('77186', 'Fontainebleau', '77', 15_583),
    ]);
    expect(slugs.map(({ code, slug }) => [code, slug])).toEqual([
      ['11339', 'saint-denis-11'],
      ['77186', 'fontainebleau'],
      ['93066', 'saint-denis-93'],
      ['97411', 'saint-denis'],
    ]);
  });

  it('falls back on the INSEE code when the department slug is taken, and lower-cases Corsican departments', () => {
    const slugs = assignTownSlugs([
      town('2A100', 'Olmeto', '2A', 1_300),
      town('2A101', 'Olmeto', '2A', 1_200),
      town('2A102', 'Olmeto', '2A', 1_100),
    ]);
    expect(slugs.map((entry) => entry.slug)).toEqual(['olmeto', 'olmeto-2a', 'olmeto-2a102']);
  });

  it('never hands a suffixed slug that is another town’s plain name', () => {
    const slugs = assignTownSlugs([
      town('38001', 'Saint-Martin', '38', 5_000),
      town('38002', 'Saint-Martin', '38', 4_000),
      town('38003', 'Saint-Martin 38', '01', 100),
    ]);
    expect(new Set(slugs.map((entry) => entry.slug)).size).toBe(3);
    expect(slugs.find((entry) => entry.code === '38002')?.slug).toBe('saint-martin-38002');
    expect(slugs.find((entry) => entry.code === '38003')?.slug).toBe('saint-martin-38');
  });

  it('keeps accents and punctuation out of slugs', () => {
    const [slugged] = assignTownSlugs([town('17323', 'Saint-Denis-d’Oléron', '17', 1_358)]);
    expect(slugged?.slug).toBe('saint-denis-d-oleron');
  });
});
