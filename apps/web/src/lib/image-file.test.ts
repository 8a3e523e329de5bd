import { describe, expect, it } from 'vitest';
import { validateImageFile } from './image-file';

describe('image files', () => {
  it('requires an image of at most 10 MB', () => {
    expect(validateImageFile(null)).toEqual({ file: ['required'] });
    expect(validateImageFile({ size: 2_000_000, type: 'image/png' })).toEqual({});
    expect(validateImageFile({ size: 10 * 1024 * 1024, type: 'image/png' })).toEqual({});
    expect(validateImageFile({ size: 10 * 1024 * 1024 + 1, type: 'image/jpeg' })).toEqual({ file: ['too_big'] });
    expect(validateImageFile({ size: 1000, type: 'application/pdf' })).toEqual({ file: ['invalid'] });
    expect(validateImageFile({ size: 11 * 1024 * 1024, type: 'text/plain' })).toEqual({ file: ['too_big', 'invalid'] });
  });

  it('leaves a file without a type to the server, which reads its content', () => {
    expect(validateImageFile({ size: 1000, type: '' })).toEqual({});
  });
});
