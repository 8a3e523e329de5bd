import { randomUUID } from 'node:crypto';
import type { MediaTargetType } from '@climb/contracts';
import type { Database } from '../../src/db/client';
import { links, photos, videos } from '../../src/db/schema';

let sequence = 0;

/** The record a medium belongs to. */
export interface MediaTargetRef {
  type: MediaTargetType;
  id: number;
}

/**
 * A photo stored directly, 1,600 × 1,067 pixels, whose files are not in the store (reads only; deleting it removes
 * nothing): for tests that need photos to list, page or authorize. Tests of the upload itself go through the API.
 */
export async function createPhotoRow(
  db: Database,
  target: MediaTargetRef,
  userId: number | null,
  overrides: Partial<typeof photos.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(photos)
    .values({
      illustrable_type: target.type,
      illustrable_id: target.id,
      user_id: userId,
      description: `Photo d’essai ${sequence}`,
      image_key: `photos/${randomUUID()}`,
      width: 1600,
      height: 1067,
      upload_bytes: 250_000,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createPhotoRow: no row returned');
  return row;
}

/** A Vimeo video stored directly. */
export async function createVideoRow(
  db: Database,
  target: MediaTargetRef,
  userId: number | null,
  overrides: Partial<typeof videos.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(videos)
    .values({
      viewable_type: target.type,
      viewable_id: target.id,
      user_id: userId,
      provider: 'vimeo',
      provider_id: String(76_979_871 + sequence),
      description: `Vidéo d’essai ${sequence}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createVideoRow: no row returned');
  return row;
}

/** A link stored directly. */
export async function createLinkRow(
  db: Database,
  target: MediaTargetRef,
  userId: number | null,
  overrides: Partial<typeof links.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(links)
    .values({
      linkable_type: target.type,
      linkable_id: target.id,
      user_id: userId,
      name: `Topo d’essai ${sequence}`,
      url: `https://www.example.org/topos/${sequence}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createLinkRow: no row returned');
  return row;
}
