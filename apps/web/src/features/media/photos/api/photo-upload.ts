import type { EndpointBody, Endpoints, Photo } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { ApiError, type ApiTransport, apiRequest } from '../../../../lib/api-client';
import { endpointPath } from '../../../../lib/endpoint-client';
import type { UploadProgress } from '../../../../lib/endpoint-upload';

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

function formOf(body: PhotoUploadBody): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) {
    if (value instanceof Blob) form.append(field, value);
    else if (value !== undefined && value !== null) form.append(field, String(value));
  }
  return form;
}

/**
 * A `fetch` made of XMLHttpRequest, as `uploadToEndpoint` sends files (only it reports the progress of the bytes
 * sent), which also keeps the answer's `Retry-After`: the form says how long to wait after a 429.
 */
function photoTransport(onProgress: (progress: UploadProgress) => void, onRetryAfter: (header: string | null) => void) {
  const transport: ApiTransport = (url, init) =>
    new Promise((resolve, reject) => {
      const cancelled = () => new DOMException('Upload cancelled', 'AbortError');
      if (init.signal?.aborted) {
        reject(cancelled());
        return;
      }
      const request = new XMLHttpRequest();
      request.open(init.method ?? 'POST', url);
      new Headers(init.headers).forEach((value, name) => {
        request.setRequestHeader(name, value);
      });
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      request.upload.onload = () => onProgress('processing');
      request.onload = () => {
        onRetryAfter(request.getResponseHeader('retry-after'));
        const empty = request.status === 204 || request.status === 205 || request.status === 304;
        resolve(
          new Response(empty ? null : request.responseText, {
            status: request.status,
            headers: { 'content-type': request.getResponseHeader('content-type') ?? 'application/json' },
          }),
        );
      };
      // As fetch does: a network failure is a TypeError, a cancel an AbortError.
      request.onerror = () => reject(new TypeError('Upload failed'));
      request.onabort = () => reject(cancelled());
      init.signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send(init.body as XMLHttpRequestBodyInit | null);
    });
  return transport;
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
  let retryAfter: string | null = null;
  try {
    return await apiRequest<Photo>(endpointPath(endpoint.createPhoto), {
      method: endpoint.createPhoto.method,
      body: formOf(body),
      signal,
      transport: photoTransport(onProgress, (header) => {
        retryAfter = header;
      }),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw new UploadsRateLimited(retryAfterSeconds(retryAfter));
    throw error;
  }
}
