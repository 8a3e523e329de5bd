import { describe, expect, it } from 'vitest';
import { ageInContestYear, fittingCategories } from './category-fit';
import { combineStages, pointsOfPlace, teamRanking } from './combine';
import { qualifiedIds } from './qualification';
import type { RankedEntry } from './types';

/* Qualification, combined rankings, teams and the category fit (docs/domain/contests.md), computed by hand. */

const ranked = (rows: [number, number, number | null][]): RankedEntry[] =>
  rows.map(([participant_id, rank, score]) => ({
    participant_id,
    rank,
    score,
    tops: 0,
    zones: 0,
    top_attempts: 0,
    zone_attempts: 0,
  }));

describe('qualification', () => {
  const step = ranked([
    [1, 1, 90],
    [2, 2, 80],
    [3, 3, 70],
    [4, 3, 70],
    [5, 5, 60],
    [6, 6, null],
  ]);

  it('takes the first places, and all who share the last of them', () => {
    expect(qualifiedIds(step, 2)).toEqual(new Set([1, 2]));
    expect(qualifiedIds(step, 3)).toEqual(new Set([1, 2, 3, 4]));
    expect(qualifiedIds(step, 4)).toEqual(new Set([1, 2, 3, 4]));
    expect(qualifiedIds(step, 5)).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(qualifiedIds(step, 0)).toEqual(new Set());
  });

  it('never takes an entry without a result, even with room left or no count', () => {
    expect(qualifiedIds(step, 10)).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(qualifiedIds(step, null)).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});

describe('combined rankings', () => {
  // Two stages; 4 has no rank in the first: it counts as that stage's last rank + 1 = 4.
  const stages = [
    { participant_id: 1, ranks: [1, 3] },
    { participant_id: 2, ranks: [2, 1] },
    { participant_id: 3, ranks: [3, 2] },
    { participant_id: 4, ranks: [null, 4] },
  ];
  const rows = (method: Parameters<typeof combineStages>[1]) =>
    combineStages(stages, method).map((row) => [row.participant_id, row.rank, row.score]);

  it('sums the ranks, lower first', () => {
    expect(rows('sum_of_ranks')).toEqual([
      [2, 1, 3],
      [1, 2, 4],
      [3, 3, 5],
      [4, 4, 8],
    ]);
  });

  it('multiplies the ranks, lower first', () => {
    expect(rows('product_of_ranks')).toEqual([
      [2, 1, 2],
      [1, 2, 3],
      [3, 3, 6],
      [4, 4, 16],
    ]);
  });

  it('adds the points table of each place, higher first', () => {
    // 2: 80 + 100; 1: 100 + 65; 3: 65 + 80; 4: 55 + 55.
    expect(rows('points_table')).toEqual([
      [2, 1, 180],
      [1, 2, 165],
      [3, 3, 145],
      [4, 4, 110],
    ]);
  });

  it('gives shared places the points of their place, 0 beyond the thirtieth, and shares equal totals', () => {
    expect(pointsOfPlace(1)).toBe(100);
    expect(pointsOfPlace(30)).toBe(1);
    expect(pointsOfPlace(31)).toBe(0);
    const tied = combineStages(
      [
        { participant_id: 7, ranks: [1, 2] },
        { participant_id: 8, ranks: [1, 2] },
        { participant_id: 9, ranks: [3, 1] },
        { participant_id: 10, ranks: [40] },
      ],
      'points_table',
    );
    // 7 and 8: 100 + 80; 9: 65 + 100; 10: 0 + the second stage's last rank + 1 (3): 65.
    expect(tied.map((row) => [row.participant_id, row.rank, row.score])).toEqual([
      [7, 1, 180],
      [8, 1, 180],
      [9, 3, 165],
      [10, 4, 65],
    ]);
  });
});

describe('team points', () => {
  it('adds the members points, higher first, equal totals sharing a rank', () => {
    expect(
      teamRanking([
        { team_id: 1, points: 100 },
        { team_id: 2, points: 80 },
        { team_id: 1, points: 51 },
        { team_id: 3, points: 151 },
        { team_id: 2, points: 65 },
      ]),
    ).toEqual([
      { team_id: 1, rank: 1, points: 151 },
      { team_id: 3, rank: 1, points: 151 },
      { team_id: 2, rank: 3, points: 145 },
    ]);
    expect(teamRanking([])).toEqual([]);
  });
});

describe('category fit', () => {
  const band = (id: number, min_age: number | null, max_age: number | null) => ({
    id,
    unisex: false,
    min_age,
    max_age,
    min_birth_year: null,
    max_birth_year: null,
  });
  const categories = [
    band(1, null, 11),
    band(2, 12, 13),
    band(3, 18, null),
    { id: 4, unisex: true, min_age: null, max_age: null, min_birth_year: 2010, max_birth_year: 2012 },
    { id: 5, unisex: true, min_age: null, max_age: null, min_birth_year: null, max_birth_year: null },
  ];

  it('counts the age reached during the contest year', () => {
    expect(ageInContestYear('2013-12-31', '2025-06-14')).toBe(12);
    expect(ageInContestYear('2013-01-01', '2025-06-14')).toBe(12);
    expect(ageInContestYear('2014-01-01', '2025-01-02')).toBe(11);
  });

  it('fits age bands by that age, custom categories by birth year, open ones everyone', () => {
    // Born at the end of 2013: 12 in 2025 even before the birthday.
    expect(fittingCategories(categories, { date_of_birth: '2013-12-31', gender: 'female' }, '2025-06-14')).toEqual([
      2, 5,
    ]);
    expect(fittingCategories(categories, { date_of_birth: '2011-01-01', gender: 'male' }, '2025-06-14')).toEqual([
      4, 5,
    ]);
    expect(fittingCategories(categories, { date_of_birth: '2014-03-03', gender: 'male' }, '2025-06-14')).toEqual([
      1, 5,
    ]);
    expect(fittingCategories(categories, { date_of_birth: '1990-07-01', gender: 'female' }, '2025-06-14')).toEqual([
      3, 5,
    ]);
    // 16 and 17 fit no age band and no custom range: only the open category.
    expect(fittingCategories(categories, { date_of_birth: '2008-05-05', gender: 'male' }, '2025-06-14')).toEqual([5]);
  });
});
