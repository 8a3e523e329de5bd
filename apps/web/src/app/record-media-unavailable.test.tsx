import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderMediaPart } from '../features/media/shared/media-test-kit';
import { RecordMedia } from './record-media';

// The section's chunk cannot be fetched: offline, on a device that never loaded it.
vi.mock('../features/media/shared/media-section', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  // Without an observer, the place counts as near the screen at once (an older browser).
  vi.stubGlobal('IntersectionObserver', undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the media of a record page, when their code cannot load', () => {
  it('say so in their place and offer to try again, the page staying whole', async () => {
    const missing: string[] = [];
    await renderMediaPart(<RecordMedia type="gyms" id={4} />, { language: 'en', missing });
    const place = screen.getByTestId('record-media');
    const alert = await screen.findByRole('alert');
    expect(place.contains(alert)).toBe(true);
    expect(alert.textContent).toContain('Check your connection');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(missing).toEqual([]);
  });
});
