/** Business constants of spec §9, in one place. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 86_400;
export const REFRESH_TOKEN_LIFETIME_SECONDS = 7_776_000;
export const ALERT_DISPLAY_MS = 5_000;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const LOADING_BAR = { throttleMs: 200, durationMs: 5_000, hideDelayMs: 500 } as const;
export const MIN_FETCH_DISPLAY_DELAY_MS = 200;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const BOTTOM_BAR_HEIGHT = { android: 60, ios: 70 } as const;
export const DRAWER_WIDTH = 300;
export const SEARCH_BOX_WIDTH = 370;
/** Header carrying an organization's API key on every /api/v1 call (spec §7). */
export const API_ACCESS_TOKEN_HEADER = 'HttpApiAccessToken';
export const API_BASE_PATH = '/api/v1';
