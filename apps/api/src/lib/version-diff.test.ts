import { describe, expect, it } from 'vitest';
import { diffRecords } from './version-diff';

describe('diffRecords', () => {
  it('lists every set field of a create, against nothing', () => {
    expect(
      diffRecords(null, { name: 'Céüse', latitude: 44.5, rocks: ['limestone'], description: null, seasons: [] }),
    ).toEqual({ name: [null, 'Céüse'], latitude: [null, 44.5], rocks: [null, ['limestone']] });
  });

  it('lists only the fields an update changed, as [before, after]', () => {
    const before = { name: 'Céüse', sun: 'shady', rocks: ['limestone'], elevation: 1_500 };
    const after = { name: 'Ceüse', sun: 'shady', rocks: ['limestone', 'granite'], elevation: null };
    expect(diffRecords(before, after)).toEqual({
      name: ['Céüse', 'Ceüse'],
      rocks: [['limestone'], ['limestone', 'granite']],
      elevation: [1_500, null],
    });
  });

  it('lists every set field of a destroy, against nothing', () => {
    expect(diffRecords({ name: 'Céüse', description: null, orientations: [] }, null)).toEqual({
      name: ['Céüse', null],
    });
  });

  it('compares arrays and objects by value', () => {
    const pitches = [{ grade_text: '6a', grade_value: 31 }];
    expect(diffRecords({ pitches }, { pitches: structuredClone(pitches) })).toEqual({});
    expect(diffRecords({ pitches }, { pitches: [{ grade_text: '6b', grade_value: 33 }] })).toEqual({
      pitches: [pitches, [{ grade_text: '6b', grade_value: 33 }]],
    });
  });

  it('treats a missing field as null', () => {
    expect(diffRecords({ opener: null }, {})).toEqual({});
    expect(diffRecords({}, { opener: 'Patrick Edlinger' })).toEqual({ opener: [null, 'Patrick Edlinger'] });
  });

  it('never reports the ignored fields', () => {
    const before = { name: 'A', updated_at: new Date(0), routes_count: 1 };
    const after = { name: 'A', updated_at: new Date(1_000), routes_count: 2 };
    expect(diffRecords(before, after, ['updated_at', 'routes_count'])).toEqual({});
  });
});
