import { markerIcon } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import {
  clusterLabel,
  clusterSize,
  MARKER_COLORS,
  markerColors,
  markerKinds,
  markerSvg,
  UNKNOWN_MARKER_COLOR,
} from './marker-icons';

describe('marker icons', () => {
  it('reads the five flags of the API key in order', () => {
    expect(markerKinds('10000')).toEqual(['sport']);
    expect(markerKinds('01000')).toEqual(['multi_pitch']);
    expect(markerKinds('00100')).toEqual(['bouldering']);
    expect(markerKinds('00010')).toEqual(['deep_water']);
    expect(markerKinds('00001')).toEqual(['via_ferrata']);
    expect(markerKinds('11111')).toEqual(['sport', 'multi_pitch', 'bouldering', 'deep_water', 'via_ferrata']);
    expect(markerKinds('00000')).toEqual([]);
  });

  it('draws what the contracts key says a crag offers', () => {
    expect(markerKinds(markerIcon(['sport_climbing', 'bouldering']))).toEqual(['sport', 'bouldering']);
    // Trad and aid share the multi-pitch flag.
    expect(markerKinds(markerIcon(['trad_climbing']))).toEqual(['multi_pitch']);
    expect(markerKinds(markerIcon(['aid_climbing', 'deep_water', 'via_ferrata']))).toEqual([
      'multi_pitch',
      'deep_water',
      'via_ferrata',
    ]);
  });

  it('gives each kind its colour, and a crag of unknown kind the grey one', () => {
    expect(markerColors('10100')).toEqual([MARKER_COLORS.sport, MARKER_COLORS.bouldering]);
    expect(markerColors('00000')).toEqual([UNKNOWN_MARKER_COLOR]);
    expect(new Set(Object.values(MARKER_COLORS)).size).toBe(5);
  });

  it('draws one disc for one kind and one slice per kind otherwise', () => {
    const single = markerSvg('00100');
    expect(single).toContain(`fill="${MARKER_COLORS.bouldering}"`);
    expect(single.match(/<path/g)).toBeNull();
    const triple = markerSvg('10101');
    expect(triple.match(/<path/g)).toHaveLength(3);
    for (const color of [MARKER_COLORS.sport, MARKER_COLORS.bouldering, MARKER_COLORS.via_ferrata]) {
      expect(triple).toContain(`fill="${color}"`);
    }
    expect(triple).toContain('aria-hidden="true"');
  });

  it('grows cluster bubbles with their count and shortens big counts', () => {
    expect(clusterSize(3)).toBeLessThan(clusterSize(30));
    expect(clusterSize(30)).toBeLessThan(clusterSize(300));
    expect(clusterSize(300)).toBeLessThan(clusterSize(3000));
    expect(clusterLabel(7)).toBe('7');
    expect(clusterLabel(999)).toBe('999');
    expect(clusterLabel(1234)).toBe('1.2k');
    expect(clusterLabel(25_000)).toBe('25k');
  });
});
