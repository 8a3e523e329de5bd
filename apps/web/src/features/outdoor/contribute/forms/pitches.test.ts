import { describe, expect, it } from 'vitest';
import { emptyPitchRow, MAX_PITCHES, type PitchRow, pitchesReducer, pitchRowOf } from './pitches';

const grades = (rows: PitchRow[]) => rows.map((row) => row.grade);

function threePitches(): PitchRow[] {
  return ['6a', '6b', '6c'].reduce<PitchRow[]>((rows, grade, index) => {
    const added = index === 0 ? [emptyPitchRow()] : pitchesReducer(rows, { type: 'add' });
    const last = added.at(-1) as PitchRow;
    return pitchesReducer(added, { type: 'set', key: last.key, field: 'grade', value: grade });
  }, []);
}

describe('pitches editor', () => {
  it('adds blank pitches below the others, each with its own key', () => {
    const rows = threePitches();
    expect(grades(rows)).toEqual(['6a', '6b', '6c']);
    expect(new Set(rows.map((row) => row.key)).size).toBe(3);
    const added = pitchesReducer(rows, { type: 'add' });
    expect(added.at(-1)).toMatchObject({ grade: '', height: '', bolt_count: '', incline: '', anchor_type: '' });
  });

  it('moves a pitch up or down, and does nothing past either end', () => {
    const rows = threePitches();
    const [first, second, third] = rows as [PitchRow, PitchRow, PitchRow];
    expect(grades(pitchesReducer(rows, { type: 'move', key: second.key, by: -1 }))).toEqual(['6b', '6a', '6c']);
    expect(grades(pitchesReducer(rows, { type: 'move', key: second.key, by: 1 }))).toEqual(['6a', '6c', '6b']);
    expect(grades(pitchesReducer(rows, { type: 'move', key: first.key, by: -1 }))).toEqual(['6a', '6b', '6c']);
    expect(grades(pitchesReducer(rows, { type: 'move', key: third.key, by: 1 }))).toEqual(['6a', '6b', '6c']);
  });

  it('removes a pitch but always keeps one', () => {
    const rows = threePitches();
    const [, second] = rows as [PitchRow, PitchRow];
    expect(grades(pitchesReducer(rows, { type: 'remove', key: second.key }))).toEqual(['6a', '6c']);
    const single = [emptyPitchRow()];
    expect(pitchesReducer(single, { type: 'remove', key: (single[0] as PitchRow).key })).toHaveLength(1);
  });

  it('changes one field of one pitch only', () => {
    const rows = threePitches();
    const [, second] = rows as [PitchRow, PitchRow];
    const changed = pitchesReducer(rows, { type: 'set', key: second.key, field: 'bolt_count', value: '12' });
    expect(changed.map((row) => row.bolt_count)).toEqual(['', '12', '']);
    expect(rows.map((row) => row.bolt_count)).toEqual(['', '', '']);
  });

  it('stops at 60 pitches, and keeps the first one for a boulder problem', () => {
    let rows = [emptyPitchRow()];
    for (let index = 0; index < 70; index += 1) rows = pitchesReducer(rows, { type: 'add' });
    expect(rows).toHaveLength(MAX_PITCHES);
    expect(pitchesReducer(threePitches(), { type: 'keepFirst' }).map((row) => row.grade)).toEqual(['6a']);
  });

  it('reads a stored pitch into a row of text', () => {
    expect(
      pitchRowOf({
        grade_text: '7a+',
        grade_value: 38,
        height: 30,
        bolt_count: null,
        incline: 'overhang',
        anchor_type: null,
      }),
    ).toMatchObject({ grade: '7a+', height: '30', bolt_count: '', incline: 'overhang', anchor_type: '' });
  });
});
