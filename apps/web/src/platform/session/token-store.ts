import type { TokenPair } from '@climb/contracts';

/** Where the session's token pair is kept on the device. */
export const SESSION_STORAGE_KEY = 'cordee.session';

function isTokenPair(value: unknown): value is TokenPair {
  if (!value || typeof value !== 'object') return false;
  const { token, refresh_token } = value as Record<string, unknown>;
  return typeof token === 'string' && token.length > 0 && typeof refresh_token === 'string' && refresh_token.length > 0;
}

/**
 * The token pair, read from localStorage on every call: localStorage is the one source of truth,
 * so a refresh or a sign-out in another tab is seen at once.
 */
export function readTokens(): TokenPair | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isTokenPair(parsed) ? { token: parsed.token, refresh_token: parsed.refresh_token } : null;
  } catch {
    return null;
  }
}

export function writeTokens(pair: TokenPair): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: pair.token, refresh_token: pair.refresh_token }));
}

export function clearTokens(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
}
