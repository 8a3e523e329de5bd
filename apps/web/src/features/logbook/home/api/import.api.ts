import {
  API_ACCESS_TOKEN_HEADER,
  API_BASE_PATH,
  type AscentImportEvent,
  type AscentImportInput,
  type AscentImportResult,
} from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { ApiError } from '../../../../lib/api-client';
import { callEndpoint, endpointPath } from '../../../../lib/endpoint-client';
import { apiAccessToken } from '../../../../lib/runtime-config';
import { sessionAdapter } from '../../../../platform/session/session';
import { readNdjson } from '../lib/ndjson';

/** `POST current_users/ascent_imports/preview.json`: what the file holds, nothing written. */
export function previewImport(input: AscentImportInput) {
  return callEndpoint(endpoint.previewAscentImport, { body: input });
}

function send(input: AscentImportInput, token: string | null): Promise<Response> {
  const headers: Record<string, string> = {
    [API_ACCESS_TOKEN_HEADER]: apiAccessToken(),
    accept: 'application/x-ndjson',
    'content-type': 'application/json',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${API_BASE_PATH}${endpointPath(endpoint.importAscents)}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(input),
  });
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    return new ApiError(response.status, JSON.parse(text));
  } catch {
    return new ApiError(response.status, text || null);
  }
}

/**
 * `POST current_users/ascent_imports.json` asking for the NDJSON stream: `onProgress` is called at
 * each `progress` line, and the call resolves with the `done` line. All-or-nothing on the server: a
 * `failed` line or an error status means nothing was written. The API client cannot stream a body, so
 * this call sends the key and the session's token itself (one refresh on a 401, like the client).
 */
export async function runImport(
  input: AscentImportInput,
  onProgress: (done: number, total: number) => void,
): Promise<AscentImportResult> {
  let response = await send(input, sessionAdapter.accessToken());
  if (response.status === 401 && sessionAdapter.isLoggedIn()) {
    const token = await sessionAdapter.refresh();
    if (token) response = await send(input, token);
  }
  if (!response.ok) throw await errorOf(response);
  const type = response.headers.get('content-type') ?? '';
  // A server that answers the whole result at once (no stream) is read as such.
  if (!type.includes('ndjson') || !response.body) {
    const body = JSON.parse(await response.text()) as AscentImportResult | AscentImportEvent;
    if ('type' in body) {
      if (body.type === 'done') return { imported: body.imported, skipped: body.skipped };
      throw new ApiError(422, { error: { csv: ['invalid'] } });
    }
    return body;
  }
  for await (const event of readNdjson<AscentImportEvent>(response.body)) {
    if (event.type === 'progress') onProgress(event.done, event.total);
    else if (event.type === 'done') return { imported: event.imported, skipped: event.skipped };
    else throw new ImportFailed(event.message);
  }
  throw new ImportFailed('stream ended without a result');
}

/** The server gave up during the import (a `failed` line): nothing was written. */
export class ImportFailed extends Error {
  constructor(readonly reason: string) {
    super(`Import failed: ${reason}`);
    this.name = 'ImportFailed';
  }
}
