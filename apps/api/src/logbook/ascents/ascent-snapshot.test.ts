import type { Pitch } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import {
  allSections,
  ascentSnapshot,
  normalizeSections,
  type SnapshotRoute,
  sectionBeyondPitches,
} from './ascent-snapshot';

function pitch(grade_text: string, grade_value: number, height: number | null): Pitch {
  return { grade_text, grade_value, height, bolt_count: null, incline: null, anchor_type: null };
}

const multiPitch: SnapshotRoute = {
  crag_id: 7,
  name: 'Le Pilier',
  climbing_type: 'multi_pitch',
  height: 120,
  pitches: [pitch('5c', 30, 30), pitch('6b', 33, 40), pitch('6a+', 32, 50)],
};

describe('ascentSnapshot', () => {
  it('keeps the hardest pitch climbed and the metres of the pitches climbed', () => {
    expect(ascentSnapshot(multiPitch, [0, 2])).toEqual({
      route_name: 'Le Pilier',
      climbing_type: 'multi_pitch',
      crag_id: 7,
      grade_value: 32,
      grade_text: '6a+',
      height: 80,
    });
  });

  it('takes the route height when every pitch was climbed', () => {
    expect(ascentSnapshot({ ...multiPitch, height: 125 }, [0, 1, 2])).toMatchObject({
      grade_value: 33,
      grade_text: '6b',
      height: 125,
    });
  });

  it('has no height when a pitch climbed has none (a partial sum would be wrong)', () => {
    const route = { ...multiPitch, height: null, pitches: [pitch('5c', 30, 30), pitch('6b', 33, null)] };
    expect(ascentSnapshot(route, [0, 1]).height).toBeNull();
    expect(ascentSnapshot(route, [0]).height).toBe(30);
  });

  it('reads a single-pitch route through its route height', () => {
    const route: SnapshotRoute = {
      ...multiPitch,
      climbing_type: 'sport_climbing',
      height: 25,
      pitches: [pitch('7a', 37, null)],
    };
    expect(ascentSnapshot(route, [0])).toMatchObject({ grade_value: 37, grade_text: '7a', height: 25 });
  });

  it('has no grade value for an unknown grade (0)', () => {
    const route = { ...multiPitch, pitches: [pitch('?', 0, null)], height: null };
    expect(ascentSnapshot(route, [0])).toMatchObject({ grade_value: null, grade_text: '?' });
  });
});

describe('sections', () => {
  it('defaults to every pitch', () => {
    expect(allSections(multiPitch.pitches)).toEqual([0, 1, 2]);
    expect(allSections([])).toEqual([0]);
  });

  it('are stored once each, bottom up', () => {
    expect(normalizeSections([2, 0, 2, 1])).toEqual([0, 1, 2]);
  });

  it('must name a pitch of the route', () => {
    expect(sectionBeyondPitches([0, 2], multiPitch.pitches)).toBeNull();
    expect(sectionBeyondPitches([0, 3], multiPitch.pitches)).toBe(3);
    expect(sectionBeyondPitches([0], [])).toBeNull();
  });
});
