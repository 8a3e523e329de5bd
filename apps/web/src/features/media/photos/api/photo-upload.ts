import type { EndpointBody, Endpoints, Photo } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { ApiError } from '../../../../lib/api-client';
import { type UploadProgress, uploadToEndpoint } from '../../../../lib/endpoint-upload';

/** What a photo is sent with: the file, its record, and the words the batch shares. */
export type PhotoUploadBody = EndpointBody<Endpoints['createPhoto']>;

/**
 * The API takes no more photos from the climber for now (429, their uploads of the hour or their bytes of the day):
 * it says after how many seconds it takes them again (`Retry-After`), when it says.
 */
export class UploadsRateLimited extends Error {
  constructor(readonly retryAfterSeconds: number | null) {
    super('Too many photos uploaded');
    this.name = 'UploadsRateLimited';
  }
}

/** `Retry-After` as seconds (its date form too); null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Sends one photo (`POST photos.json`, multipart) through the API client like every call (the key, the bearer token,
 * one shared refresh on a 401 then the photo sent again), reporting the progress of its bytes then `processing`
 * while the server makes its sizes. Rejects with `ApiError` (a 422 with its rules), `UploadsRateLimited` on a 429,
 * a `TypeError` when the network fails and an `AbortError` when `signal` cancels it.
 */
export async function uploadPhoto(
  body: PhotoUploadBody,
  { onProgress = () => {}, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<Photo> {
  try {
    return await uploadToEndpoint(endpoint.createPhoto, { body, onProgress, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      throw new UploadsRateLimited(retryAfterSeconds(error.retryAfter));
    throw error;
  }
}
