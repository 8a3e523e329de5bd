import { API_ACCESS_TOKEN_HEADER, API_BASE_PATH, type CurrentUser } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint, endpointPath } from '../../../lib/endpoint-client';
import { apiAccessToken } from '../../../lib/runtime-config';
import { readTokens } from '../../../platform/session/token-store';
import { type ImageKind, publishCurrentUser } from './current-user.api';

/** Upload progress: 0 to 1 while the bytes go, then `processing` while the server makes the sizes. */
export type UploadProgress = number | 'processing';

function send(
  kind: ImageKind,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports the progress of an upload.
    const request = new XMLHttpRequest();
    request.open(
      'POST',
      `${API_BASE_PATH}${endpointPath(kind === 'avatar' ? endpoint.uploadAvatar : endpoint.uploadBanner)}`,
    );
    request.setRequestHeader(API_ACCESS_TOKEN_HEADER, apiAccessToken());
    request.setRequestHeader('accept', 'application/json');
    const token = readTokens()?.token;
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress('processing');
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = request.responseText;
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new ApiError(500, null));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/**
 * `POST current_users/avatar.json` or `banner.json` (multipart, field `file`) with its progress.
 * An expired token is renewed the way every call renews it (one refresh through the API client),
 * then the upload is tried once more. Resolves to the climber with the new image.
 */
export async function uploadImage(
  kind: ImageKind,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<CurrentUser> {
  let answer = await send(kind, file, onProgress, signal);
  if (answer.status === 401) {
    // The API client refreshes the session on its 401 (or signs out when it cannot).
    await callEndpoint(endpoint.getCurrentUser);
    answer = await send(kind, file, onProgress, signal);
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.body);
  return publishCurrentUser(answer.body);
}
