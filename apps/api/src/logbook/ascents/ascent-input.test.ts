import { describe, expect, it } from 'vitest';
import { chooseRoping, isMultiPitch } from './ascent-input';

const sport = { climbing_type: 'sport_climbing', pitches_count: 1 };
const multi = { climbing_type: 'multi_pitch', pitches_count: 4 };
const boulder = { climbing_type: 'bouldering', pitches_count: 1 };

describe('chooseRoping', () => {
  it('has no roping for a boulder, whatever was sent', () => {
    expect(chooseRoping(boulder, undefined)).toEqual({ roping: null });
    expect(chooseRoping(boulder, 'top_rope')).toEqual({ roping: null });
  });

  it('takes lead_climb for a roped route when left out', () => {
    expect(chooseRoping(sport, undefined)).toEqual({ roping: 'lead_climb' });
    expect(chooseRoping(sport, null)).toEqual({ roping: 'lead_climb' });
    expect(chooseRoping(sport, 'top_rope')).toEqual({ roping: 'top_rope' });
  });

  it('accepts the multi-pitch ropings on a route of several pitches only', () => {
    expect(chooseRoping(multi, 'multi_pitch_second')).toEqual({ roping: 'multi_pitch_second' });
    expect(chooseRoping({ climbing_type: 'trad_climbing', pitches_count: 2 }, 'multi_pitch_leader')).toEqual({
      roping: 'multi_pitch_leader',
    });
    expect(chooseRoping(sport, 'multi_pitch_leader')).toEqual({ invalid: true });
  });

  it('keeps the stored roping on an update that leaves it out', () => {
    expect(chooseRoping(sport, undefined, 'top_rope')).toEqual({ roping: 'top_rope' });
    expect(chooseRoping(multi, undefined, 'multi_pitch_alternate_lead')).toEqual({
      roping: 'multi_pitch_alternate_lead',
    });
    expect(chooseRoping(sport, undefined, 'multi_pitch_leader')).toEqual({ roping: 'lead_climb' });
  });
});

describe('isMultiPitch', () => {
  it('is a route of several pitches or typed multi-pitch', () => {
    expect(isMultiPitch(sport)).toBe(false);
    expect(isMultiPitch(multi)).toBe(true);
    expect(isMultiPitch({ climbing_type: 'multi_pitch', pitches_count: 1 })).toBe(true);
  });
});
