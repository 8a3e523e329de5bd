import { type Video, videoEmbedUrl, videoPageUrl } from '@climb/contracts';
import { toContributor } from '../../lib/contributor';
import { type DescribedTarget, toMediaTarget } from '../media-targets';
import type { VideoWithUploaderRow } from './video.repository';

/** A video: its provider and id there, its page and its player's addresses, made from them (never stored). */
export function toVideo(row: VideoWithUploaderRow, target: DescribedTarget): Video {
  const reference = { provider: row.provider, providerId: row.provider_id };
  return {
    id: row.id,
    viewable_type: row.viewable_type,
    viewable_id: row.viewable_id,
    target: toMediaTarget({ type: row.viewable_type, id: row.viewable_id }, target),
    provider: row.provider,
    provider_id: row.provider_id,
    url: videoPageUrl(reference),
    embed_url: videoEmbedUrl(reference),
    description: row.description,
    user: toContributor(row),
    hidden: row.hidden,
    likes_count: row.likes_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
