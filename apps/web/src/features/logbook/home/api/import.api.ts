import type { AscentImportInput, AscentImportResult } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { runStreamedImport } from '../../../../lib/ndjson-import';

/** `POST current_users/ascent_imports/preview.json`: what the file holds, nothing written. */
export function previewImport(input: AscentImportInput) {
  return callEndpoint(endpoint.previewAscentImport, { body: input });
}

/**
 * `POST current_users/ascent_imports.json` asking for the NDJSON stream (the shared import's call): `onProgress` at
 * each `progress` line; resolves with the `done` line. All-or-nothing on the server.
 */
export function runImport(
  input: AscentImportInput,
  onProgress: (done: number, total: number) => void,
): Promise<AscentImportResult> {
  return runStreamedImport<AscentImportResult>(endpoint.importAscents, {}, input, onProgress);
}
