import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FoldedText } from './folded-text';

/** jsdom lays nothing out: the text's height is what the test says. */
function textHeight(pixels: number) {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(pixels);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a folded text', () => {
  it('is folded in the server’s page, without a style attribute, and without its button until measured', () => {
    const html = renderToString(<FoldedText>A long description</FoldedText>);
    expect(html).toContain('A long description');
    expect(html).not.toContain('style=');
    expect(html).not.toContain('<button');
  });

  it('offers to open a text taller than the fold, and to fold it again', () => {
    textHeight(400);
    render(<FoldedText>A long description</FoldedText>);
    const toggle = screen.getByRole('button');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region?.textContent).toBe('A long description');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(region?.hasAttribute('data-open')).toBe(false);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(region?.hasAttribute('data-open')).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a short text whole, without a button', () => {
    textHeight(60);
    render(<FoldedText fold="short">A short change</FoldedText>);
    expect(screen.getByText('A short change')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
