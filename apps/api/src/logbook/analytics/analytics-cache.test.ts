import { describe, expect, it } from 'vitest';
import { analyticsCacheKey, filtersKey, indoorAnalyticsCacheKey } from './analytics-cache';

describe('filtersKey', () => {
  it('is the same for the same filters, whatever the order or repetition of their values', () => {
    expect(filtersKey({ climbing_type: ['bouldering', 'sport_climbing'] })).toBe(
      filtersKey({ climbing_type: ['sport_climbing', 'bouldering', 'sport_climbing'] }),
    );
  });

  it('reads an empty list as no filter, as the query does', () => {
    expect(filtersKey({ ascent_status: [], roping_status: [], climbing_type: [] })).toBe(filtersKey({}));
  });

  it('tells every filter apart', () => {
    const keys = [
      filtersKey({}),
      filtersKey({ ascent_status: ['project'] }),
      filtersKey({ roping_status: ['top_rope'] }),
      filtersKey({ climbing_type: ['bouldering'] }),
      filtersKey({ date_from: '2024-01-01' }),
      filtersKey({ date_to: '2024-01-01' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('analyticsCacheKey', () => {
  it('changes with the climber, their logbook version and the catalogue crags version', () => {
    const climber = { uuid: '6f1c1b1e-0000-4000-8000-000000000001', logbook_version: 3 };
    const key = analyticsCacheKey(climber, 7, {});
    expect(analyticsCacheKey({ ...climber, logbook_version: 4 }, 7, {})).not.toBe(key);
    expect(analyticsCacheKey(climber, 8, {})).not.toBe(key);
    expect(analyticsCacheKey({ ...climber, uuid: '6f1c1b1e-0000-4000-8000-000000000002' }, 7, {})).not.toBe(key);
    expect(analyticsCacheKey(climber, 7, {})).toBe(key);
  });
});

describe('indoorAnalyticsCacheKey', () => {
  it('changes with the climber, their logbook version, the indoor version, the day and every filter', () => {
    const climber = { uuid: '6f1c1b1e-0000-4000-8000-000000000001', logbook_version: 3 };
    const key = indoorAnalyticsCacheKey(climber, 7, '2026-11-29', {});
    const keys = [
      key,
      indoorAnalyticsCacheKey({ ...climber, logbook_version: 4 }, 7, '2026-11-29', {}),
      indoorAnalyticsCacheKey(climber, 8, '2026-11-29', {}),
      indoorAnalyticsCacheKey(climber, 7, '2026-11-30', {}),
      indoorAnalyticsCacheKey(climber, 7, '2026-11-29', { gym_id: 4 }),
      indoorAnalyticsCacheKey(climber, 7, '2026-11-29', { climbing_type: ['pan'] }),
      indoorAnalyticsCacheKey(climber, 7, '2026-11-29', { ascent_status: ['project'] }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(indoorAnalyticsCacheKey(climber, 7, '2026-11-29', {})).toBe(key);
    expect(key).not.toBe(analyticsCacheKey(climber, 7, {}));
  });
});
