import { describe, expect, it } from 'vitest';
import { blueBoulder, gymAscents, levels, lyon } from '../../home/testing/indoor-fixtures';
import { checkIndoorEdit } from './indoor-rules';
import { validateIndoorEdit, validateRouteAscent, validateRoutelessAscent } from './indoor-validation';
import {
  displayOfGymRoute,
  displayOfRouteless,
  emptyIndoorValues,
  emptyRoutelessValues,
  gymRopingChoices,
  gymRouteAscentBody,
  indoorEditBody,
  indoorValuesOf,
  queuedGymAscentBody,
  routelessAscentBody,
  routelessValuesOf,
  stepQuantity,
} from './indoor-values';

const KEY = '7d0b2f9e-2c51-4f0a-9d54-0c1c7f3e5b01';
const NOON = new Date('2026-05-12T12:00:00');

describe('the choices a gym route offers', () => {
  it('asks lead or top rope on a roped route only, lead first', () => {
    expect(gymRopingChoices('sport_climbing')).toEqual(['lead_climb', 'top_rope']);
    expect(gymRopingChoices('bouldering')).toEqual([]);
    expect(gymRopingChoices('pan')).toEqual([]);
    expect(emptyIndoorValues('sport_climbing', NOON)).toMatchObject({
      released_at: '2026-05-12',
      roping_status: 'lead_climb',
    });
    expect(emptyIndoorValues('bouldering', NOON).roping_status).toBe('');
  });

  it('steps the quantity between 1 and 100, from whatever was typed', () => {
    expect(stepQuantity('3', 1)).toBe(4);
    expect(stepQuantity('1', -1)).toBe(1);
    expect(stepQuantity('100', 1)).toBe(100);
    expect(stepQuantity('', 1)).toBe(2);
    expect(stepQuantity('abc', 0)).toBe(1);
    expect(stepQuantity('250', 0)).toBe(100);
  });
});

describe('the bodies the API takes', () => {
  const values = { ...emptyIndoorValues('bouldering', NOON), ascent_status: 'flash' as const, note: '5' };

  it('logs a gym route with its key, no roping on a boulder, blanks as null', () => {
    expect(gymRouteAscentBody(blueBoulder, values, KEY)).toEqual({
      gym_route_id: 41,
      released_at: '2026-05-12',
      ascent_status: 'flash',
      roping_status: null,
      note: 5,
      hardness_status: null,
      comment: null,
      private_comment: null,
      idempotency_key: KEY,
    });
    const roped = { ...blueBoulder, climbing_type: 'sport_climbing' as const };
    expect(gymRouteAscentBody(roped, { ...values, roping_status: 'top_rope' }, KEY).roping_status).toBe('top_rope');
  });

  it('logs "3 × green" by a level of the gym, or by a grade, never both', () => {
    const byLevel = {
      ...emptyRoutelessValues(),
      climbing_type: 'bouldering' as const,
      level_index: '1',
      quantity: '3',
    };
    expect(routelessAscentBody(lyon.id, byLevel, values, KEY)).toMatchObject({
      gym_id: 3,
      climbing_type: 'bouldering',
      level_index: 1,
      grade_value: null,
      quantity: 3,
      ascent_status: 'flash',
      idempotency_key: KEY,
    });
    const byGrade = { ...byLevel, by: 'grade' as const, grade_value: '34' };
    expect(routelessAscentBody(null, byGrade, values, KEY)).toMatchObject({
      gym_id: null,
      level_index: null,
      grade_value: 34,
      quantity: 3,
    });
  });

  it('edits the level, grade and quantity of an ascent without a route only', () => {
    const [routed, , routeless] = gymAscents;
    if (!routed || !routeless) throw new Error('fixtures');
    const changes = routelessValuesOf(routeless);
    expect(changes).toEqual({
      climbing_type: 'bouldering',
      by: 'level',
      level_index: '1',
      grade_value: '25',
      quantity: '3',
    });
    expect(indoorEditBody(routeless, indoorValuesOf(routeless), { ...changes, quantity: '5' })).toMatchObject({
      quantity: 5,
      level_index: 1,
      grade_value: null,
      ascent_status: 'sent',
    });
    const body = indoorEditBody(routed, indoorValuesOf(routed), routelessValuesOf(routed));
    expect(body).not.toHaveProperty('quantity');
    expect(body).not.toHaveProperty('level_index');
  });
});

