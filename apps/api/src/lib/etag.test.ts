import { describe, expect, it } from 'vitest';
import { etagMatches, strongEtag } from './etag';

describe('strongEtag', () => {
  it('is a quoted strong tag that changes with the bytes', () => {
    const tag = strongEtag('{"a":1}');
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(strongEtag('{"a":1}')).toBe(tag);
    expect(strongEtag('{"a":2}')).not.toBe(tag);
  });
});

describe('etagMatches', () => {
  const tag = strongEtag('body');

  it('matches the same tag, one of a list, a weak form of it, or *', () => {
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches(`W/${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches(' W/"b" , "a" ', '"a"')).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(etagMatches('"other"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagMatches('', tag)).toBe(false);
  });
});
