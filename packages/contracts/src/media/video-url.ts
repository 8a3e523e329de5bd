/*
 * Video addresses (zod-free: the web app checks an address as it is typed with the same rules the API applies).
 * A video is kept as its provider and its id there, never as the address given; its frame's address is made
 * from them, on the provider's own embedding host, which the security policy's `frame-src` names.
 */

export const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'dailymotion', 'instagram', 'tiktok'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export interface VideoReference {
  provider: VideoProvider;
  /** The video's id at its provider (`dQw4w9WgXcQ`, `76979871`, `x7tgad0`, `CxYz123AbC`, `7234567890123456789`). */
  providerId: string;
}

/** The hosts each provider's player frame is loaded from: the only ones `frame-src` allows. */
export const VIDEO_FRAME_ORIGINS: Readonly<Record<VideoProvider, string>> = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
  dailymotion: 'https://www.dailymotion.com',
  instagram: 'https://www.instagram.com',
  tiktok: 'https://www.tiktok.com',
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const DAILYMOTION_ID = /^x[a-z0-9]{4,12}$/i;
const INSTAGRAM_ID = /^[A-Za-z0-9_-]{5,40}$/;
const TIKTOK_ID = /^\d{8,25}$/;

/** The host without `www.` or `m.`, lower case. */
function bareHost(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www|m)\./, '');
}

/** The path's words, without empty ones. */
function segments(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

function matching(provider: VideoProvider, id: string | undefined | null, pattern: RegExp): VideoReference | null {
  return id && pattern.test(id) ? { provider, providerId: id } : null;
}

function youtube(url: URL, host: string): VideoReference | null {
  const path = segments(url);
  if (host === 'youtu.be') return matching('youtube', path[0], YOUTUBE_ID);
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com' && host !== 'music.youtube.com') return null;
  if (path[0] === 'watch') return matching('youtube', url.searchParams.get('v'), YOUTUBE_ID);
  if (path[0] === 'shorts' || path[0] === 'embed' || path[0] === 'live' || path[0] === 'v') {
    return matching('youtube', path[1], YOUTUBE_ID);
  }
  return null;
}

function vimeo(url: URL, host: string): VideoReference | null {
  const path = segments(url);
  if (host === 'player.vimeo.com') return path[0] === 'video' ? matching('vimeo', path[1], VIMEO_ID) : null;
  if (host !== 'vimeo.com') return null;
  // vimeo.com/76979871, vimeo.com/channels/staffpicks/76979871, vimeo.com/groups/name/videos/76979871
  return matching('vimeo', path.at(-1), VIMEO_ID);
}

function dailymotion(url: URL, host: string): VideoReference | null {
  const path = segments(url);
  if (host === 'dai.ly') return matching('dailymotion', path[0], DAILYMOTION_ID);
  if (host !== 'dailymotion.com') return null;
  const at = path[0] === 'embed' ? 2 : 1;
  if (path[at - 1] !== 'video') return null;
  // dailymotion.com/video/x7tgad0_a-title: the id ends at the first underscore.
  return matching('dailymotion', path[at]?.split('_')[0], DAILYMOTION_ID);
}

function instagram(url: URL, host: string): VideoReference | null {
  if (host !== 'instagram.com') return null;
  const path = segments(url);
  return ['p', 'reel', 'reels', 'tv'].includes(path[0] ?? '') ? matching('instagram', path[1], INSTAGRAM_ID) : null;
}

function tiktok(url: URL, host: string): VideoReference | null {
  if (host !== 'tiktok.com') return null;
  const path = segments(url);
  // tiktok.com/@climber/video/7234567890123456789, tiktok.com/embed/v2/7234567890123456789
  if (path[0]?.startsWith('@') && path[1] === 'video') return matching('tiktok', path[2], TIKTOK_ID);
  if (path[0] === 'embed') return matching('tiktok', path.at(-1), TIKTOK_ID);
  return null;
}

/**
 * The provider and id of a video address, or null for anything else: an address of another site, a provider's
 * page that is not one video, or not an `http(s)` address at all. Short links that only the provider can
 * resolve (`vm.tiktok.com/…`) are refused: the product never calls a provider to learn an id.
 */
export function parseVideoUrl(value: string): VideoReference | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = bareHost(url);
  return youtube(url, host) ?? vimeo(url, host) ?? dailymotion(url, host) ?? instagram(url, host) ?? tiktok(url, host);
}

/** The address of the video's page at its provider (what a link to it opens). */
export function videoPageUrl({ provider, providerId }: VideoReference): string {
  switch (provider) {
    case 'youtube':
      return `https://www.youtube.com/watch?v=${providerId}`;
    case 'vimeo':
      return `https://vimeo.com/${providerId}`;
    case 'dailymotion':
      return `https://www.dailymotion.com/video/${providerId}`;
    case 'instagram':
      return `https://www.instagram.com/p/${providerId}/`;
    case 'tiktok':
      return `https://www.tiktok.com/embed/v2/${providerId}`;
  }
}

/** The address of the provider's player for the video, started by the click that loads it. */
export function videoEmbedUrl({ provider, providerId }: VideoReference): string {
  const origin = VIDEO_FRAME_ORIGINS[provider];
  switch (provider) {
    case 'youtube':
      return `${origin}/embed/${providerId}?autoplay=1&rel=0`;
    case 'vimeo':
      return `${origin}/video/${providerId}?autoplay=1&dnt=1`;
    case 'dailymotion':
      return `${origin}/embed/video/${providerId}?autoplay=1`;
    case 'instagram':
      return `${origin}/p/${providerId}/embed`;
    case 'tiktok':
      return `${origin}/embed/v2/${providerId}`;
  }
}
