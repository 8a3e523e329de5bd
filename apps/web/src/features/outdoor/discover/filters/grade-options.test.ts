import { describe, expect, it } from 'vitest';
import { gradeOptions } from './grade-options';

describe('grade filter options', () => {
  it('offers the French grades from 3a to 9c+', () => {
    const options = gradeOptions('french');
    expect(options[0]).toEqual({ value: '13', label: '3a' });
    expect(options.at(-1)).toEqual({ value: '54', label: '9c+' });
    expect(options).toHaveLength(42);
  });

  it('offers the grades another system has, each standing for its value', () => {
    const options = gradeOptions('v_scale');
    expect(options[0]).toEqual({ value: '15', label: 'V0' });
    expect(options.find((option) => option.label === 'V4')?.value).toBe('34');
    expect(options.every((option) => /^V/.test(option.label))).toBe(true);
  });

  it('keeps a value of a shared link that the system has no name for', () => {
    const options = gradeOptions('v_scale', [29, undefined]);
    expect(options.find((option) => option.value === '29')).toEqual({ value: '29', label: '5c' });
    expect(options.map((option) => Number(option.value))).toEqual(
      [...options.map((option) => Number(option.value))].sort((a, b) => a - b),
    );
  });
});
