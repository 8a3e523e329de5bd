import { describe, expect, it } from 'vitest';
import { chooseIndoorRoping } from './gym-ascent-input';

describe('chooseIndoorRoping', () => {
  it('gives a boulder and a board none, and refuses one sent for them', () => {
    for (const type of ['bouldering', 'pan'] as const) {
      expect(chooseIndoorRoping(type, undefined)).toEqual({ roping: null });
      expect(chooseIndoorRoping(type, null)).toEqual({ roping: null });
      expect(chooseIndoorRoping(type, 'lead_climb')).toEqual({ invalid: true });
      expect(chooseIndoorRoping(type, 'top_rope')).toEqual({ invalid: true });
    }
  });

  it('leads a roped route unless it is top-roped, and refuses the multi-pitch ropings', () => {
    expect(chooseIndoorRoping('sport_climbing', undefined)).toEqual({ roping: 'lead_climb' });
    expect(chooseIndoorRoping('sport_climbing', null)).toEqual({ roping: 'lead_climb' });
    expect(chooseIndoorRoping('sport_climbing', 'top_rope')).toEqual({ roping: 'top_rope' });
    for (const roping of ['multi_pitch_leader', 'multi_pitch_second', 'multi_pitch_alternate_lead'] as const) {
      expect(chooseIndoorRoping('sport_climbing', roping)).toEqual({ invalid: true });
    }
  });

  it('keeps the stored roping on an update that leaves it out', () => {
    expect(chooseIndoorRoping('sport_climbing', undefined, 'top_rope')).toEqual({ roping: 'top_rope' });
    expect(chooseIndoorRoping('sport_climbing', null, 'top_rope')).toEqual({ roping: 'lead_climb' });
    expect(chooseIndoorRoping('bouldering', undefined, null)).toEqual({ roping: null });
  });
});
