import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlainButton, PlainButtonLink, PlainTitle } from './plain-ui';

describe('plain looks', () => {
  it("gives a button Mantine's variant colours through its attributes and classes, never a style attribute", () => {
    render(
      <MemoryRouter>
        <PlainButton variant="light" color="indoor">
          Light
        </PlainButton>
        <PlainButton>Filled</PlainButton>
      </MemoryRouter>,
    );
    const light = screen.getByRole('button', { name: 'Light' });
    expect(light.dataset.variant).toBe('light');
    expect(light.className).toMatch(/palette_indoor/);
    expect(light.hasAttribute('style')).toBe(false);
    // Filled: the environment's colour, from the stylesheet.
    const filled = screen.getByRole('button', { name: 'Filled' });
    expect(filled.dataset.variant).toBeUndefined();
    expect(filled.hasAttribute('style')).toBe(false);
  });

  it('renders a link or a button with its sections, and a heading of the size asked', () => {
    render(
      <MemoryRouter>
        <PlainButtonLink to="/about" variant="default" size="md" leftSection={<span>←</span>} fullWidth>
          About
        </PlainButtonLink>
        <PlainButton onClick={() => {}}>Retry</PlainButton>
        <PlainTitle order={3} size="h4">
          Card
        </PlainTitle>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /About/ });
    expect(link.getAttribute('href')).toBe('/about');
    expect(link.dataset).toMatchObject({ size: 'md', withLeftSection: 'true', block: 'true' });
    expect(screen.getByRole('button', { name: 'Retry' }).getAttribute('type')).toBe('button');
    const heading = screen.getByRole('heading', { level: 3, name: 'Card' });
    expect(heading.dataset.size).toBe('h4');
  });
});
