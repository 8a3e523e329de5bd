import type { AscentCragRoute } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import {
  ascentCreateBody,
  ascentUpdateBody,
  ascentValuesOf,
  emptyAscentValues,
  ropingChoicesOf,
  validateAscent,
} from './ascent-values';

const single = { id: 43, climbing_type: 'sport_climbing' as const, pitches_count: 1 };
const multi = { id: 44, climbing_type: 'multi_pitch' as const, pitches_count: 3 };
const boulder = { id: 45, climbing_type: 'bouldering' as const, pitches_count: 1 };
const KEY = '7d0b2f9e-2c51-4f0a-9d54-0c1c7f3e5b01';

describe('ascent form values', () => {
  it('offers the roping that applies: none for a boulder, multi-pitch ones for a multi-pitch route', () => {
    expect(ropingChoicesOf(boulder)).toEqual([]);
    expect(ropingChoicesOf({ ...boulder, climbing_type: 'deep_water' })).toEqual([]);
    expect(ropingChoicesOf(single)).toEqual(['lead_climb', 'top_rope']);
    expect(ropingChoicesOf(multi)).toEqual(['multi_pitch_leader', 'multi_pitch_second', 'multi_pitch_alternate_lead']);
    // A route of several pitches counts as multi-pitch whatever its type.
    expect(ropingChoicesOf({ ...single, pitches_count: 2 })).toHaveLength(3);
  });

  it('starts a new ascent today, led, every pitch, no opinion', () => {
    const values = emptyAscentValues(multi, new Date(2026, 4, 31, 9));
    expect(values).toMatchObject({
      released_at: '2026-05-31',
      ascent_status: '',
      roping_status: 'multi_pitch_leader',
      sections: [0, 1, 2],
      hardness_status: '',
      note: '',
    });
    expect(emptyAscentValues(boulder).roping_status).toBe('');
  });

  it('writes the body the API takes: nulls for what is not said, pitches only on a multi-pitch route', () => {
    const values = {
      ...emptyAscentValues(multi, new Date(2026, 4, 31)),
      ascent_status: 'onsight' as const,
      sections: [2, 0],
      attempt: ' 3 ',
      note: '5',
      comment: '  Superbe  ',
      partners: [{ uuid: '5c7e1d2a-3b4f-4c6d-8e9f-0a1b2c3d4e5f', name: 'Léa', slug_name: 'lea', avatar_url: null }],
    };
    expect(ascentCreateBody(multi, values, KEY)).toEqual({
      crag_route_id: 44,
      released_at: '2026-05-31',
      ascent_status: 'onsight',
      roping_status: 'multi_pitch_leader',
      sections: [0, 2],
      attempt: 3,
      note: 5,
      hardness_status: null,
      comment: 'Superbe',
      private_comment: null,
      partner_uuids: ['5c7e1d2a-3b4f-4c6d-8e9f-0a1b2c3d4e5f'],
      idempotency_key: KEY,
    });
    const boulderBody = ascentUpdateBody(boulder, { ...emptyAscentValues(boulder), ascent_status: 'flash' });
    expect(boulderBody).toMatchObject({ roping_status: null, sections: undefined, attempt: null, note: null });
  });

  it('refuses what the API refuses, under the same fields and rules', () => {
    const values = emptyAscentValues(multi, new Date(2026, 4, 31));
    expect(validateAscent(multi, values)).toEqual({ ascent_status: ['required'] });
    expect(
      validateAscent(multi, {
        ...values,
        ascent_status: 'sent',
        released_at: '2999-01-01',
        sections: [],
        attempt: 'deux',
      }),
    ).toEqual({ released_at: ['in_the_future'], sections: ['too_short'], attempt: ['not_a_number'] });
    expect(validateAscent(multi, { ...values, ascent_status: 'sent' })).toEqual({});
  });

  it('fills the edit form from an ascent', () => {
    const ascent = {
      released_at: '2026-05-30',
      ascent_status: 'red_point',
      roping_status: 'multi_pitch_second',
      sections: [1],
      attempt: 4,
      note: 0,
      hardness_status: 'sandbagged',
      comment: null,
      private_comment: 'Pied gauche',
      partners: [],
    } as unknown as AscentCragRoute;
    expect(ascentValuesOf(ascent, multi)).toEqual({
      released_at: '2026-05-30',
      ascent_status: 'red_point',
      roping_status: 'multi_pitch_second',
      sections: [1],
      attempt: '4',
      note: '0',
      hardness_status: 'sandbagged',
      comment: '',
      private_comment: 'Pied gauche',
      partners: [],
    });
  });
});
