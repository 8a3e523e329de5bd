import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMediaPart, tiktokVideo, youtubeVideo } from '../../shared/media-test-kit';
import { VideoFrame } from './video-frame';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the video frame', () => {
  it.each([
    ['fr', 'Lire la vidéo YouTube : Céüse', 'Vidéo YouTube : Céüse'],
    ['en', 'Play the YouTube video: Céüse', 'YouTube video: Céüse'],
  ])(
    'loads nothing from the provider before the click, then plays in its place (%s)',
    async (language, play, title) => {
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      const missing: string[] = [];
      const { container } = await renderMediaPart(<VideoFrame video={youtubeVideo} />, { language, missing });
      // Before the click: a plain box, no frame, no image, nothing with an address of the provider's.
      expect(container.querySelector('iframe')).toBeNull();
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelectorAll('[src], [href], link, script')).toHaveLength(0);
      expect(container.innerHTML).not.toContain('youtube');
      const start = screen.getByRole('button', { name: play });
      expect(start.tagName).toBe('BUTTON');
      expect(start.textContent).toContain('YouTube');
      expect(start.textContent).toContain('Biographie, 9a+');
      expect(start.getAttribute('aria-describedby')).toBeTruthy();
      start.focus();
      expect(document.activeElement).toBe(start);
      expect(fetch).not.toHaveBeenCalled();

      fireEvent.click(start);
      const player = container.querySelector('iframe');
      expect(player).not.toBeNull();
      expect(player?.getAttribute('src')).toBe(youtubeVideo.embed_url);
      expect(player?.getAttribute('allow')).toBe('autoplay; encrypted-media; picture-in-picture; fullscreen');
      expect(player?.hasAttribute('allowfullscreen')).toBe(true);
      expect(player?.getAttribute('title')).toBe(title);
      expect(screen.queryByRole('button')).toBeNull();
      // The player takes the focus the button had.
      expect(document.activeElement).toBe(player);
      expect(missing).toEqual([]);
    },
  );

  it('stands upright for the providers of upright videos, and leaves the words out when told', async () => {
    const { container } = await renderMediaPart(<VideoFrame video={tiktokVideo} />, { language: 'en' });
    expect(screen.getByTestId('video-frame').getAttribute('data-orientation')).toBe('portrait');
    expect(screen.getByRole('button', { name: 'Play the TikTok video: Céüse' })).toBeTruthy();
    cleanup();
    await renderMediaPart(<VideoFrame video={youtubeVideo} describe={false} />);
    expect(screen.getByTestId('video-frame').getAttribute('data-orientation')).toBe('landscape');
    expect(screen.getByRole('button').textContent).not.toContain('Biographie');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('writes no style attribute (the pages’ security policy refuses them)', async () => {
    const { container } = await renderMediaPart(<VideoFrame video={youtubeVideo} />);
    fireEvent.click(screen.getByRole('button'));
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
  });
});
