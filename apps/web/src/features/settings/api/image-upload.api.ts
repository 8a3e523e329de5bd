import type { CurrentUser } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { type UploadProgress, uploadToEndpoint } from '../../../lib/endpoint-upload';
import { type ImageKind, publishCurrentUser } from './current-user.api';

/**
 * `POST current_users/avatar.json` or `banner.json` (multipart, field `file`) with its progress.
 * Resolves to the climber with the new image, published to the session.
 */
export async function uploadImage(
  kind: ImageKind,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<CurrentUser> {
  const route = kind === 'avatar' ? endpoint.uploadAvatar : endpoint.uploadBanner;
  return publishCurrentUser(await uploadToEndpoint(route, { body: { file }, onProgress, signal }));
}
