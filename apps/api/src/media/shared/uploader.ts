import { and, type Column, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { ContributorRow } from '../../lib/contributor';

/*
 * Who wrote a photo, a video or a link, as their answers show them: the uploader while their account lives. A
 * deleted account keeps its row (renamed) but no longer signs anything: its media answer `user: null`.
 */

/** The join of a medium's uploader: their row only while their account lives. */
export function livingUploader(userIdColumn: Column) {
  return and(eq(users.id, userIdColumn), isNull(users.deleted_at));
}

/** No uploader: a left join that found none. */
export const NO_UPLOADER: ContributorRow = {
  user_uuid: null,
  user_first_name: null,
  user_last_name: null,
  user_slug_name: null,
};

/** A medium's row with its uploader's columns, from a left join's two halves. */
export function withUploader<Row>(row: { medium: Row; uploader: ContributorRow | null }): Row & ContributorRow {
  return { ...row.medium, ...(row.uploader ?? NO_UPLOADER) };
}
