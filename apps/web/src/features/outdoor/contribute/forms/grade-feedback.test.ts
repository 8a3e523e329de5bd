import { describe, expect, it } from 'vitest';
import { gradeFeedback } from './grade-feedback';

describe('grade feedback while typing', () => {
  it('says nothing for a blank grade and "not a grade" for an unreadable one', () => {
    expect(gradeFeedback('  ', 'french')).toEqual({ state: 'empty' });
    expect(gradeFeedback('9z', 'french')).toEqual({ state: 'invalid' });
    expect(gradeFeedback('hard', 'yds')).toEqual({ state: 'invalid' });
  });

  it('reads a French grade, and shows nothing more to a climber using French grades', () => {
    expect(gradeFeedback('6b+', 'french')).toEqual({
      state: 'valid',
      value: 34,
      writtenIn: 'french',
      text: '6b+',
      inYourSystem: null,
    });
  });

  it('shows the value in the climber’s own system, approximate when converted', () => {
    expect(gradeFeedback('6b+', 'yds')).toMatchObject({ value: 34, writtenIn: 'french', inYourSystem: '≈ 5.11a' });
    expect(gradeFeedback('5.11a', 'french')).toMatchObject({ value: 34, writtenIn: 'yds', inYourSystem: '6b+' });
    expect(gradeFeedback('7A', 'french')).toMatchObject({
      value: 37,
      writtenIn: 'font',
      text: '7A',
      inYourSystem: '7a',
    });
    expect(gradeFeedback('V4', 'uk')).toMatchObject({ value: 34, writtenIn: 'v_scale', inYourSystem: '6b+' });
  });

  it('takes the first part of a slash grade', () => {
    expect(gradeFeedback('6a/6a+', 'french')).toMatchObject({ state: 'valid', value: 31, text: '6a' });
  });
});
