import { gymRankingQuery } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import {
  changedSearch,
  clearedSearch,
  isFiltered,
  periodStart,
  RANKING_PER_PAGE,
  rankedTypesOf,
  rankingQuery,
  readRankingFilters,
} from './ranking-params';

const read = (search: string) => readRankingFilters(new URLSearchParams(search));

describe('the ranking’s address', () => {
  it('reads every filter and the page', () => {
    expect(
      read(
        'period=custom&date_from=2026-01-01&date_to=2026-02-28&gender=female&age_band=20_39&climbing_type=pan&page=3',
      ),
    ).toEqual({
      page: 3,
      period: 'custom',
      date_from: '2026-01-01',
      date_to: '2026-02-28',
      gender: 'female',
      age_band: '20_39',
      climbing_type: 'pan',
    });
  });

  it('leaves out each value it does not understand, keeping the others', () => {
    expect(
      read('period=forever&gender=robot&age_band=18_25&climbing_type=fun_climbing&page=0&date_from=2026-01-01'),
    ).toEqual({ page: 1, period: 'all' });
    expect(read('gender=male&page=-2&age_band=60_and_over')).toEqual({
      page: 1,
      period: 'all',
      gender: 'male',
      age_band: '60_and_over',
    });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=100001').page).toBe(1);
    expect(read('page=100000').page).toBe(100_000);
  });

  it('reads days only for a custom period, real calendar days only, in their order', () => {
    expect(read('period=this_year&date_from=2026-01-01')).toEqual({ page: 1, period: 'this_year' });
    expect(read('period=custom&date_from=2026-02-30&date_to=2026-13-01')).toEqual({ page: 1, period: 'custom' });
    expect(read('period=custom&date_from=2026-1-5')).toEqual({ page: 1, period: 'custom' });
    expect(read('period=custom&date_from=2026-06-01&date_to=2026-03-01')).toEqual({
      page: 1,
      period: 'custom',
      date_from: '2026-03-01',
      date_to: '2026-06-01',
    });
    expect(read('period=custom&date_to=2026-03-01')).toEqual({ page: 1, period: 'custom', date_to: '2026-03-01' });
  });

  it('says whether anything narrows the ranking', () => {
    expect(isFiltered(read(''))).toBe(false);
    expect(isFiltered(read('page=4'))).toBe(false);
    expect(isFiltered(read('period=last_28_days'))).toBe(true);
    expect(isFiltered(read('period=custom'))).toBe(true);
    expect(isFiltered(read('gender=other'))).toBe(true);
    expect(isFiltered(read('age_band=under_12'))).toBe(true);
    expect(isFiltered(read('climbing_type=bouldering'))).toBe(true);
  });

  it('starts again from the first page on a new filter, and drops the days when leaving the custom period', () => {
    const search = new URLSearchParams('period=custom&date_from=2026-01-01&date_to=2026-02-01&gender=male&page=4');
    expect(changedSearch(search, 'gender', 'female').toString()).toBe(
      'period=custom&date_from=2026-01-01&date_to=2026-02-01&gender=female',
    );
    expect(changedSearch(search, 'gender', undefined).toString()).toBe(
      'period=custom&date_from=2026-01-01&date_to=2026-02-01',
    );
    expect(changedSearch(search, 'period', 'this_year').toString()).toBe('period=this_year&gender=male');
    expect(changedSearch(search, 'period', 'all').toString()).toBe('gender=male');
    expect(changedSearch(search, 'date_to', '').toString()).toBe('period=custom&date_from=2026-01-01&gender=male');
    // The address's other parameters stay.
    expect(clearedSearch(new URLSearchParams('gender=male&page=2&utm=x&period=this_year')).toString()).toBe('utm=x');
  });
});

describe('the ranking’s query', () => {
  // 15 March 2026, 10:00 in Paris.
  const now = new Date('2026-03-15T09:00:00Z');

  it('counts the last 28 days as today and the 27 before, on the gym’s calendar', () => {
    expect(periodStart('last_28_days', now, 'Europe/Paris')).toBe('2026-02-16');
    // 00:30 on the 16th in Paris, still the 15th in New York.
    const lateNight = new Date('2026-03-15T23:30:00Z');
    expect(periodStart('last_28_days', lateNight, 'Europe/Paris')).toBe('2026-02-17');
    expect(periodStart('last_28_days', lateNight, 'America/New_York')).toBe('2026-02-16');
    // Across the end of February of a leap year.
    expect(periodStart('last_28_days', new Date('2028-03-10T12:00:00Z'), 'Europe/Paris')).toBe('2028-02-12');
  });

  it('starts this year on the 1st of January of the gym’s calendar', () => {
    expect(periodStart('this_year', now, 'Europe/Paris')).toBe('2026-01-01');
    // New Year's Eve in UTC is already the new year in Paris, not yet in Los Angeles.
    const newYear = new Date('2025-12-31T23:30:00Z');
    expect(periodStart('this_year', newYear, 'Europe/Paris')).toBe('2026-01-01');
    expect(periodStart('this_year', newYear, 'America/Los_Angeles')).toBe('2025-01-01');
  });

  it('falls back on the browser’s calendar for a time zone it does not know', () => {
    expect(periodStart('this_year', now, 'Mars/Olympus_Mons')).toBe('2026-01-01');
  });

  it('asks the API for the filters and the page, and nothing else', () => {
    expect(rankingQuery(read(''), 'Europe/Paris', now)).toEqual({ page: 1, per_page: RANKING_PER_PAGE });
    expect(rankingQuery(read('period=last_28_days&gender=female&page=2'), 'Europe/Paris', now)).toEqual({
      page: 2,
      per_page: RANKING_PER_PAGE,
      date_from: '2026-02-16',
      gender: 'female',
    });
    expect(
      rankingQuery(
        read('period=custom&date_from=2025-09-01&date_to=2025-12-31&age_band=40_59&climbing_type=sport_climbing'),
        'Europe/Paris',
        now,
      ),
    ).toEqual({
      page: 1,
      per_page: RANKING_PER_PAGE,
      date_from: '2025-09-01',
      date_to: '2025-12-31',
      age_band: '40_59',
      climbing_type: 'sport_climbing',
    });
  });

  it('builds only queries the API’s own schema accepts', () => {
    const searches = [
      '',
      'period=this_year&gender=other&age_band=under_12&climbing_type=bouldering&page=100000',
      'period=custom&date_from=2026-06-01&date_to=2026-03-01',
      'period=last_28_days&gender=robot&page=abc',
    ];
    for (const search of searches) {
      const query = rankingQuery(read(search), 'Europe/Paris', now);
      expect(gymRankingQuery.parse(query), search).toEqual(query);
    }
  });

  it('filters by the types of route the gym has, in the contracts’ order', () => {
    expect(rankedTypesOf(['pan', 'fun_climbing', 'bouldering'])).toEqual(['bouldering', 'pan']);
    expect(rankedTypesOf(['training_space'])).toEqual([]);
  });
});
