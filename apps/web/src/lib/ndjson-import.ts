import { API_ACCESS_TOKEN_HEADER, API_BASE_PATH } from '@climb/contracts';
import { sessionAdapter } from '../platform/session/session';
import { ApiError } from './api-client';
import { type EndpointRoute, endpointPath } from './endpoint-client';
import { readNdjson } from './ndjson';
import { apiAccessToken } from './runtime-config';

/*
 * The shared CSV import's call (the logbook's ascents, a gym's routes): the import is all-or-nothing on the server and,
 * asked with `Accept: application/x-ndjson`, streams one line per step: `progress`, then `done` or `failed`.
 */

/** The lines of an import's stream. */
export type ImportStreamEvent<Result> =
  | { type: 'progress'; done: number; total: number }
  | ({ type: 'done' } & Result)
  | { type: 'failed'; message: string };

/** The server gave up during the import (a `failed` line): nothing was written. */
export class ImportFailed extends Error {
  constructor(readonly reason: string) {
    super(`Import failed: ${reason}`);
    this.name = 'ImportFailed';
  }
}

function send(path: string, body: unknown, token: string | null): Promise<Response> {
  const headers: Record<string, string> = {
    [API_ACCESS_TOKEN_HEADER]: apiAccessToken(),
    accept: 'application/x-ndjson',
    'content-type': 'application/json',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${API_BASE_PATH}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    return new ApiError(response.status, JSON.parse(text));
  } catch {
    return new ApiError(response.status, text || null);
  }
}

/** The result a `done` line carries, without its `type`. */
function resultOf<Result extends object>(event: { type: 'done' } & Result): Result {
  const { type: _type, ...result } = event;
  return result as unknown as Result;
}

/**
 * Posts an import asking for the NDJSON stream: `onProgress` is called at each `progress` line, and the call resolves
 * with the `done` line's result. A `failed` line or an error status means nothing was written. The API client cannot
 * stream a body, so this call sends the key and the session's token itself (one refresh on a 401, like the client).
 */
export async function runStreamedImport<Result extends object>(
  route: EndpointRoute,
  params: Record<string, string | number>,
  body: unknown,
  onProgress: (done: number, total: number) => void,
): Promise<Result> {
  const path = endpointPath(route, params);
  let response = await send(path, body, sessionAdapter.accessToken());
  if (response.status === 401 && sessionAdapter.isLoggedIn()) {
    const token = await sessionAdapter.refresh();
    if (token) response = await send(path, body, token);
  }
  if (!response.ok) throw await errorOf(response);
  const type = response.headers.get('content-type') ?? '';
  // A server that answers the whole result at once (no stream) is read as such.
  if (!type.includes('ndjson') || !response.body) {
    const answer = JSON.parse(await response.text()) as Result | ImportStreamEvent<Result>;
    if ('type' in answer) {
      if (answer.type === 'done') return resultOf(answer);
      throw new ApiError(422, { error: { csv: ['invalid'] } });
    }
    return answer;
  }
  for await (const event of readNdjson<ImportStreamEvent<Result>>(response.body)) {
    if (event.type === 'progress') onProgress(event.done, event.total);
    else if (event.type === 'done') return resultOf(event);
    else throw new ImportFailed(event.message);
  }
  throw new ImportFailed('stream ended without a result');
}
