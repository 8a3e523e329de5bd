import { DEFAULT_GYM_LEVELS } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { parseCsv, toTable } from '../../../lib/csv';
import { foldWord, type ImportGym, importColumns, readColor, readRouteRows } from './route-csv';

const GYM: ImportGym = {
  sectors: [
    { id: 10, name: 'Dalle', gym_space_id: 1, space_name: 'Bloc', climbing_type: 'bouldering' },
    { id: 11, name: 'Toit', gym_space_id: 1, space_name: 'Bloc', climbing_type: 'bouldering' },
    { id: 12, name: 'Toit', gym_space_id: 2, space_name: 'Voies', climbing_type: 'sport_climbing' },
    { id: 13, name: 'Mixte', gym_space_id: 3, space_name: 'Annexe', climbing_type: null },
  ],
  levels: new Map([
    ['bouldering', DEFAULT_GYM_LEVELS.bouldering],
    ['sport_climbing', DEFAULT_GYM_LEVELS.sport_climbing],
  ]),
  openers: [
    { id: 1, name: 'Léa Martin' },
    { id: 2, name: 'Tom' },
  ],
};

function read(text: string) {
  const table = toTable(parseCsv(text).rows);
  const columns = importColumns(table);
  if (!columns) throw new Error('not a file of routes');
  return readRouteRows(table, columns, GYM);
}

describe('the columns of a file of routes', () => {
  it('are found by their English or French names, in any case; sector and opening date are required', () => {
    const table = toTable(parseCsv('Secteur;Niveau;Date d’ouverture;Ouvreurs\n').rows);
    expect([...(importColumns(table)?.keys() ?? [])].sort()).toEqual(['level', 'opened_at', 'openers', 'sector']);
    expect(importColumns(toTable(parseCsv('sector,grade\n').rows))).toBeNull();
  });
});

describe('a row of routes', () => {
  it('finds the sector by name, space / name or id, and the level by colour or position', () => {
    const [byName, bySpace, byId] = read(
      'sector,level,opened_at\nDalle,Rouge,2026-11-02\nVoies / Toit,2,02/11/2026\n11,light blue,2026-11-02\n',
    );
    expect(byName).toMatchObject({
      sector: { id: 10 },
      climbing_type: 'bouldering',
      level_index: 3,
      level_color: 'red',
      grade_value: 32,
      grade_text: '6a+',
      hold_colors: ['red'],
      errors: {},
    });
    expect(bySpace).toMatchObject({ sector: { id: 12 }, climbing_type: 'sport_climbing', level_index: 1 });
    expect(bySpace?.opened_at).toBe('2026-11-02');
    // No light blue level in the bouldering scale.
    expect(byId?.errors).toEqual({ level: ['not_included'] });
  });

  it('names each broken rule by its column', () => {
    const [shared, typeless, broken] = read(
      [
        'sector,type,grade,hold_colors,openers,sub_level,anchor_number,opened_at,dismounted_at,name',
        'Toit,,6a,bleu,,,,2026-11-02,,',
        'Mixte,,,vert,,,,2026-11-02,,',
        `Dalle,planche,9z,bleu|vert|rouge|noir|blanc,Léa Martin/Inconnu,4,x,31/02/2026,2026-01-01,${'a'.repeat(121)}`,
      ].join('\n'),
    );
    // Two sectors named Toit: the space must be given.
    expect(shared?.errors).toEqual({ sector: ['invalid'] });
    expect(typeless?.errors).toEqual({ type: ['required'] });
    expect(broken?.errors).toEqual({
      type: ['not_included'],
      grade: ['invalid'],
      hold_colors: ['too_long'],
      openers: ['not_found'],
      name: ['too_long'],
      opened_at: ['invalid'],
      sub_level: ['too_big'],
      anchor_number: ['not_a_number'],
    });
  });

  it('reads openers by name whatever the case and accents, and a dismount before the opening', () => {
    const [row] = read(
      'sector,hold_colors,openers,opened_at,dismounted_at\nDalle,jaune,lea martin + TOM,2026-11-02,2026-11-01\n',
    );
    expect(row).toMatchObject({ opener_ids: [1, 2], openers: ['Léa Martin', 'Tom'], hold_colors: ['yellow'] });
    expect(row?.errors).toEqual({ dismounted_at: ['before_opening'] });
  });

  it('folds words for comparison', () => {
    expect(foldWord(' Bleu  Clair ')).toBe('bleu_clair');
    expect(readColor('Bleu clair')).toBe('light_blue');
    expect(readColor('GRIS')).toBe('grey');
    expect(readColor('plaid')).toBeUndefined();
  });
});
