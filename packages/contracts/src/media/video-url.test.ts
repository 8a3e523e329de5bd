import { describe, expect, it } from 'vitest';
import { parseVideoUrl, VIDEO_FRAME_ORIGINS, videoEmbedUrl } from './video-url';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo', '76979871'],
    ['https://www.dailymotion.com/video/x7tgad0', 'dailymotion', 'x7tgad0'],
    ['https://www.dailymotion.com/video/x7tgad0_escalade-a-buoux', 'dailymotion', 'x7tgad0'],
    ['https://dai.ly/x7tgad0', 'dailymotion', 'x7tgad0'],
    ['https://www.instagram.com/p/CxYz123AbC/', 'instagram', 'CxYz123AbC'],
    ['https://www.instagram.com/reel/CxYz123AbC/?igsh=x', 'instagram', 'CxYz123AbC'],
    ['https://www.tiktok.com/@grimpeuse/video/7234567890123456789', 'tiktok', '7234567890123456789'],
    ['  http://youtube.com/watch?v=dQw4w9WgXcQ  ', 'youtube', 'dQw4w9WgXcQ'],
  ])('reads %s', (url, provider, providerId) => {
    expect(parseVideoUrl(url)).toEqual({ provider, providerId });
  });

  it.each([
    '',
    'not an address',
    'javascript:alert(1)',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/about',
    'https://www.dailymotion.com/user/someone',
    'https://www.instagram.com/someone/',
    'https://vm.tiktok.com/ZMabcdef/',
    'https://www.tiktok.com/@someone',
  ])('refuses %j', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it('makes every player address on its provider’s frame host', () => {
    for (const [provider, origin] of Object.entries(VIDEO_FRAME_ORIGINS)) {
      const url = videoEmbedUrl({
        provider: provider as keyof typeof VIDEO_FRAME_ORIGINS,
        providerId: '7234567890123456789',
      });
      expect(new URL(url).origin).toBe(origin);
    }
  });
});
