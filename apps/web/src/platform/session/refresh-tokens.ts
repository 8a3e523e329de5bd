import { API_ACCESS_TOKEN_HEADER, API_BASE_PATH, type TokenPair } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { endpointPath } from '../../lib/endpoint-client';
import { apiAccessToken } from '../../lib/runtime-config';
import { readTokens, writeTokens } from './token-store';

/** Refreshes of every tab of the browser take turns under this lock. */
const REFRESH_LOCK = 'cordee.session.refresh';

/**
 * `POST sessions/tokens` with a raw fetch (the API client would answer its own 401 with a
 * refresh). Resolves to the new pair, or null when the server refuses the refresh token; a
 * network failure or a server error throws, so a climber offline is not signed out.
 */
async function exchange(refreshToken: string): Promise<TokenPair | null> {
  const response = await fetch(`${API_BASE_PATH}${endpointPath(endpoint.refreshTokens)}`, {
    method: 'POST',
    headers: {
      [API_ACCESS_TOKEN_HEADER]: apiAccessToken(),
      accept: 'application/json',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  if (response.status >= 500) throw new Error(`Token refresh failed (${response.status})`);
  if (!response.ok) return null;
  const pair = (await response.json()) as Partial<TokenPair>;
  return typeof pair.token === 'string' && typeof pair.refresh_token === 'string'
    ? { token: pair.token, refresh_token: pair.refresh_token }
    : null;
}

/**
 * Exchanges the refresh token for a new pair and stores it; resolves to the new access token, or
 * null when none results. Refresh tokens are single use (a reused one revokes the whole session),
 * so tabs take turns under a Web Lock and a tab that finds the pair already renewed by another
 * tab uses it instead of spending the old refresh token again.
 */
export async function refreshTokens(): Promise<string | null> {
  const before = readTokens();
  if (!before) return null;
  const run = async (): Promise<string | null> => {
    const current = readTokens();
    if (!current) return null;
    if (current.refresh_token !== before.refresh_token) return current.token;
    const pair = await exchange(current.refresh_token);
    if (pair) writeTokens(pair);
    return pair?.token ?? null;
  };
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(REFRESH_LOCK, run) : run();
}
