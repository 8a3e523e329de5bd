import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-terms';

describe('searchTerms', () => {
  it('keeps the query, trimmed, for trigram comparison', () => {
    expect(searchTerms('  Céüse ').text).toBe('Céüse');
  });

  it('makes every word a full-text term, the last one a prefix (search as you type)', () => {
    expect(searchTerms('gorges du verd').prefixTsQuery).toBe('gorges & du & verd:*');
    expect(searchTerms('Céüse').prefixTsQuery).toBe('Céüse:*');
    expect(searchTerms("L'aiguille-rouge 2").prefixTsQuery).toBe('L & aiguille & rouge & 2:*');
  });

  it('lets no tsquery syntax through', () => {
    expect(searchTerms("a:* | !b & (c) 'd'").prefixTsQuery).toBe('a & b & c & d:*');
    expect(searchTerms('!&|():*').prefixTsQuery).toBeNull();
  });

  it('escapes LIKE wildcards in the prefix pattern', () => {
    expect(searchTerms('50%_off\\').likePrefix).toBe('50\\%\\_off\\\\%');
    expect(searchTerms('fontaine').likePrefix).toBe('fontaine%');
  });
});
