import { describe, expect, it } from 'vitest';
import { formatResult, formatScore, RESULT_FIELDS, type ResultLike, zoneCountOf } from './result-format';

const EMPTY: ResultLike = {
  topped: false,
  top_attempt: null,
  zone: false,
  zone_1_attempt: null,
  zone_2_attempt: null,
  attempts: null,
  hold_number: null,
  hold_plus: false,
  time_ms: null,
};

/** The English texts of the `format` keys, filled in. */
const t = (key: string, options: Record<string, unknown> = {}) => {
  const texts: Record<string, string> = {
    'format.top': 'T{{attempt}}',
    'format.topped': 'Top',
    'format.zone': 'Z{{attempt}}',
    'format.zoned': 'Zone',
    'format.attempts': '{{count}} attempts',
    'format.hold': 'Hold {{hold}}',
    'format.holdPlus': 'Hold {{hold}}+',
    'format.time': '{{seconds}} s',
    'format.none': '–',
  };
  return (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
};

describe('formatResult', () => {
  it('writes each type’s reading in short', () => {
    expect(
      formatResult('ifsc_2025_boulder', { ...EMPTY, topped: true, top_attempt: 2, zone_1_attempt: 1 }, t, 'en'),
    ).toBe('T2 Z1');
    expect(
      formatResult('attempts_to_two_zones_and_top', { ...EMPTY, zone_1_attempt: 1, zone_2_attempt: 3 }, t, 'en'),
    ).toBe('Z1 Z3');
    expect(formatResult('division_and_zone', { ...EMPTY, zone: true }, t, 'en')).toBe('Zone');
    expect(formatResult('division_and_attempt', { ...EMPTY, topped: true, top_attempt: 3 }, t, 'en')).toBe('T3');
    // The attempts made stand for a top's attempt left empty, as the scoring reads them.
    expect(formatResult('division_and_attempt', { ...EMPTY, topped: true, attempts: 2 }, t, 'en')).toBe('T2');
    expect(
      formatResult('attempts_to_one_zone_and_top', { ...EMPTY, zone_1_attempt: 1, zone_2_attempt: 2 }, t, 'en'),
    ).toBe('Z1');
    expect(formatResult('highest_hold', { ...EMPTY, hold_number: 23, hold_plus: true }, t, 'en')).toBe('Hold 23+');
    expect(formatResult('best_times', { ...EMPTY, time_ms: 7420 }, t, 'en')).toBe('7.42 s');
    expect(formatResult('best_times', { ...EMPTY, time_ms: 7420 }, t, 'fr')).toBe('7,42 s');
    expect(formatResult('division', EMPTY, t, 'en')).toBe('–');
    expect(formatResult('division', undefined, t, 'en')).toBe('–');
  });
});

describe('formatScore', () => {
  it('writes the score as the type counts it', () => {
    expect(formatScore('highest_hold', 23.5, t, 'en')).toBe('Hold 23+');
    expect(formatScore('best_times', 6810, t, 'en')).toBe('6.81 s');
    expect(formatScore('division', 333.3333, t, 'en')).toBe('333.33');
    expect(formatScore('division', null, t, 'en')).toBe('–');
  });
});

describe('RESULT_FIELDS', () => {
  it('asks what the scoring reads of each type', () => {
    expect(RESULT_FIELDS.division_and_attempt).toEqual(['topped', 'top_attempt']);
    expect(RESULT_FIELDS.ifsc_2025_boulder).toEqual(['topped', 'top_attempt', 'zone_attempts']);
    expect(RESULT_FIELDS.highest_hold).toEqual(['topped', 'hold']);
    expect(RESULT_FIELDS.best_times).toEqual(['time']);
  });

  it('counts the zone attempts of a type, within the route’s zones', () => {
    expect(zoneCountOf('attempts_to_two_zones_and_top')).toBe(2);
    expect(zoneCountOf('attempts_to_two_zones_and_top', { zones_count: 1 })).toBe(1);
    expect(zoneCountOf('attempts_to_one_zone_and_top', { zones_count: 2 })).toBe(1);
    expect(zoneCountOf('ifsc_2025_boulder', { zones_count: 0 })).toBe(0);
    expect(zoneCountOf('division_and_zone', { zones_count: 1 })).toBe(0);
  });
});
