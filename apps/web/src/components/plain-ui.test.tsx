import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlainButton, PlainButtonLink, PlainTitle, variantStyle } from './plain-ui';

describe('plain looks', () => {
  it("gives a button Mantine's variant colours", () => {
    expect(variantStyle({ variant: 'light', color: 'indoor' })).toMatchObject({
      '--button-bg': 'var(--mantine-color-indoor-light)',
      '--button-color': 'var(--mantine-color-indoor-light-color)',
    });
    expect(variantStyle({ variant: 'default' })).toMatchObject({ '--button-bg': 'var(--mantine-color-default)' });
    // Filled: the environment's colour, from the stylesheet.
    expect(variantStyle({})).toEqual({});
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
