import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMediaPart } from '../../shared/media-test-kit';
import { LinkedText, textParts } from './linked-text';

afterEach(cleanup);

describe('a comment’s text', () => {
  it('cuts out web addresses, leaving the punctuation that ends a sentence in the text', () => {
    expect(textParts('Voir https://topo.example/ceuse. Et http://a.example/x?y=1, ou (https://b.example/p).')).toEqual([
      { text: 'Voir ' },
      { address: 'https://topo.example/ceuse' },
      { text: '. Et ' },
      { address: 'http://a.example/x?y=1' },
      { text: ', ou (' },
      { address: 'https://b.example/p' },
      { text: ').' },
    ]);
    expect(textParts('javascript:alert(1) ftp://files.example/a www.example.org')).toEqual([
      { text: 'javascript:alert(1) ftp://files.example/a www.example.org' },
    ]);
    expect(textParts('')).toEqual([]);
  });

  it('keeps its line breaks, links http(s) addresses to a new tab, and never reads its words as HTML', async () => {
    const missing: string[] = [];
    const text =
      'Bonjour <b>tous</b>\n<img src=x onerror="alert(1)"> <script>alert(2)</script>\nhttps://topo.example/a?b=1<i>c</i> javascript:alert(3)';
    const { container } = await renderMediaPart(<LinkedText text={text} testId="text" />, { language: 'en', missing });
    const shown = screen.getByTestId('text');
    expect(container.querySelector('b, img, script, i')).toBeNull();
    expect(shown.textContent).toContain('Bonjour <b>tous</b>\n<img src=x onerror="alert(1)">');
    const links = shown.querySelectorAll('a');
    expect(links).toHaveLength(1);
    const link = links[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('https://topo.example/a?b=1');
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toBe('https://topo.example/a?b=1 (opens in a new tab)');
    expect(shown.textContent).toContain('<i>c</i> javascript:alert(3)');
    expect(missing).toEqual([]);
  });
});
