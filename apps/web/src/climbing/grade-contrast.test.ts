import { GRADE_DEGREE_COLORS } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { textColorOn } from './grade-contrast';

function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5]
    .map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
    .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('grade badge text', () => {
  it.each(GRADE_DEGREE_COLORS)('reads at 4.5:1 or more on the degree colour %s', (color) => {
    const text = textColorOn(color);
    expect(contrast(color, text === '#000' ? '#000000' : '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