describe('what the offline queue keeps and sends', () => {
  it('keeps the route’s snapshot: gym, colour, level, grade, type', () => {
    expect(displayOfGymRoute(blueBoulder, lyon)).toEqual({
      gym_id: 3,
      gym_name: 'Salle démo Cordée Bloc',
      route_name: 'La Dalle',
      color: 'blue',
      level_index: 2,
      grade_value: 29,
      grade_text: '5c',
      climbing_type: 'bouldering',
      quantity: 1,
    });
    const routeless = {
      ...emptyRoutelessValues(),
      climbing_type: 'bouldering' as const,
      level_index: '1',
      quantity: '3',
    };
    expect(displayOfRouteless(lyon, routeless, levels)).toMatchObject({
      route_name: null,
      color: 'green',
      level_index: 1,
      grade_value: 25,
      grade_text: '5a',
      quantity: 3,
    });
  });

  it('sends a route’s ascent with the snapshot and keep_without_route, a routeless one as it was queued', () => {
    const values = { ...emptyIndoorValues('bouldering', NOON), ascent_status: 'sent' as const };
    const payload = gymRouteAscentBody(blueBoulder, values, KEY);
    expect(queuedGymAscentBody(payload, displayOfGymRoute(blueBoulder, lyon))).toEqual({
      ...payload,
      keep_without_route: true,
      gym_id: 3,
      climbing_type: 'bouldering',
      level_index: 2,
      grade_value: 29,
    });
    // A route without level nor grade sends neither (no null the API would read as a choice).
    const plain = { ...blueBoulder, level_index: null, level_color: null, grade_value: null, grade_text: null };
    const sent = queuedGymAscentBody(payload, displayOfGymRoute(plain, lyon));
    expect(sent).not.toHaveProperty('level_index');
    expect(sent).not.toHaveProperty('grade_value');
    const routeless = routelessAscentBody(
      3,
      { ...emptyRoutelessValues(), climbing_type: 'pan', by: 'grade', grade_value: '30' },
      values,
      KEY,
    );
    expect(queuedGymAscentBody(routeless, displayOfRouteless(lyon, emptyRoutelessValues(), levels))).toBe(routeless);
  });
});

describe('the forms refuse what the API would', () => {
  const values = { ...emptyIndoorValues('bouldering', NOON), ascent_status: 'sent' as const };

  it('asks a style, and no day to come', () => {
    expect(validateRouteAscent(blueBoulder, values)).toEqual({});
    expect(validateRouteAscent(blueBoulder, { ...values, ascent_status: '' })).toEqual({ ascent_status: ['required'] });
    expect(validateRouteAscent(blueBoulder, { ...values, released_at: '2999-01-01' })).toEqual({
      released_at: ['in_the_future'],
    });
  });

  it('asks the type, the level (of a gym) or the grade, and a quantity from 1 to 100', () => {
    const routeless = emptyRoutelessValues();
    expect(validateRoutelessAscent(3, routeless, values)).toEqual({
      climbing_type: ['required'],
      level_index: ['required'],
    });
    const green = { ...routeless, climbing_type: 'bouldering' as const, level_index: '1' };
    expect(validateRoutelessAscent(3, green, values)).toEqual({});
    expect(validateRoutelessAscent(null, green, values)).toEqual({ gym_id: ['required'] });
    expect(validateRoutelessAscent(3, { ...green, by: 'grade' }, values)).toEqual({ grade_value: ['required'] });
    expect(validateRoutelessAscent(3, { ...green, quantity: '101' }, values)).toEqual({ quantity: ['too_big'] });
    expect(validateRoutelessAscent(3, { ...green, quantity: '0' }, values)).toEqual({ quantity: ['too_small'] });
    expect(validateRoutelessAscent(3, { ...green, quantity: 'deux' }, values)).toEqual({ quantity: ['not_a_number'] });
  });

  it('checks an edit, the quantity of an ascent without a route with it', () => {
    const routeless = gymAscents[2];
    if (!routeless) throw new Error('fixtures');
    const edit = { ...indoorValuesOf(routeless) };
    expect(validateIndoorEdit(routeless, edit, routelessValuesOf(routeless))).toEqual({});
    expect(validateIndoorEdit(routeless, edit, { ...routelessValuesOf(routeless), quantity: '200' })).toEqual({
      quantity: ['too_big'],
    });
  });
});

describe('the edit’s rules, without the schema library', () => {
  const [routed, , routeless] = gymAscents;
  if (!routed || !routeless) throw new Error('fixtures');
  const NOW = new Date('2026-05-12T12:00:00Z');

  it('answer as the contract does, field by field', () => {
    const base = indoorValuesOf(routeless);
    const batch = routelessValuesOf(routeless);
    const cases: [Parameters<typeof checkIndoorEdit>[1], Parameters<typeof checkIndoorEdit>[2]][] = [
      [base, batch],
      [{ ...base, released_at: '2026-02-30' }, batch],
      [{ ...base, released_at: '2999-01-01' }, batch],
      [{ ...base, note: '7' }, batch],
      [{ ...base, comment: 'x'.repeat(5_001) }, batch],
      [{ ...base, private_comment: 'x'.repeat(5_001) }, batch],
      [base, { ...batch, quantity: '0' }],
      [base, { ...batch, quantity: '101' }],
      [base, { ...batch, quantity: 'trois' }],
      [base, { ...batch, quantity: '2.5' }],
      [base, { ...batch, level_index: '' }],
      [base, { ...batch, by: 'grade', grade_value: '' }],
    ];
    for (const [values, changes] of cases) {
      expect(checkIndoorEdit(routeless, values, changes, NOW), JSON.stringify([values, changes])).toEqual(
        validateIndoorEdit(routeless, values, changes),
      );
    }
    // An ascent of a route: its level, grade and quantity are not the form's to check.
    expect(checkIndoorEdit(routed, indoorValuesOf(routed), { ...batch, quantity: '0' }, NOW)).toEqual({});
  });

  it('asks for a day, where the API would keep the old one', () => {
    expect(checkIndoorEdit(routeless, { ...indoorValuesOf(routeless), released_at: '' }, null, NOW)).toEqual({
      released_at: ['required'],
    });
  });
});
