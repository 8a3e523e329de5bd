import type { Gym, GymChain, GymRoute, GymSpace } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { type UploadProgress, uploadToEndpoint } from '../../../../lib/endpoint-upload';
import { queryClient } from '../../../../lib/query-client';
import { gymKeys } from '../../shared/gyms.api';
import { gymRouteKeys } from '../../shared/routes.api';

/** What the shared upload field hands an upload: the file, its progress, a way to cancel. */
type Send = (file: File, onProgress: (progress: UploadProgress) => void, signal: AbortSignal) => Promise<unknown>;

/** One image of a record: sending it and removing it, each answering the record as it now is. */
export interface RecordImage<Record> {
  upload: Send;
  remove: () => Promise<Record>;
}

/** The record's new answer in the cache (the page shows the image at once), every other indoor answer stale. */
function stored<Record>(key: readonly unknown[]) {
  return (record: Record): Record => {
    void queryClient.invalidateQueries({ refetchType: 'none' });
    queryClient.setQueryData(key, record);
    return record;
  };
}

/** A gym's logo (kept square) or banner (kept wide). */
export function gymImage(id: number, kind: 'logo' | 'banner'): RecordImage<Gym> {
  const keep = stored<Gym>(gymKeys.one(id));
  const route = kind === 'logo' ? endpoint.uploadGymLogo : endpoint.uploadGymBanner;
  const removal = kind === 'logo' ? endpoint.deleteGymLogo : endpoint.deleteGymBanner;
  return {
    upload: (file, onProgress, signal) =>
      uploadToEndpoint(route, { params: { id }, body: { file }, onProgress, signal }).then(keep),
    remove: () => callEndpoint(removal, { params: { id } }).then(keep),
  };
}

/** A gym chain's logo or banner. */
export function gymChainImage(id: number, kind: 'logo' | 'banner'): RecordImage<GymChain> {
  const keep = stored<GymChain>(gymKeys.chain(id));
  const route = kind === 'logo' ? endpoint.uploadGymChainLogo : endpoint.uploadGymChainBanner;
  const removal = kind === 'logo' ? endpoint.deleteGymChainLogo : endpoint.deleteGymChainBanner;
  return {
    upload: (file, onProgress, signal) =>
      uploadToEndpoint(route, { params: { id }, body: { file }, onProgress, signal }).then(keep),
    remove: () => callEndpoint(removal, { params: { id } }).then(keep),
  };
}

/** A space's plan: kept whole, with its size in pixels. */
export function gymSpacePlan(id: number): RecordImage<GymSpace> {
  const keep = stored<GymSpace>(gymRouteKeys.space(id));
  return {
    upload: (file, onProgress, signal) =>
      uploadToEndpoint(endpoint.uploadGymSpacePlan, { params: { id }, body: { file }, onProgress, signal }).then(keep),
    remove: () => callEndpoint(endpoint.deleteGymSpacePlan, { params: { id } }).then(keep),
  };
}

/** A route's picture (its proportions kept) or thumbnail (kept square). */
export function gymRouteImage(id: number, kind: 'picture' | 'thumbnail'): RecordImage<GymRoute> {
  const keep = stored<GymRoute>(gymRouteKeys.one(id));
  const route = kind === 'picture' ? endpoint.uploadGymRoutePicture : endpoint.uploadGymRouteThumbnail;
  const removal = kind === 'picture' ? endpoint.deleteGymRoutePicture : endpoint.deleteGymRouteThumbnail;
  return {
    upload: (file, onProgress, signal) =>
      uploadToEndpoint(route, { params: { id }, body: { file }, onProgress, signal }).then(keep),
    remove: () => callEndpoint(removal, { params: { id } }).then(keep),
  };
}
