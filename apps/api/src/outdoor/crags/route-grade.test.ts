import type { Pitch } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { parsePitches, pitchesHeight, routeGrade, routeHeight } from './route-grade';

function pitch(grade_text: string, grade_value: number, height: number | null = null): Pitch {
  return { grade_text, grade_value, height, bolt_count: null, incline: null, anchor_type: null };
}

describe('parsePitches', () => {
  it('keeps each grade as its canonical text and value, whatever the system it was written in', () => {
    expect(parsePitches([{ grade: ' 6b+ ' }, { grade: '5.11a', height: 30, bolt_count: 12 }, { grade: '7A' }])).toEqual(
      [pitch('6b+', 34), { ...pitch('5.11a', 34, 30), bolt_count: 12 }, pitch('7A', 37)],
    );
  });

  it('reads the first part of a slash grade', () => {
    expect(parsePitches([{ grade: '6a/6a+' }])).toEqual([pitch('6a', 31)]);
  });

  it('keeps incline and anchor of each pitch', () => {
    expect(parsePitches([{ grade: '6a', incline: 'slab', anchor_type: 'chain' }])?.[0]).toMatchObject({
      incline: 'slab',
      anchor_type: 'chain',
    });
  });

  it('is null as soon as one grade cannot be read', () => {
    expect(parsePitches([{ grade: '6a' }, { grade: 'hard' }])).toBeNull();
    expect(parsePitches([{ grade: '10z' }])).toBeNull();
  });
});

describe('routeGrade', () => {
  it('takes the single pitch as the grade of a one-pitch route', () => {
    expect(routeGrade([pitch('6b+', 34)])).toEqual({
      pitches_count: 1,
      grade_min_value: 34,
      grade_max_value: 34,
      grade_text: '6b+',
    });
  });

  it('ranges from the easiest to the hardest pitch and reads first → last', () => {
    expect(routeGrade([pitch('6a', 31), pitch('7b', 39), pitch('7a', 37)])).toEqual({
      pitches_count: 3,
      grade_min_value: 31,
      grade_max_value: 39,
      grade_text: '6a → 7a',
    });
  });

  it('shows one grade when the first and last pitches read the same', () => {
    expect(routeGrade([pitch('5c', 29), pitch('6a', 31), pitch('5c', 29)]).grade_text).toBe('5c');
  });
});

describe('pitchesHeight', () => {
  it('sums the pitch heights, or is null when one is missing', () => {
    expect(pitchesHeight([pitch('6a', 31, 30), pitch('6b', 33, 25)])).toBe(55);
    expect(pitchesHeight([pitch('6a', 31, 30), pitch('6b', 33)])).toBeNull();
  });
});

describe('routeHeight', () => {
  const pitches = [pitch('6a', 31, 30), pitch('6b', 33, 25)];

  it('keeps a height given', () => {
    expect(routeHeight(80, pitches)).toBe(80);
  });

  it('defaults to the sum of the pitch heights on create, or when cleared', () => {
    expect(routeHeight(undefined, pitches)).toBe(55);
    expect(routeHeight(null, pitches, { height: 80, pitches })).toBe(55);
    expect(routeHeight(undefined, [pitch('6a', 31)])).toBeNull();
  });

  it('follows new pitches when the height followed the old ones, and keeps a height typed by hand', () => {
    const before = [pitch('6a', 31, 30)];
    expect(routeHeight(undefined, pitches, { height: 30, pitches: before })).toBe(55);
    expect(routeHeight(undefined, pitches, { height: null, pitches: [pitch('6a', 31)] })).toBe(55);
    expect(routeHeight(undefined, pitches, { height: 45, pitches: before })).toBe(45);
  });
});
